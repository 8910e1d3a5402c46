/** Money: EUR is the default, formatted es-ES; every other currency uses en-GB (the spec's "en-UK"). */
export const DEFAULT_CURRENCY = 'EUR';
export const CURRENCY_LOCALES = { default: 'es-ES', other: 'en-GB' } as const;

/** Decimals an amount of money is kept and shown with. */
export const MONEY_DECIMALS = 2;

/**
 * True when `amount` has at most `decimals` decimals (59.99 yes, 59.999 no), read as the decimal a person typed:
 * 0.07 is 0.07 although its binary value is not.
 */
export const hasAtMostDecimals = (amount: number, decimals: number = MONEY_DECIMALS): boolean => {
  const scale = 10 ** decimals;
  return Number.isFinite(amount) && Math.round(amount * scale) / scale === amount;
};

/** Currency per country: GBP for the UK, EUR everywhere else (catalogue-editors §9). */
export const currencyForCountry = (country: string): 'GBP' | 'EUR' => (country === 'uk' ? 'GBP' : 'EUR');

const formatters = new Map<string, Intl.NumberFormat>();

const formatterFor = (currency: string): Intl.NumberFormat => {
  let formatter = formatters.get(currency);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(
      currency === DEFAULT_CURRENCY ? CURRENCY_LOCALES.default : CURRENCY_LOCALES.other,
      { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 },
    );
    formatters.set(currency, formatter);
  }
  return formatter;
};

/**
 * Money with 2 decimals (contract.md, commerce-operations §9): EUR (the default) formatted es-ES, GBP and any
 * other currency en-GB. The code is trimmed and upper-cased; a code Intl does not know is shown after the amount.
 */
export function formatMoney(amount: number, currency: string = DEFAULT_CURRENCY): string {
  const code = currency.trim().toUpperCase() || DEFAULT_CURRENCY;
  try {
    return formatterFor(code).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${code}`;
  }
}
