import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyForCountry, formatMoney, hasAtMostDecimals } from './money';

describe('currencyForCountry', () => {
  it.each([
    ['uk', 'GBP'],
    ['es', 'EUR'],
    ['fr', 'EUR'],
    ['de', 'EUR'],
  ])('%s pays in %s', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });
});

describe('formatMoney with 2 decimals', () => {
  it.each([
    [1234.5, 'EUR', '1234,50\u00a0€'],
    [12345.678, 'EUR', '12.345,68\u00a0€'],
    [-3, 'EUR', '-3,00\u00a0€'],
    [1234.5, 'GBP', '£1,234.50'],
    [0.005, 'GBP', '£0.01'],
    [7, 'gbp', '£7.00'],
  ])('%s %s is %s (EUR es-ES, GBP en-GB)', (amount, currency, text) => {
    expect(formatMoney(amount, currency)).toBe(text);
  });

  it('always shows exactly 2 decimals', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.constantFrom('EUR', 'GBP'),
        (amount, code) => {
          expect(formatMoney(amount, code)).toMatch(code === 'EUR' ? /\d,\d{2}\u00a0€$/ : /\d\.\d{2}$/);
        },
      ),
    );
  });
});

describe('formatMoney', () => {
  it('formats EUR es-ES by default and other currencies en-GB, with 2 decimals', () => {
    expect(formatMoney(1234.5)).toBe(
      new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(1234.5),
    );
    expect(formatMoney(12, ' gbp ')).toBe('£12.00');
    expect(formatMoney(12, 'USD')).toBe('US$12.00');
    expect(formatMoney(12, '')).toBe(formatMoney(12, 'EUR'));
  });

  it('shows an unknown currency code after the amount instead of throwing', () => {
    expect(formatMoney(3, 'EURO')).toBe('3.00 EURO');
  });
});

describe('hasAtMostDecimals', () => {
  it.each([
    [60, 2, true],
    [59.99, 2, true],
    [0.07, 2, true],
    [-1.5, 2, true],
    [59.999, 2, false],
    [1.005, 2, false],
    [0.1 + 0.2, 2, false],
    [1e-7, 2, false],
    [12.5, 0, false],
    [12, 0, true],
    [Number.NaN, 2, false],
    [Number.POSITIVE_INFINITY, 2, false],
  ])('%s with at most %s decimals: %s', (amount, decimals, expected) => {
    expect(hasAtMostDecimals(amount, decimals)).toBe(expected);
  });

  it('accepts every amount typed with 2 decimals, and refuses it with a third non-zero one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_00, max: 1_000_000_00 }),
        fc.integer({ min: 1, max: 9 }),
        (cents, extra) => {
          expect(hasAtMostDecimals(Number((cents / 100).toFixed(2)))).toBe(true);
          expect(hasAtMostDecimals(Number(`${(cents / 100).toFixed(2)}${extra}`))).toBe(false);
        },
      ),
    );
  });
});
