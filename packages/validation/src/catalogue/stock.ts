import { UNLIMITED_STOCK_VALUES } from './constants';
import { toNumber } from './number';

/**
 * Stock (catalogue-editors §9): -1 or 9999 means unlimited, and advanced products (caracteristicas.avanzada)
 * are unlimited. Numeric strings count as their number.
 */
export function isUnlimitedStock(stock: unknown, options: { advanced?: boolean } = {}): boolean {
  const value = toNumber(stock);
  return options.advanced === true || (UNLIMITED_STOCK_VALUES as readonly unknown[]).includes(value);
}
