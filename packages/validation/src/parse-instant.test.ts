import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nowOf, parseInstant } from './parse-instant';

describe('parseInstant', () => {
  it('reads instants: offsets kept, no offset means Madrid, impossible days refused', () => {
    expect(parseInstant('2025-01-01T10:00:00Z')?.toISOString()).toBe('2025-01-01T10:00:00.000Z');
    expect(parseInstant('2025-01-01 10:00')?.toISOString()).toBe('2025-01-01T09:00:00.000Z');
    expect(parseInstant(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(parseInstant('2025-02-29')).toBeUndefined();
    expect(parseInstant('01/02/2025')).toBeUndefined();
    expect(parseInstant(new Date(Number.NaN))).toBeUndefined();
  });
  it.each([
    ['2025-06-15', false, '2025-06-14T22:00:00.000Z'],
    ['2025-06-15', true, '2025-06-15T21:59:59.000Z'],
    ['2025-01-15', false, '2025-01-14T23:00:00.000Z'],
    ['2025-06-15 08:30', false, '2025-06-15T06:30:00.000Z'],
    ['2025-06-15T08:30:15.5', false, '2025-06-15T06:30:15.500Z'],
    ['2025-06-15T08:30:00Z', false, '2025-06-15T08:30:00.000Z'],
    ['2025-06-15T08:30:00+02:00', false, '2025-06-15T06:30:00.000Z'],
    [Date.UTC(2025, 5, 15), false, '2025-06-15T00:00:00.000Z'],
    [new Date('2025-06-15T00:00:00Z'), false, '2025-06-15T00:00:00.000Z'],
  ])('%s (end of day %s) is %s', (input, endOfDay, iso) => {
    expect(parseInstant(input, endOfDay)?.toISOString()).toBe(iso);
  });

  it.each([
    ['2025-02-30'],
    ['2025-13-01'],
    ['2025-06-15 24:00'],
    ['2025-06-15T10:61:00Z'],
    ['2025-02-30T10:00:00Z'],
    ['15/06/2025'],
    ['0999-12-31'],
    [''],
    [Number.NaN],
    [8.64e15],
    [new Date(Number.NaN)],
    [{}],
    [null],
  ])('%j is not a date', (input) => {
    expect(parseInstant(input)).toBeUndefined();
  });

  it('reads back its own ISO output', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1001-01-01'), max: new Date('9998-12-31'), noInvalidDate: true }),
        (date) => {
          expect(parseInstant(date.toISOString())?.getTime()).toBe(date.getTime());
        },
      ),
    );
  });

  it('takes now from the options, else the clock', () => {
    expect(nowOf({ now: 0 }).getTime()).toBe(0);
    expect(nowOf({ now: -1e15 }).getTime()).toBeGreaterThan(0);
    expect(nowOf({ now: Date.UTC(2025, 0, 1) }).toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(Math.abs(nowOf().getTime() - Date.now())).toBeLessThan(1000);
  });
});
