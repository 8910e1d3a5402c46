import { z } from 'zod';
import { COMPETITOR_CURRENCIES, FREE_SHIPPING_TARIFFS, OFFER_TYPES, OPINION_STATES } from './constants';

// The ERP's records as they are stored and served (commerce-operations §3; the OpenAPI document's Erp*
// components). Each shape is written here once: the SDK checks answers with these schemas (tied there to their
// components, so a drift fails the type check), the backend reads its fixture files with them and types its rows
// as what they infer. They check shapes, not rules: the rules that accept input are the validate* functions.

const int = z.number().int();
const nullableInt = int.nullable();
const nullableNumber = z.number().nullable();

/** An opinion (§3) with the date it was written. */
export const erpOpinionRecord = z.object({
  id_opinion: int,
  opinion: z.string(),
  titulo: z.string(),
  nota: z.number(),
  nombre_usuario: z.string(),
  estado: z.enum(OPINION_STATES),
  shop: z.string(),
  idioma: z.string(),
  grupo: z.string(),
  nombre: z.string(),
  zope_id: z.string(),
  fecha: z.string(),
});
export type ErpOpinionRecord = z.infer<typeof erpOpinionRecord>;

/** An offer (§3): descuento_oferta 0 to 1 (type o), the units whole (type p, e); the other types' fields null. */
export const erpOfferRecord = z.object({
  id: int,
  id_tipo: z.enum(OFFER_TYPES),
  id_producto: z.string(),
  grupo: z.string(),
  fecha_desde: z.string(),
  fecha_hasta: z.string(),
  descuento_oferta: nullableNumber,
  uni_compra: nullableInt,
  uni_promo: nullableInt,
  cantidad_precio_especial: nullableInt,
  descuento_especial: nullableNumber,
  caducable: z.boolean(),
});
export type ErpOfferRecord = z.infer<typeof erpOfferRecord>;

/** A free shipping rate (§3): one country and tariff over a period. */
export const erpFreeShippingRateRecord = z.object({
  id: int,
  pais: z.string(),
  tarifa: z.enum(FREE_SHIPPING_TARIFFS),
  cart_amount: z.number(),
  min_precio_uni: z.number(),
  desde: z.string(),
  hasta: z.string(),
});
export type ErpFreeShippingRateRecord = z.infer<typeof erpFreeShippingRateRecord>;

/** A competitor URL of a product group in a country (the Price comparator tab), as it is stored. */
export const erpPriceComparatorUrlRecord = z.object({
  group: z.string(),
  url: z.string(),
  country: z.string(),
});
export type ErpPriceComparatorUrlRecord = z.infer<typeof erpPriceComparatorUrlRecord>;

/**
 * One competitor offer of a product in a delivery country (catalogue-editors §3 "Price comparator row"): where it is
 * sold (`url`), when it was seen (`date`, ISO 8601), its price in `currency` (GBP for uk, else EUR, §9), which of our
 * references it matches (`id_producto`, `anyada`, `capacity`), and what the comparator's order reads (§9: in stock
 * first, then ranking; `in_stock` and `ranking` are our names, see `comparePriceRows`).
 */
export const erpCompetitorPriceRecord = z.object({
  product_group: z.string(),
  delivery_country: z.string(),
  url: z.string(),
  date: z.string(),
  price: z.number(),
  currency: z.enum(COMPETITOR_CURRENCIES),
  anyada: nullableInt,
  capacity: z.string(),
  id_producto: z.string(),
  in_stock: z.boolean(),
  ranking: nullableInt,
});
export type ErpCompetitorPriceRecord = z.infer<typeof erpCompetitorPriceRecord>;

/**
 * A competitor URL of a product group in a country with its comparison: the competitor offers seen for that group in
 * that delivery country, in the comparator's order (in stock first, then ranking).
 */
export const erpPriceComparatorEntryRecord = erpPriceComparatorUrlRecord.extend({
  comparison: z.array(erpCompetitorPriceRecord),
});
export type ErpPriceComparatorEntryRecord = z.infer<typeof erpPriceComparatorEntryRecord>;

/** An analytics row (§3) and the product columns a traffic table shows beside it; percents of unique_users. */
export const erpAnalyticsRecord = z.object({
  grupo: z.string(),
  id_producto: z.string(),
  nombre: z.string(),
  domain: z.string(),
  visits: int,
  unique_users: int,
  add_to_cart: int,
  add_to_cart_percent: z.number(),
  purchase: int,
  purchase_percent: z.number(),
  units: int,
  revenue: z.number(),
});
export type ErpAnalyticsRecord = z.infer<typeof erpAnalyticsRecord>;

/** A marketplace supplier. */
export const erpSupplierRecord = z.object({ id_proveedor: z.string(), nombre: z.string() });
export type ErpSupplierRecord = z.infer<typeof erpSupplierRecord>;

/** A supplier's product, as the match-products page lists it. */
export const erpSupplierProductRecord = z.object({
  id_producto_proveedor: z.string(),
  nombre: z.string(),
  familia_producto: z.string(),
  anyada: nullableInt,
  capacidad: z.string(),
  graduacion: nullableNumber,
  pvp_proveedor: z.number(),
  stock: int,
});
export type ErpSupplierProductRecord = z.infer<typeof erpSupplierProductRecord>;

/** A catalogue bottle a supplier product can be matched to. */
export const erpBottleRecord = z.object({
  id_producto: z.string(),
  grupo: z.string(),
  nombre: z.string(),
  anyada: nullableInt,
});
export type ErpBottleRecord = z.infer<typeof erpBottleRecord>;

/** A match (§3): a supplier product, named `name` here, and the catalogue code it sells as. */
export const erpMatchRecord = erpSupplierProductRecord.omit({ nombre: true }).extend({
  id_proveedor: z.string(),
  id_producto: z.string(),
  name: z.string(),
  fecha_registro: z.string(),
  surtido: z.boolean(),
  excluir_venta: z.boolean(),
});
export type ErpMatchRecord = z.infer<typeof erpMatchRecord>;

/** A billing address (datos_fac, §3). */
export const erpBillingAddressRecord = z.object({
  id_datos_fac: int,
  nombre: z.string(),
  doc_id: z.string(),
  linea1: z.string(),
  linea2: z.string(),
  linea3: z.string(),
  codigo_postal: z.string(),
  ciudad: z.string(),
  telefono: z.string(),
  id_pais: z.string(),
});
export type ErpBillingAddressRecord = z.infer<typeof erpBillingAddressRecord>;

/** A customer (§3 User) with their billing addresses; `id` is id_usuario again. */
export const erpUserRecord = z.object({
  id: int,
  id_usuario: int,
  email: z.string(),
  nombre: z.string(),
  idioma: z.string(),
  country: z.string(),
  observaciones: z.string(),
  subscription: z.object({ unsubscribed: z.boolean() }),
  datos_fac: z.array(erpBillingAddressRecord),
});
export type ErpUserRecord = z.infer<typeof erpUserRecord>;

/** A search_user result (§3). */
export const erpUserSummaryRecord = erpUserRecord.pick({ id_usuario: true, email: true });
export type ErpUserSummaryRecord = z.infer<typeof erpUserSummaryRecord>;

/** A pedido_search_producto result (§3). */
export const erpProductSearchResultRecord = z.object({
  precio: z.number(),
  id_producto: z.string(),
  disponibilidad: int,
  nombre: z.string(),
  visibilidad: z.boolean(),
});
export type ErpProductSearchResultRecord = z.infer<typeof erpProductSearchResultRecord>;
