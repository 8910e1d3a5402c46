import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHOP_IDS } from '@cellar/validation';
import {
  erpAnalyticsRecord,
  erpBottleRecord,
  erpCompetitorPriceRecord,
  erpFreeShippingRateRecord,
  erpMatchRecord,
  erpOfferRecord,
  erpOpinionRecord,
  erpPriceComparatorUrlRecord,
  erpProductSearchResultRecord,
  erpSupplierProductRecord,
  erpSupplierRecord,
  erpUserRecord,
} from '@cellar/validation/commerce';
import { z } from 'zod';
import { type Db, getMeta, setMeta } from '../db/database';
import type { Clock } from '../http/clock';
import { shiftFixtureDate } from './dates';

export const ERP_FIXTURES_LOADED_KEY = 'erp_fixtures_loaded';

// The files hold the ERP's records (validation's erp-records) as its tables store them: without the ids the
// database gives, without what an answer computes (a match's supplier product columns, analytics percents), and
// with the columns only a table has (a product's price and stock, a supplier product's supplier and assortment).

/** Offers and rates are written against a base day (yyyy-MM-dd), which the loader shifts to today. */
const datedItems = <T extends z.ZodType>(item: T) =>
  z.object({ base_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), items: z.array(item) });

const productsSchema = z.array(
  erpProductSearchResultRecord.extend({
    ...erpBottleRecord.shape,
    ...erpSupplierProductRecord.pick({ capacidad: true, graduacion: true }).shape,
    id_producto: z.string().min(1),
    grupo: z.string().min(1),
  }),
);
/** ERP options the content has no product for yet ('Create product content'): a product row with its type and shop. */
const orphanOptionsSchema = z.array(
  productsSchema.element.extend({ id_tipo_producto: z.string().startsWith('/'), tienda: z.enum(SHOP_IDS) }),
);
const opinionsSchema = z.array(erpOpinionRecord);
const offersSchema = datedItems(erpOfferRecord.omit({ id: true }));
const ratesSchema = datedItems(erpFreeShippingRateRecord.omit({ id: true }));
const usersSchema = z.array(erpUserRecord.omit({ id: true }));
const marketplaceSchema = z.object({
  suppliers: z.array(erpSupplierRecord),
  products: z.array(
    erpSupplierProductRecord.extend(erpMatchRecord.pick({ id_proveedor: true, surtido: true }).shape),
  ),
  matches: z.array(
    erpMatchRecord.pick({
      id_proveedor: true,
      id_producto_proveedor: true,
      id_producto: true,
      excluir_venta: true,
      fecha_registro: true,
    }),
  ),
});
const analyticsSchema = z.array(
  erpAnalyticsRecord.omit({ add_to_cart_percent: true, purchase_percent: true }),
);
const priceComparatorSchema = z.array(erpPriceComparatorUrlRecord);
const competitorPricesSchema = datedItems(erpCompetitorPriceRecord);

function read<S extends z.ZodType>(dir: string, name: string, schema: S): z.infer<S> {
  const file = join(dir, name);
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(
      `${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}

export interface ErpFixturesResult {
  loaded: boolean;
  counts: Record<string, number>;
}

const flag = (value: boolean): number => (value ? 1 : 0);

/** The competitor offers of the price comparator (optional: a fixtures folder without it loads none). */
export const COMPETITOR_PRICES_FILE = 'competitor-prices.json';

/** The ERP options without content (optional, like the competitor offers). */
export const ORPHAN_OPTIONS_FILE = 'orphan-options.json';

/**
 * Loads `fixtures/erp/*.json` on the first start, in one transaction that also sets the `erp_fixtures_loaded`
 * meta key; once set (or when `fixtures/erp` does not exist) it loads nothing. Offer and rate dates are shifted
 * from the files' base date to today (see `shiftFixtureDate`).
 */
export function loadErpFixtures(db: Db, fixturesDir: string, now: Clock): ErpFixturesResult {
  const dir = join(fixturesDir, 'erp');
  if (getMeta(db, ERP_FIXTURES_LOADED_KEY) !== undefined || !existsSync(dir))
    return { loaded: false, counts: {} };
  const products = read(dir, 'products.json', productsSchema);
  const opinions = read(dir, 'opinions.json', opinionsSchema);
  const offers = read(dir, 'offers.json', offersSchema);
  const rates = read(dir, 'free-shipping-rates.json', ratesSchema);
  const users = read(dir, 'users.json', usersSchema);
  const marketplace = read(dir, 'marketplace.json', marketplaceSchema);
  const analytics = read(dir, 'analytics.json', analyticsSchema);
  const priceComparator = read(dir, 'price-comparator.json', priceComparatorSchema);
  const competitorPrices = existsSync(join(dir, COMPETITOR_PRICES_FILE))
    ? read(dir, COMPETITOR_PRICES_FILE, competitorPricesSchema)
    : { base_date: '', items: [] };
  const orphanOptions = existsSync(join(dir, ORPHAN_OPTIONS_FILE))
    ? read(dir, ORPHAN_OPTIONS_FILE, orphanOptionsSchema)
    : [];
  const at = now();

  db.transaction(() => {
    const insertProduct = db.prepare(
      `INSERT INTO erp_products (id_producto, grupo, nombre, precio, disponibilidad, visibilidad, anyada, capacidad, graduacion)
       VALUES (@id_producto, @grupo, @nombre, @precio, @disponibilidad, @visibilidad, @anyada, @capacidad, @graduacion)
       ON CONFLICT (id_producto) DO NOTHING`,
    );
    for (const p of products) insertProduct.run({ ...p, visibilidad: flag(p.visibilidad) });
    const insertOption = db.prepare(
      `INSERT INTO erp_products (id_producto, grupo, nombre, precio, disponibilidad, visibilidad, anyada, capacidad, graduacion, id_tipo_producto, tienda)
       VALUES (@id_producto, @grupo, @nombre, @precio, @disponibilidad, @visibilidad, @anyada, @capacidad, @graduacion, @id_tipo_producto, @tienda)`,
    );
    for (const o of orphanOptions) insertOption.run({ ...o, visibilidad: flag(o.visibilidad) });

    const insertOpinion = db.prepare(
      `INSERT INTO erp_opinions (id_opinion, opinion, titulo, nota, nombre_usuario, estado, shop, idioma, grupo, nombre, zope_id, fecha)
       VALUES (@id_opinion, @opinion, @titulo, @nota, @nombre_usuario, @estado, @shop, @idioma, @grupo, @nombre, @zope_id, @fecha)`,
    );
    for (const o of opinions) insertOpinion.run(o);

    const insertOffer = db.prepare(
      `INSERT INTO erp_offers (id_tipo, id_producto, grupo, fecha_desde, fecha_hasta, descuento_oferta, uni_compra, uni_promo, cantidad_precio_especial, descuento_especial, caducable)
       VALUES (@id_tipo, @id_producto, @grupo, @fecha_desde, @fecha_hasta, @descuento_oferta, @uni_compra, @uni_promo, @cantidad_precio_especial, @descuento_especial, @caducable)`,
    );
    for (const o of offers.items)
      insertOffer.run({
        ...o,
        fecha_desde: shiftFixtureDate(o.fecha_desde, offers.base_date, at),
        fecha_hasta: shiftFixtureDate(o.fecha_hasta, offers.base_date, at),
        caducable: flag(o.caducable),
      });

    const insertRate = db.prepare(
      `INSERT INTO erp_free_shipping_rates (pais, tarifa, cart_amount, min_precio_uni, desde, hasta)
       VALUES (@pais, @tarifa, @cart_amount, @min_precio_uni, @desde, @hasta)`,
    );
    for (const r of rates.items)
      insertRate.run({
        ...r,
        desde: shiftFixtureDate(r.desde, rates.base_date, at),
        hasta: shiftFixtureDate(r.hasta, rates.base_date, at),
      });

    const insertUser = db.prepare(
      `INSERT INTO erp_users (id_usuario, email, nombre, idioma, country, observaciones, unsubscribed)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertAddress = db.prepare(
      `INSERT INTO erp_datos_fac (id_datos_fac, id_usuario, nombre, doc_id, linea1, linea2, linea3, codigo_postal, ciudad, telefono, id_pais)
       VALUES (@id_datos_fac, @id_usuario, @nombre, @doc_id, @linea1, @linea2, @linea3, @codigo_postal, @ciudad, @telefono, @id_pais)`,
    );
    for (const u of users) {
      insertUser.run(
        u.id_usuario,
        u.email,
        u.nombre,
        u.idioma,
        u.country,
        u.observaciones,
        flag(u.subscription.unsubscribed),
      );
      for (const a of u.datos_fac) insertAddress.run({ ...a, id_usuario: u.id_usuario });
    }

    const insertSupplier = db.prepare('INSERT INTO erp_suppliers (id_proveedor, nombre) VALUES (?, ?)');
    for (const s of marketplace.suppliers) insertSupplier.run(s.id_proveedor, s.nombre);
    const insertSupplierProduct = db.prepare(
      `INSERT INTO erp_supplier_products (id_proveedor, id_producto_proveedor, nombre, familia_producto, anyada, capacidad, graduacion, pvp_proveedor, stock, surtido)
       VALUES (@id_proveedor, @id_producto_proveedor, @nombre, @familia_producto, @anyada, @capacidad, @graduacion, @pvp_proveedor, @stock, @surtido)`,
    );
    for (const p of marketplace.products) insertSupplierProduct.run({ ...p, surtido: flag(p.surtido) });
    const insertMatch = db.prepare(
      `INSERT INTO erp_matches (id_proveedor, id_producto_proveedor, id_producto, excluir_venta, fecha_registro)
       VALUES (@id_proveedor, @id_producto_proveedor, @id_producto, @excluir_venta, @fecha_registro)`,
    );
    for (const m of marketplace.matches) insertMatch.run({ ...m, excluir_venta: flag(m.excluir_venta) });

    const insertAnalytics = db.prepare(
      `INSERT INTO erp_analytics (grupo, domain, id_producto, nombre, visits, unique_users, add_to_cart, purchase, units, revenue)
       VALUES (@grupo, @domain, @id_producto, @nombre, @visits, @unique_users, @add_to_cart, @purchase, @units, @revenue)`,
    );
    for (const a of analytics) insertAnalytics.run(a);

    const insertUrl = db.prepare('INSERT INTO erp_price_comparator (country, grupo, url) VALUES (?, ?, ?)');
    for (const e of priceComparator) insertUrl.run(e.country, e.group, e.url);
    const insertPrice = db.prepare(
      `INSERT INTO erp_competitor_prices (grupo, country, url, fecha, price, currency, anyada, capacity, id_producto, in_stock, ranking)
       VALUES (@product_group, @delivery_country, @url, @fecha, @price, @currency, @anyada, @capacity, @id_producto, @in_stock, @ranking)`,
    );
    for (const p of competitorPrices.items)
      insertPrice.run({
        ...p,
        fecha: shiftFixtureDate(p.date, competitorPrices.base_date, at),
        in_stock: flag(p.in_stock),
      });

    setMeta(db, ERP_FIXTURES_LOADED_KEY, new Date(at).toISOString());
  })();

  return {
    loaded: true,
    counts: {
      products: products.length,
      opinions: opinions.length,
      offers: offers.items.length,
      freeShippingRates: rates.items.length,
      users: users.length,
      supplierProducts: marketplace.products.length,
      matches: marketplace.matches.length,
      analytics: analytics.length,
      priceComparator: priceComparator.length,
      competitorPrices: competitorPrices.items.length,
      orphanOptions: orphanOptions.length,
    },
  };
}
