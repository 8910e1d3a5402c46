import { currencyForCountry, formatMoney } from '@cellar/validation';

/** An amount in the currency of the rate's country (GBP for uk, EUR elsewhere). */
export const rateMoney = (amount: number, pais: string): string =>
  formatMoney(amount, currencyForCountry(pais));
