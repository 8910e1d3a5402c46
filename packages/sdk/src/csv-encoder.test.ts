import { describe, expect, it } from 'vitest';
import { csvEncoder } from './csv-encoder';
import { flattenRow, rowValues } from './flatten-row';

describe('flattenRow', () => {
  it('spreads nested objects over dotted columns and keeps lists whole', () => {
    const row = { id: 1, precio: { es: 10, uk: { gbp: 9 } }, tags: ['a', 'b'] };
    expect([...flattenRow(row)]).toEqual([
      ['id', 1],
      ['precio.es', 10],
      ['precio.uk.gbp', 9],
      ['tags', ['a', 'b']],
    ]);
  });

  it('keeps the columns named whole as one value', () => {
    expect(rowValues({ id: 1, payload: { title: 'x' } }, ['id', 'payload'], ['payload'])).toEqual([
      1,
      { title: 'x' },
    ]);
  });

  it('answers undefined for a column the row lacks', () => {
    expect(rowValues({ a: 1 }, ['a', 'b'])).toEqual([1, undefined]);
  });
});

describe('csvEncoder', () => {
  it('writes the header, then RFC 4180 records with CRLF, quoting commas, quotes and line breaks', () => {
    const encoder = csvEncoder(['id', 'text', 'ok']);
    expect(encoder.start()).toBe('id,text,ok\r\n');
    expect(encoder.rows([{ id: 1, text: 'a, "b"\nc', ok: true }])).toBe('1,"a, ""b""\nc",true\r\n');
    expect(encoder.rows([{ id: 2, text: 'cr\ronly', ok: false }])).toBe('2,"cr\ronly",false\r\n');
    expect(encoder.rows([])).toBe('');
  });

  it('escapes formulas in text cells, flattens nested values, and writes a whole column as JSON', () => {
    const encoder = csvEncoder(['id', 'name.es', 'name.en', 'payload'], ['payload']);
    expect(encoder.rows([{ id: -5, name: { es: '=1+1', en: '@me' }, payload: { title: '+x' } }])).toBe(
      `-5,'=1+1,'@me,"{""title"":""+x""}"\r\n`,
    );
  });
});
