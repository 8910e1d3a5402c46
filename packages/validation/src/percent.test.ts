import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fractionToPercent, percentToFraction, validateGrapePercentage, validatePercentage } from './percent';

describe('percentages', () => {
  it('converts the pack discount between percent and fraction', () => {
    expect(percentToFraction(15)).toBe(0.15);
    expect(percentToFraction(12.34)).toBe(0.1234);
    expect(fractionToPercent(0.07)).toBe(7);
    expect(fractionToPercent(0.1234)).toBe(12.34);
  });

  it('round-trips every percentage with 2 decimals exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (hundredths) => {
        const percent = hundredths / 100;
        expect(fractionToPercent(percentToFraction(percent))).toBe(percent);
        const fraction = percentToFraction(percent);
        expect(percentToFraction(fractionToPercent(fraction))).toBe(fraction);
        expect(fraction).toBeGreaterThanOrEqual(0);
        expect(fraction).toBeLessThanOrEqual(1);
      }),
    );
  });

  it.each([0, 55, 100, '42.5'])('accepts grape percentage %j', (value) => {
    expect(validateGrapePercentage(value)).toEqual({ ok: true, value: Number(value) });
  });

  it.each([-0.1, 100.01, '', 'abc', null, Number.NaN])('refuses grape percentage %j', (value) => {
    expect(validateGrapePercentage(value)).toEqual({
      ok: false,
      issues: [{ path: '', message: 'The percentage must be between 0 and 100' }],
    });
  });

  it('never accepts a value outside 0-100', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = validatePercentage(input);
        if (result.ok) expect(result.value >= 0 && result.value <= 100).toBe(true);
      }),
    );
  });
});

describe('percent and fraction', () => {
  it('converts both ways', () => {
    expect(percentToFraction(15)).toBe(0.15);
    expect(percentToFraction(7.5)).toBe(0.075);
    expect(fractionToPercent(0.35)).toBe(35);
  });

  it('round-trips percents with up to 2 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (hundredths) => {
        const percent = hundredths / 100;
        expect(fractionToPercent(percentToFraction(percent))).toBe(percent);
      }),
    );
  });
});
