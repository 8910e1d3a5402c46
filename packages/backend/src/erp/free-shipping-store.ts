import type { components } from '@cellar/contract';
import {
  type ErpFreeShippingRateRecord,
  type FreeShippingRate,
  type FreeShippingTariff,
  periodsIntersect,
} from '@cellar/validation/commerce';
import type { Db } from '../db/database';
import { ApiError, notFound } from '../http/errors';
import { OVERLAP_MESSAGE } from './overlap';

type Schemas = components['schemas'];

/** Rows of a @search page (the server's page size, sent as per_page). */
export const RATES_PER_PAGE = 20;

const COLUMNS = 'id, pais, tarifa, cart_amount, min_precio_uni, desde, hasta';

/** Free shipping rates (§3, §5): created per country without overlaps, deleted per row. */
export class FreeShippingStore {
  constructor(private readonly db: Db) {}

  get(id: number): ErpFreeShippingRateRecord | undefined {
    return this.db
      .prepare<[number], ErpFreeShippingRateRecord>(
        `SELECT ${COLUMNS} FROM erp_free_shipping_rates WHERE id = ?`,
      )
      .get(id);
  }

  search(query: {
    page: number;
    pais?: string;
    tarifa?: FreeShippingTariff;
  }): Schemas['ErpFreeShippingPage'] {
    const where: string[] = [];
    const params: string[] = [];
    if (query.pais) {
      where.push('pais = ?');
      params.push(query.pais);
    }
    if (query.tarifa) {
      where.push('tarifa = ?');
      params.push(query.tarifa);
    }
    const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const items = this.db
      .prepare<unknown[], number>(`SELECT count(*) FROM erp_free_shipping_rates ${clause}`)
      .pluck()
      .get(...params) as number;
    const result = this.db
      .prepare<unknown[], ErpFreeShippingRateRecord>(
        `SELECT ${COLUMNS} FROM erp_free_shipping_rates ${clause} ORDER BY desde DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, RATES_PER_PAGE, (query.page - 1) * RATES_PER_PAGE);
    return { result, per_page: RATES_PER_PAGE, page: query.page, items };
  }

  /**
   * Creates one rate per country of a rate `validateFreeShippingRate` accepted; a rate whose period intersects a
   * stored one of the same country and tariff refuses the whole batch: 409 overlapping_date_exists.
   * Call inside a transaction.
   */
  create({ pais, ...rate }: FreeShippingRate): Schemas['ErpFreeShippingRate'][] {
    const clashes = pais.flatMap((country) =>
      this.overlapping({ pais: country, tarifa: rate.tarifa, desde: rate.desde, hasta: rate.hasta }),
    );
    if (clashes.length > 0) throw new ApiError(409, 'Conflict', OVERLAP_MESSAGE, clashes);
    const insert = this.db.prepare(
      'INSERT INTO erp_free_shipping_rates (pais, tarifa, cart_amount, min_precio_uni, desde, hasta) VALUES (?, ?, ?, ?, ?, ?)',
    );
    return pais.map((country) => {
      const { lastInsertRowid } = insert.run(
        country,
        rate.tarifa,
        rate.cart_amount,
        rate.min_precio_uni,
        rate.desde,
        rate.hasta,
      );
      return this.get(Number(lastInsertRowid)) as ErpFreeShippingRateRecord;
    });
  }

  /** Stored rates of the same country and tariff whose period intersects the given one. */
  overlapping(
    rate: Pick<ErpFreeShippingRateRecord, 'pais' | 'tarifa' | 'desde' | 'hasta'>,
  ): ErpFreeShippingRateRecord[] {
    return this.db
      .prepare<[string, string], ErpFreeShippingRateRecord>(
        `SELECT ${COLUMNS} FROM erp_free_shipping_rates WHERE pais = ? AND tarifa = ?`,
      )
      .all(rate.pais, rate.tarifa)
      .filter((other) =>
        periodsIntersect({ from: other.desde, to: other.hasta }, { from: rate.desde, to: rate.hasta }),
      );
  }

  remove(id: number): ErpFreeShippingRateRecord {
    const rate = this.get(id);
    if (!rate) throw notFound(`Free shipping rate ${id} not found`);
    this.db.prepare('DELETE FROM erp_free_shipping_rates WHERE id = ?').run(id);
    return rate;
  }
}
