/** Currency per country: GBP for the UK, EUR everywhere else (catalogue-editors §9). */
export const currencyForCountry = (country: string): 'GBP' | 'EUR' => (country === 'uk' ? 'GBP' : 'EUR');

const formatters = {
  EUR: new Intl.NumberFormat('es-ES', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
  GBP: new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
} as const;

/** Money with 2 decimals: EUR formatted es-ES, GBP formatted en-GB (contract.md). */
export function formatMoney(amount: number, currency: 'EUR' | 'GBP' = 'EUR'): string {
  return formatters[currency].format(amount);
}
