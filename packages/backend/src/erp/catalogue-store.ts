import type { components } from '@cellar/contract';
import type { ErpAnalyticsRecord, ErpProductSearchResultRecord } from '@cellar/validation/commerce';
import type { Db } from '../db/database';
import { containsAny } from '../db/text-search';

const percentOf = (part: number, whole: number): number =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0;

/** The ERP's catalogue products (read only): product search, product groups and product traffic. */
export class CatalogueStore {
  constructor(private readonly db: Db) {}

  /** Products whose name, reference or group contains `query` (ignoring case and accents), at most `limit`. */
  searchProducts(query: string, limit = 50): components['schemas']['ErpProductSearchResult'][] {
    const text = query.trim();
    if (text === '') return [];
    const match = containsAny(['nombre', 'id_producto', 'grupo'], text);
    return this.db
      .prepare<
        [...string[], number],
        Omit<ErpProductSearchResultRecord, 'visibilidad'> & { visibilidad: number }
      >(
        `SELECT precio, id_producto, disponibilidad, nombre, visibilidad FROM erp_products
         WHERE ${match.sql}
         ORDER BY nombre, id_producto LIMIT ?`,
      )
      .all(...match.params, limit)
      .map((row) => ({ ...row, visibilidad: row.visibilidad === 1 }));
  }

  /** Whether the catalogue has a product of this group (a product group is its products' `grupo`). */
  hasGroup(group: string): boolean {
    return this.db.prepare('SELECT 1 FROM erp_products WHERE grupo = ? LIMIT 1').get(group) !== undefined;
  }

  /** Product traffic and performance rows; percents are of unique_users, 0 to 100 with 2 decimals. */
  productTraffic(): components['schemas']['ErpAnalyticsRow'][] {
    return this.db
      .prepare<[], Omit<ErpAnalyticsRecord, 'add_to_cart_percent' | 'purchase_percent'>>(
        `SELECT grupo, id_producto, nombre, domain, visits, unique_users, add_to_cart, purchase, units, revenue
         FROM erp_analytics ORDER BY grupo, domain`,
      )
      .all()
      .map((row) => ({
        grupo: row.grupo,
        id_producto: row.id_producto,
        nombre: row.nombre,
        domain: row.domain,
        visits: row.visits,
        unique_users: row.unique_users,
        add_to_cart: row.add_to_cart,
        add_to_cart_percent: percentOf(row.add_to_cart, row.unique_users),
        purchase: row.purchase,
        purchase_percent: percentOf(row.purchase, row.unique_users),
        units: row.units,
        revenue: row.revenue,
      }));
  }
}
