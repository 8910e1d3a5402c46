import type { components, operations, paths } from '@cellar/contract';
import { FREE_SHIPPING_TARIFFS } from '@cellar/validation/commerce';
import type { Client } from 'openapi-fetch';
import { z } from 'zod';
import { createErpGraphql } from './erp-graphql';
import {
  type ErpCompetitorPrice,
  erpAnalyticsRowSchema,
  erpDeletedCountSchema,
  erpDeletedSchema,
  erpFreeShippingPageSchema,
  erpFreeShippingRateSchema,
  erpMarketplaceSupplierSchema,
  erpMatchSchema,
  erpOfferPageSchema,
  erpOfferSchema,
  erpOpinionPageSchema,
  erpOpinionSchema,
  erpOpinionTotalsSchema,
  erpPriceComparatorEntrySchema,
  erpPriceComparatorResultSchema,
  erpSupplierProductsPageSchema,
} from './erp-schemas';
import { request } from './request';

type Schemas = components['schemas'];
export type ErpOpinionUpdate = Schemas['ErpOpinionUpdate'];
export type ErpOfferCreate = Schemas['ErpOfferCreate'];
export type ErpOfferSearch = Schemas['ErpOfferSearch'];
export type ErpFreeShippingCreate = Schemas['ErpFreeShippingCreate'];
export type ErpFreeShippingSearch = Schemas['ErpFreeShippingSearch'];
export type ErpPriceComparatorRow = Schemas['ErpPriceComparatorRow'];
export type ErpMatchRequest = Schemas['ErpMatchRequest'];
export type ErpMatchEdit = Schemas['ErpMatchEdit'];
export type ErpMatchKey = Schemas['ErpMatchKey'];

/**
 * Tariff codes of free shipping rates (the spec names only dtp, whose minimums are 0): the validation rule's
 * list. The backend refuses any other code with a 400 on `tarifa`.
 */
export const ERP_FREE_SHIPPING_TARIFFS = FREE_SHIPPING_TARIFFS;

/** Filters of the opinion list and totals (all optional): idioma, shop and text `q`. */
export type ErpOpinionFilters = NonNullable<operations['erpOpinionTotals']['parameters']['query']>;

/** Query of GET /opinions/@list: defaults status pend, page 0 (zero-based), page_size 10. */
export type ErpOpinionListQuery = NonNullable<operations['erpOpinionList']['parameters']['query']>;

const idParams = (id: number) => ({ params: { path: { id } } });

/** Keeps only the filters that are set, so the query string has no empty `q=`. */
const definedOnly = <T extends object>(query: T): T =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as T;

/**
 * The ERP calls of commerce-operations §7 (`/db/erp`): REST, and GraphQL under `graphql`. Admin only: any other
 * account gets a 403 HttpError. Every answer is checked with zod; errors are the SDK's CellarError family.
 */
export function createErpApi(raw: Client<paths>) {
  return {
    opinions: {
      /**
       * Number of opinions per status.
       * @example const { pend, npub, publ } = await client.erp.opinions.total({ idioma: 'es' });
       */
      total: (filters: ErpOpinionFilters = {}) =>
        request('erpOpinionTotals', erpOpinionTotalsSchema, () =>
          raw.GET('/db/erp/opinions/@total', { params: { query: definedOnly(filters) } }),
        ),

      /**
       * One page of opinions of a status (page zero-based, 10 a page by default).
       * @example const { items, total } = await client.erp.opinions.list({ status: 'pend', page: 0 });
       */
      list: (query: ErpOpinionListQuery = {}) =>
        request('erpOpinionList', erpOpinionPageSchema, () =>
          raw.GET('/db/erp/opinions/@list', { params: { query: definedOnly(query) } }),
        ),

      /**
       * Saves an opinion's text fields and, with `estado`, moves it (e.g. back to pending).
       * @example await client.erp.opinions.update(12, { titulo, opinion, nombre_usuario, nota, estado: 'pend' });
       */
      update: (id: number, body: ErpOpinionUpdate) =>
        request('erpOpinionUpdate', erpOpinionSchema, () =>
          raw.PATCH('/db/erp/opinions/{id}', { ...idParams(id), body }),
        ),

      /**
       * Publishes a pending opinion.
       * @example await client.erp.opinions.publish(12);
       */
      publish: (id: number) =>
        request('erpOpinionPublish', erpOpinionSchema, () =>
          raw.POST('/db/erp/opinions/{id}/@publish', idParams(id)),
        ),

      /**
       * Refuses a pending opinion (estado npub).
       * @example await client.erp.opinions.refuse(12);
       */
      refuse: (id: number) =>
        request('erpOpinionRefuse', erpOpinionSchema, () =>
          raw.POST('/db/erp/opinions/{id}/@refuse', idParams(id)),
        ),
    },

    offers: {
      /**
       * One page of offers; the page size is the server's (`per_page`), `items` the number found.
       * @example const { result, per_page, items } = await client.erp.offers.search({ q: 'VE', tipo: 'o', p: 1 });
       */
      search: (body: ErpOfferSearch = {}) =>
        request('erpOfferSearch', erpOfferPageSchema, () =>
          raw.POST('/db/erp/offers/@search', { body: definedOnly(body) }),
        ),

      /**
       * Creates offers (what `validateOffer` answers; descuento_oferta 0 to 1). An overlap is a 409 HttpError whose
       * message is `overlapping_date_exists` (test it with `isOverlapError`); a product the catalogue does not have
       * is a 400 whose details name `{index}.id_producto`.
       * @example await client.erp.offers.create([validated.value]);
       */
      create: (offers: readonly ErpOfferCreate[]) =>
        request('erpOfferCreate', z.array(erpOfferSchema), () =>
          raw.POST('/db/erp/offers/', { body: [...offers] }),
        ),

      /**
       * Changes an offer's discount (0 to 1, step 0.05); an expired offer is refused.
       * @example await client.erp.offers.updateDiscount(7, 0.25);
       */
      updateDiscount: (id: number, descuento_oferta: number) =>
        request('erpOfferUpdateDiscount', erpOfferSchema, () =>
          raw.PATCH('/db/erp/offers/{id}/', { ...idParams(id), body: { descuento_oferta } }),
        ),

      /**
       * Removes a future offer.
       * @example await client.erp.offers.remove(7);
       */
      remove: (id: number) =>
        request('erpOfferRemove', erpDeletedSchema, () => raw.DELETE('/db/erp/offers/{id}', idParams(id))),

      /**
       * Expires a current offer (its end becomes now).
       * @example const offer = await client.erp.offers.expire(7);
       */
      expire: (id: number) =>
        request('erpOfferExpire', erpOfferSchema, () =>
          raw.POST('/db/erp/offers/{id}/@expire', idParams(id)),
        ),
    },

    freeShipping: {
      /**
       * One page of free shipping rates (`result`), with the server's page size (`per_page`).
       * @example const { result, per_page } = await client.erp.freeShipping.search({ p: 1 });
       */
      search: (body: ErpFreeShippingSearch = {}) =>
        request('erpFreeShippingSearch', erpFreeShippingPageSchema, () =>
          raw.POST('/db/erp/promos_trg/@search', { body: definedOnly(body) }),
        ),

      /**
       * Creates one rate per country (what `validateFreeShippingRate` answers). Overlap: 409 `overlapping_date_exists`;
       * a tariff outside {@link ERP_FREE_SHIPPING_TARIFFS}: 400 on `tarifa`.
       * @example await client.erp.freeShipping.create({ pais: ['es', 'fr'], tarifa: 'dtp', desde, hasta });
       */
      create: (rate: ErpFreeShippingCreate) =>
        request('erpFreeShippingCreate', z.array(erpFreeShippingRateSchema), () =>
          raw.POST('/db/erp/promos_trg/', { body: rate }),
        ),

      /**
       * Deletes a rate.
       * @example await client.erp.freeShipping.remove(3);
       */
      remove: (id: number) =>
        request('erpFreeShippingRemove', erpDeletedSchema, () =>
          raw.DELETE('/db/erp/promos_trg/{id}', idParams(id)),
        ),
    },

    priceComparator: {
      /**
       * The competitor URLs of a country for some product groups (all groups when `groups` is empty), each with its
       * `comparison`: the competitor offers seen for the group in that country (price, currency GBP for uk else EUR,
       * date, vintage, capacity, our reference, in stock, ranking), in stock first, then by ranking.
       * @example const entries = await client.erp.priceComparator.read('es', ['vega-sicilia-unico']);
       */
      read: (country: string, groups: readonly string[] = []) =>
        request('erpPriceComparatorRead', z.array(erpPriceComparatorEntrySchema), () =>
          raw.POST('/db/erp/@price-comparator', { body: { country, groups: [...groups] } }),
        ),

      /**
       * The Price comparator tab's rows of one product group in one delivery country: the competitor offers, in stock
       * first, then by ranking (empty when the group has no URL there). The tab pages them 25 at a time
       * (`CATALOGUE_LIMITS.priceComparatorPageSize`).
       * @example const rows = await client.erp.priceComparator.comparison('uk', 'vega-sicilia-unico');
       */
      comparison: async (country: string, group: string): Promise<ErpCompetitorPrice[]> => {
        const entries = await request('erpPriceComparatorRead', z.array(erpPriceComparatorEntrySchema), () =>
          raw.POST('/db/erp/@price-comparator', { body: { country, groups: [group] } }),
        );
        return entries.find((entry) => entry.group === group)?.comparison ?? [];
      },

      /**
       * Adds or replaces URLs per group for a country; answers the ok and ko counts (a row its rule refuses is in ko).
       * A product group the catalogue does not have refuses the whole call, nothing saved: a `ValidationError` (400)
       * whose `body.details` name each such row (`data.{index}.group`).
       * @example const { ok, ko } = await client.erp.priceComparator.update('es', [{ group, url }]);
       */
      update: (country: string, data: readonly ErpPriceComparatorRow[]) =>
        request('erpPriceComparatorUpdate', erpPriceComparatorResultSchema, () =>
          raw.PATCH('/db/erp/@price-comparator', { body: { country, data: [...data] } }),
        ),

      /**
       * Deletes the entries with these group and url.
       * @example await client.erp.priceComparator.remove([{ group, url }]);
       */
      remove: (rows: readonly ErpPriceComparatorRow[]) =>
        request('erpPriceComparatorRemove', erpDeletedCountSchema, () =>
          raw.DELETE('/db/erp/@price-comparator', { body: [...rows] }),
        ),
    },

    analytics: {
      /**
       * Product traffic and performance rows (one per product group and shop domain).
       * @example const rows = await client.erp.analytics.productTraffic();
       */
      productTraffic: () =>
        request('erpProductTraffic', z.array(erpAnalyticsRowSchema), () =>
          raw.GET('/db/erp/analytics/@product-traffic-and-performance'),
        ),
    },

    marketplace: {
      /**
       * The marketplace suppliers.
       * @example const suppliers = await client.erp.marketplace.suppliers();
       */
      suppliers: () =>
        request('erpMarketplaceSuppliers', z.array(erpMarketplaceSupplierSchema), () =>
          raw.GET('/db/erp/@proveedores-marketplace'),
        ),

      /**
       * One page (one-based; 10, 20, 50 or 100 a page) of a supplier's unmatched products, with the catalogue bottles.
       * @example const { total_productos, productos, botellas } = await client.erp.marketplace.supplierProducts('cab', { page: 1, page_size: 10 });
       */
      supplierProducts: (id_proveedor: string, paging: { page?: number; page_size?: number } = {}) =>
        request('erpMarketplaceSupplierProducts', erpSupplierProductsPageSchema, () =>
          raw.POST('/db/erp/@products-proveedores-marketplace', { body: { id_proveedor, ...paging } }),
        ),

      /**
       * Matches supplier products (`productos[i]`) to catalogue codes (`botellas[i]`): catalogue products, or product
       * groups for supplier cab; an unknown code is a 400 whose details name `botellas.{i}`.
       * @example await client.erp.marketplace.match({ id_proveedor: 'vin', productos: ['VIN-0001'], botellas: ['HE10007'] });
       */
      match: (body: ErpMatchRequest) =>
        request('erpMarketplaceMatch', z.array(erpMatchSchema), () =>
          raw.POST('/db/erp/@match-products-marketplace', { body }),
        ),

      /**
       * Every existing match, newest first; with `page_size`, one page (one-based `page`) of that order. A server
       * that does not page this list (the spec's answers every match) ignores the paging: more than `page_size`
       * matches in the answer means it is the whole list.
       * @example const matches = await client.erp.marketplace.matches();
       * @example const second = await client.erp.marketplace.matches({ page: 2, page_size: 100 });
       */
      matches: (paging: { page?: number; page_size?: number } = {}) =>
        request('erpMarketplaceMatches', z.array(erpMatchSchema), () =>
          raw.GET('/db/erp/@get-products-with-match', { params: { query: definedOnly(paging) } }),
        ),

      /**
       * Changes a match's catalogue code and its excluir_venta flag; an unknown code is a 400 on `data.id_producto_new`.
       * @example await client.erp.marketplace.editMatch({ id_proveedor, id_producto_proveedor, id_producto_old, id_producto_new, excluir_venta: false });
       */
      editMatch: (data: ErpMatchEdit) =>
        request('erpMarketplaceEditMatch', erpMatchSchema, () =>
          raw.POST('/db/erp/@edit-product-with-match', { body: { data } }),
        ),

      /**
       * Deletes a match.
       * @example await client.erp.marketplace.deleteMatch({ id_proveedor, id_producto_proveedor });
       */
      deleteMatch: (data: ErpMatchKey) =>
        request('erpMarketplaceDeleteMatch', erpDeletedCountSchema, () =>
          raw.POST('/db/erp/@delete-product-match', { body: { data } }),
        ),
    },

    /** GraphQL operations (`POST /db/erp/@graphql`). */
    graphql: createErpGraphql(raw),
  };
}

export type ErpApi = ReturnType<typeof createErpApi>;
