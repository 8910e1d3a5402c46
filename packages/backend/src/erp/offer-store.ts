import type { components } from '@cellar/contract';
import { madridEndOfDay, madridStartOfDay } from '@cellar/validation';
import {
  commerceMessages,
  type ErpOfferRecord,
  type Offer,
  offerTiming,
  periodsIntersect,
  validateOfferDiscountEdit,
} from '@cellar/validation/commerce';
import type { Db } from '../db/database';
import { containsAny } from '../db/text-search';
import type { Clock } from '../http/clock';
import { ApiError, badRequest, conflict, notFound } from '../http/errors';
import { OVERLAP_MESSAGE } from './overlap';

type Schemas = components['schemas'];

type OfferRow = Omit<ErpOfferRecord, 'caducable'> & { caducable: number };

/** Rows of the offers table a page of @search answers (the server's page size, sent as per_page). */
export const OFFERS_PER_PAGE = 20;

const COLUMNS =
  'id, id_tipo, id_producto, grupo, fecha_desde, fecha_hasta, descuento_oferta, uni_compra, uni_promo, cantidad_precio_especial, descuento_especial, caducable';

const toOffer = (row: OfferRow): ErpOfferRecord => ({ ...row, caducable: row.caducable === 1 });

export interface OfferSearch {
  q?: string;
  /** A Madrid day, yyyy-MM-dd (the route checks it): offers running at some time of that day. */
  date?: string;
  id_tipo?: string;
  page: number;
}

/** Offers (§3, §4, §5): created in batches without overlaps, future ones removed, current ones expired. */
export class OfferStore {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {}

  get(id: number): ErpOfferRecord | undefined {
    const row = this.db.prepare<[number], OfferRow>(`SELECT ${COLUMNS} FROM erp_offers WHERE id = ?`).get(id);
    return row && toOffer(row);
  }

  require(id: number): ErpOfferRecord {
    const offer = this.get(id);
    if (!offer) throw notFound(`Offer ${id} not found`);
    return offer;
  }

  search({ q, date, id_tipo, page }: OfferSearch): Schemas['ErpOfferPage'] {
    const where: string[] = [];
    const params: (string | number)[] = [];
    if (q) {
      const match = containsAny(['id_producto', 'grupo'], q);
      where.push(match.sql);
      params.push(...match.params);
    }
    if (date) {
      where.push('fecha_desde <= ? AND fecha_hasta >= ?');
      params.push(madridEndOfDay(date).toISOString(), madridStartOfDay(date).toISOString());
    }
    if (id_tipo) {
      where.push('id_tipo = ?');
      params.push(id_tipo);
    }
    const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const items = this.db
      .prepare<unknown[], number>(`SELECT count(*) FROM erp_offers ${clause}`)
      .pluck()
      .get(...params) as number;
    const rows = this.db
      .prepare<unknown[], OfferRow>(
        `SELECT ${COLUMNS} FROM erp_offers ${clause} ORDER BY fecha_desde DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, OFFERS_PER_PAGE, (page - 1) * OFFERS_PER_PAGE);
    return { result: rows.map(toOffer), page, per_page: OFFERS_PER_PAGE, items };
  }

  /**
   * Creates offers that `validateOffer` accepted: refuses a product the catalogue does not have (400 on
   * `{index}.id_producto`) and the whole batch when one overlaps another of the same product and type, stored or in
   * the batch: 409 overlapping_date_exists. Call inside a transaction.
   */
  create(offers: readonly Offer[]): Schemas['ErpOffer'][] {
    const groupOf = this.db
      .prepare<[string], string>('SELECT grupo FROM erp_products WHERE id_producto = ?')
      .pluck();
    // An offer is for a catalogue product: an unknown code would be saved with no group and sell nothing.
    const unknown = offers.flatMap((offer, index) =>
      groupOf.get(offer.id_producto) === undefined
        ? [
            {
              path: `${index}.id_producto`,
              message: commerceMessages.offers.unknownProduct(offer.id_producto),
            },
          ]
        : [],
    );
    if (unknown.length > 0) throw badRequest(unknown);
    const clashes = offers.flatMap((offer, index) => {
      const stored = this.overlapping(offer).map((other) => ({ index, with: other }));
      const inBatch = offers
        .slice(0, index)
        .filter((other) => other.id_producto === offer.id_producto && other.id_tipo === offer.id_tipo)
        .filter((other) =>
          periodsIntersect(
            { from: other.fecha_desde, to: other.fecha_hasta },
            { from: offer.fecha_desde, to: offer.fecha_hasta },
          ),
        )
        .map((other) => ({ index, with: other }));
      return [...stored, ...inBatch];
    });
    if (clashes.length > 0) throw new ApiError(409, 'Conflict', OVERLAP_MESSAGE, clashes);

    const insert = this.db.prepare(
      `INSERT INTO erp_offers (id_tipo, id_producto, grupo, fecha_desde, fecha_hasta, descuento_oferta, uni_compra, uni_promo, cantidad_precio_especial, descuento_especial, caducable)
       VALUES (@id_tipo, @id_producto, @grupo, @fecha_desde, @fecha_hasta, @descuento_oferta, @uni_compra, @uni_promo, @cantidad_precio_especial, @descuento_especial, @caducable)`,
    );
    return offers.map((offer) => {
      const grupo = offer.grupo || (groupOf.get(offer.id_producto) as string);
      const { lastInsertRowid } = insert.run({ ...offer, grupo, caducable: offer.caducable ? 1 : 0 });
      return this.require(Number(lastInsertRowid));
    });
  }

  /** Stored offers of the same product and type whose period intersects the offer's. */
  overlapping(
    offer: Pick<Offer, 'id_producto' | 'id_tipo' | 'fecha_desde' | 'fecha_hasta'>,
  ): ErpOfferRecord[] {
    return this.db
      .prepare<[string, string, string, string], OfferRow>(
        `SELECT ${COLUMNS} FROM erp_offers
         WHERE id_producto = ? AND id_tipo = ? AND fecha_desde <= ? AND fecha_hasta >= ?`,
      )
      .all(offer.id_producto, offer.id_tipo, offer.fecha_hasta, offer.fecha_desde)
      .map(toOffer);
  }

  /** The inline discount edit (`validateOfferDiscountEdit`): 0 to 1 in steps of 0.05; an expired offer is not updatable. */
  updateDiscount(id: number, value: unknown): Schemas['ErpOffer'] {
    const offer = this.require(id);
    const checked = validateOfferDiscountEdit(value, { offer, now: this.now() });
    if (!checked.ok) throw badRequest(checked.issues);
    this.db.prepare('UPDATE erp_offers SET descuento_oferta = ? WHERE id = ?').run(checked.value, id);
    return this.require(id);
  }

  /** Removes a future offer; a current one is expired instead, an expired one is frozen. */
  remove(id: number): ErpOfferRecord {
    const offer = this.require(id);
    const timing = offerTiming(offer, this.now());
    if (timing === 'expired')
      throw badRequest([{ path: 'id', message: commerceMessages.offers.notUpdatable }]);
    if (timing === 'current') throw conflict('Only future offers can be removed; expire a current offer');
    this.db.prepare('DELETE FROM erp_offers WHERE id = ?').run(id);
    return offer;
  }

  /** Ends a current offer now; a future one is removed instead, an expired one is frozen. */
  expire(id: number): Schemas['ErpOffer'] {
    const offer = this.require(id);
    const now = this.now();
    const timing = offerTiming(offer, now);
    if (timing === 'expired')
      throw badRequest([{ path: 'id', message: commerceMessages.offers.notUpdatable }]);
    if (timing === 'future') throw conflict('Only current offers can be expired; remove a future offer');
    this.db
      .prepare('UPDATE erp_offers SET fecha_hasta = ? WHERE id = ?')
      .run(new Date(now).toISOString(), id);
    return this.require(id);
  }
}
