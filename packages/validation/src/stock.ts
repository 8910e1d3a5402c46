import { toNumber } from './fields';

/** Stock values meaning "unlimited" (catalogue-editors §9, commerce-operations §9). */
export const UNLIMITED_STOCK_VALUES = [-1, 9999] as const;

/**
 * Stock: -1 or 9999 means unlimited, and advanced products (caracteristicas.avanzada) are unlimited.
 * Numeric strings count as their number; a stock that is not a number is not known to be unlimited.
 */
export function isUnlimitedStock(stock: unknown, options: { advanced?: boolean } = {}): boolean {
  const value = toNumber(stock);
  return options.advanced === true || (UNLIMITED_STOCK_VALUES as readonly unknown[]).includes(value);
}

/**
 * Highest quantity an order line may take in Edit order (commerce-operations §5): the stock when the product
 * has last units and a known, limited stock (never below 0), else undefined (no cap).
 */
export function quantityCap(product: { lastUnits?: boolean; stock?: number | null }): number | undefined {
  const stock = toNumber(product.stock);
  if (product.lastUnits !== true || stock === undefined || isUnlimitedStock(stock)) return undefined;
  return Math.max(0, Math.floor(stock));
}
