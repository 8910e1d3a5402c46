import { describe, expect, it } from 'vitest';
import { csvCell, escapeFormulaText, startsFormula } from './formula-escape';

describe('escapeFormulaText', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ['+34 600 000 000', `'+34 600 000 000`],
    ['-5', `'-5`],
    ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
    ['\tcmd', `'\tcmd`],
    ['\rcmd', `'\rcmd`],
  ])('prefixes %j with a quote', (text, escaped) => {
    expect(startsFormula(text)).toBe(true);
    expect(escapeFormulaText(text)).toBe(escaped);
  });

  it.each(['Vega Sicilia', 'a=b', ' =1', '', "'already", '5-3', '\ntext'])('leaves %j as it is', (text) => {
    expect(startsFormula(text)).toBe(false);
    expect(escapeFormulaText(text)).toBe(text);
  });
});

describe('csvCell', () => {
  it('writes numbers as numbers, negative ones included, and never escapes them', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(-0.25)).toBe('-0.25');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('escapes text that only looks like a negative number: it is text in the source', () => {
    expect(csvCell('-5')).toBe(`'-5`);
  });

  it('writes booleans as words, null and undefined as an empty cell', () => {
    expect(csvCell(true)).toBe('true');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('writes an object or a list as its JSON text, escaped like any text', () => {
    expect(csvCell({ a: 1 })).toBe('{"a":1}');
    expect(csvCell(['=x'])).toBe('["=x"]');
    expect(csvCell('=x')).toBe(`'=x`);
  });
});
