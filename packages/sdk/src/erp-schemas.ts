import { FREE_SHIPPING_TARIFFS, OFFER_TYPES, OPINION_STATES } from '@cellar/validation/commerce';
import { z } from 'zod';
import { componentSchema } from './component-schema';

// Response schemas of the ERP (the OpenAPI document's Erp* components), checked at the edge.

const nullableNumber = z.number().nullable();
const nullableInt = z.number().int().nullable();

export const erpOpinionStateSchema = componentSchema('ErpOpinionState', z.enum(OPINION_STATES));
export type ErpOpinionState = z.infer<typeof erpOpinionStateSchema>;

export const erpOpinionSchema = componentSchema(
  'ErpOpinion',
  z.object({
    id_opinion: z.number().int(),
    opinion: z.string(),
    titulo: z.string(),
    nota: z.number(),
    nombre_usuario: z.string(),
    estado: erpOpinionStateSchema,
    shop: z.string(),
    idioma: z.string(),
    grupo: z.string(),
    nombre: z.string(),
    zope_id: z.string(),
    fecha: z.string(),
  }),
);
export type ErpOpinion = z.infer<typeof erpOpinionSchema>;

export const erpOpinionTotalsSchema = componentSchema(
  'ErpOpinionTotals',
  z.object({
    pend: z.number().int(),
    npub: z.number().int(),
    publ: z.number().int(),
  }),
);
export type ErpOpinionTotals = z.infer<typeof erpOpinionTotalsSchema>;

export const erpOpinionPageSchema = componentSchema(
  'ErpOpinionPage',
  z.object({
    items: z.array(erpOpinionSchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
);
export type ErpOpinionPage = z.infer<typeof erpOpinionPageSchema>;

export const erpOfferTypeSchema = componentSchema('ErpOfferType', z.enum(OFFER_TYPES));

export const erpOfferSchema = componentSchema(
  'ErpOffer',
  z.object({
    id: z.number().int(),
    id_tipo: erpOfferTypeSchema,
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
  }),
);
export type ErpOffer = z.infer<typeof erpOfferSchema>;

export const erpOfferPageSchema = componentSchema(
  'ErpOfferPage',
  z.object({
    result: z.array(erpOfferSchema),
    page: z.number().int(),
    per_page: z.number().int(),
    items: z.number().int(),
  }),
);
export type ErpOfferPage = z.infer<typeof erpOfferPageSchema>;

export const erpFreeShippingRateSchema = componentSchema(
  'ErpFreeShippingRate',
  z.object({
    id: z.number().int(),
    pais: z.string(),
    tarifa: z.enum(FREE_SHIPPING_TARIFFS),
    cart_amount: z.number(),
    min_precio_uni: z.number(),
    desde: z.string(),
    hasta: z.string(),
  }),
);
export type ErpFreeShippingRate = z.infer<typeof erpFreeShippingRateSchema>;

export const erpFreeShippingPageSchema = componentSchema(
  'ErpFreeShippingPage',
  z.object({
    result: z.array(erpFreeShippingRateSchema),
    per_page: z.number().int(),
    page: z.number().int(),
    items: z.number().int(),
  }),
);
export type ErpFreeShippingPage = z.infer<typeof erpFreeShippingPageSchema>;

export const erpDeletedSchema = componentSchema('ErpDeleted', z.object({ id: z.number().int() }));
export const erpDeletedCountSchema = componentSchema(
  'ErpDeletedCount',
  z.object({ deleted: z.number().int() }),
);

export const erpPriceComparatorEntrySchema = componentSchema(
  'ErpPriceComparatorEntry',
  z.object({
    group: z.string(),
    url: z.string(),
    country: z.string(),
  }),
);
export type ErpPriceComparatorEntry = z.infer<typeof erpPriceComparatorEntrySchema>;

export const erpPriceComparatorResultSchema = componentSchema(
  'ErpPriceComparatorResult',
  z.object({
    ok: z.number().int(),
    ko: z.number().int(),
    errors: z.array(z.object({ index: z.number().int(), group: z.string(), message: z.string() })),
  }),
);
export type ErpPriceComparatorResult = z.infer<typeof erpPriceComparatorResultSchema>;

export const erpAnalyticsRowSchema = componentSchema(
  'ErpAnalyticsRow',
  z.object({
    grupo: z.string(),
    id_producto: z.string(),
    nombre: z.string(),
    domain: z.string(),
    visits: z.number().int(),
    unique_users: z.number().int(),
    add_to_cart: z.number().int(),
    add_to_cart_percent: z.number(),
    purchase: z.number().int(),
    purchase_percent: z.number(),
    units: z.number().int(),
    revenue: z.number(),
  }),
);
export type ErpAnalyticsRow = z.infer<typeof erpAnalyticsRowSchema>;

export const erpMarketplaceSupplierSchema = componentSchema(
  'ErpMarketplaceSupplier',
  z.object({ id_proveedor: z.string(), nombre: z.string() }),
);
export type ErpMarketplaceSupplier = z.infer<typeof erpMarketplaceSupplierSchema>;

export const erpSupplierProductSchema = componentSchema(
  'ErpSupplierProduct',
  z.object({
    id_producto_proveedor: z.string(),
    nombre: z.string(),
    familia_producto: z.string(),
    anyada: nullableInt,
    capacidad: z.string(),
    graduacion: nullableNumber,
    pvp_proveedor: z.number(),
    stock: z.number().int(),
  }),
);
export type ErpSupplierProduct = z.infer<typeof erpSupplierProductSchema>;

export const erpMarketplaceBottleSchema = componentSchema(
  'ErpMarketplaceBottle',
  z.object({
    id_producto: z.string(),
    grupo: z.string(),
    nombre: z.string(),
    anyada: nullableInt,
  }),
);
export type ErpMarketplaceBottle = z.infer<typeof erpMarketplaceBottleSchema>;

export const erpSupplierProductsPageSchema = componentSchema(
  'ErpSupplierProductsPage',
  z.object({
    total_productos: z.number().int(),
    productos: z.array(erpSupplierProductSchema),
    botellas: z.array(erpMarketplaceBottleSchema),
  }),
);
export type ErpSupplierProductsPage = z.infer<typeof erpSupplierProductsPageSchema>;

export const erpMatchSchema = componentSchema(
  'ErpMatch',
  z.object({
    id_proveedor: z.string(),
    id_producto: z.string(),
    id_producto_proveedor: z.string(),
    name: z.string(),
    anyada: nullableInt,
    capacidad: z.string(),
    familia_producto: z.string(),
    fecha_registro: z.string(),
    graduacion: nullableNumber,
    pvp_proveedor: z.number(),
    stock: z.number().int(),
    surtido: z.boolean(),
    excluir_venta: z.boolean(),
  }),
);
export type ErpMatch = z.infer<typeof erpMatchSchema>;

// GraphQL results (packages/backend/src/erp/schema.graphql).

export const erpBillingAddressSchema = componentSchema(
  'ErpBillingAddress',
  z.object({
    id_datos_fac: z.number().int(),
    nombre: z.string(),
    doc_id: z.string(),
    linea1: z.string(),
    linea2: z.string(),
    linea3: z.string(),
    codigo_postal: z.string(),
    ciudad: z.string(),
    telefono: z.string(),
    id_pais: z.string(),
  }),
);
export type ErpBillingAddress = z.infer<typeof erpBillingAddressSchema>;

export const erpUserSummarySchema = componentSchema(
  'ErpUserSummary',
  z.object({ id_usuario: z.number().int(), email: z.string() }),
);
export type ErpUserSummary = z.infer<typeof erpUserSummarySchema>;

export const erpUserSchema = componentSchema(
  'ErpUser',
  z.object({
    id: z.number().int(),
    id_usuario: z.number().int(),
    email: z.string(),
    nombre: z.string(),
    idioma: z.string(),
    country: z.string(),
    observaciones: z.string(),
    subscription: z.object({ unsubscribed: z.boolean() }),
    datos_fac: z.array(erpBillingAddressSchema),
  }),
);
export type ErpUser = z.infer<typeof erpUserSchema>;

export const erpProductSearchResultSchema = componentSchema(
  'ErpProductSearchResult',
  z.object({
    precio: z.number(),
    id_producto: z.string(),
    disponibilidad: z.number().int(),
    nombre: z.string(),
    visibilidad: z.boolean(),
  }),
);
export type ErpProductSearchResult = z.infer<typeof erpProductSearchResultSchema>;
