import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors';
import { parseDayFlag, parsePathFlag, parseWholeFlag } from './filters';

describe('export flags', () => {
  it('takes a calendar day for --date and refuses anything else with the spec’s message', () => {
    expect(parseDayFlag('2026-01-15')).toBe('2026-01-15');
    expect(parseDayFlag(undefined)).toBeUndefined();
    for (const bad of ['2026-02-30', '15/01/2026', 'tomorrow']) {
      expect(() => parseDayFlag(bad)).toThrow(UsageError);
      expect(() => parseDayFlag(bad)).toThrow(`Incorrect dates: --date ${bad}`);
    }
  });

  it('normalises --path and refuses a path that names no object', () => {
    expect(parsePathFlag('bodegas/vega-sicilia')).toBe('/bodegas/vega-sicilia/');
    expect(parsePathFlag('/')).toBe('/');
    expect(() => parsePathFlag('/bodegas/../x')).toThrow('Invalid path: /bodegas/../x');
  });

  it('takes a whole number in range', () => {
    expect(parseWholeFlag('--page-size', '7', 1, 100)).toBe(7);
    expect(() => parseWholeFlag('--page-size', '0', 1, 100)).toThrow(UsageError);
    expect(() => parseWholeFlag('--page-size', '2.5', 1, 100)).toThrow(
      '--page-size must be a whole number from 1 to 100: 2.5',
    );
  });
});
