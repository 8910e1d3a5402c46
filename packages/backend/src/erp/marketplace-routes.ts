import { formMessages } from '@cellar/validation';
import { marketplacePageSize } from '@cellar/validation/commerce';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env';
import type { ErpRouteDeps } from './erp-route-deps';
import { MarketplaceStore } from './marketplace-store';
import {
  listOf,
  objectOf,
  optionalText,
  parseBody,
  parseQuery,
  requiredText,
  wholeNumber,
} from './parse-input';

/** @products-proveedores-marketplace: the supplier, a page (one-based) and its size (10, 20, 50 or 100, else 10). */
const supplierProductsBody = objectOf('supplier', {
  id_proveedor: requiredText('supplier'),
  page: wholeNumber('page', { min: 1, fallback: 1 }),
  page_size: z.unknown().transform(marketplacePageSize),
});

/** @match-products-marketplace: productos[i] gets the code botellas[i] (checked by `validateMatchCode`). */
const matchBody = objectOf('match', {
  id_proveedor: requiredText('supplier'),
  productos: listOf('products', requiredText('product'), { nonEmpty: true }),
  botellas: listOf('codes', z.unknown()),
});

/** The match a call names: its supplier and supplier product. */
const matchKey = {
  id_proveedor: requiredText('supplier'),
  id_producto_proveedor: requiredText('supplier product'),
};

/** @edit-product-with-match: {data} with the new code (`validateMatchCode`) and, when given, excluir_venta. */
const editBody = objectOf('match', {
  data: objectOf('data', {
    ...matchKey,
    id_producto_old: optionalText('current code'),
    id_producto_new: z.unknown(),
    excluir_venta: z.boolean({ error: formMessages.trueOrFalse('exclude from sale') }).optional(),
  }),
});

/** @delete-product-match: {data} naming the match (and, when given, its current code). */
const deleteBody = objectOf('match', {
  data: objectOf('data', { ...matchKey, id_producto: optionalText('code') }),
});

/**
 * GET @get-products-with-match: every match; with page_size (1 to 100), only page `page` (one-based, default 1).
 * Not in the spec: a server that ignores them answers every match, which a caller tells by the length.
 */
const matchesQuery = z.object({
  page: wholeNumber('page', { min: 1, fallback: 1 }),
  page_size: z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : value),
    wholeNumber('page size', { min: 1, max: 100, fallback: 0 }).optional(),
  ),
});

/** Marketplace (§2, §7): suppliers, their unmatched products, and the matches to catalogue codes. */
export function marketplaceRoutes({ db, now, write }: ErpRouteDeps): Hono<AppEnv> {
  const marketplace = new MarketplaceStore(db, now);
  return new Hono<AppEnv>()
    .get('/@proveedores-marketplace', (c) => c.json(marketplace.suppliers()))
    .post('/@products-proveedores-marketplace', async (c) =>
      c.json(marketplace.supplierProducts(await parseBody(c, supplierProductsBody))),
    )
    .post('/@match-products-marketplace', async (c) => {
      const body = await parseBody(c, matchBody);
      return c.json(
        write(c, {
          entity: 'marketplace',
          action: 'create',
          run: () => marketplace.match(body),
          audit: (matches) => ({ key: body.id_proveedor, payload: matches }),
        }),
      );
    })
    .get('/@get-products-with-match', (c) => {
      const { page, page_size } = parseQuery(c, matchesQuery);
      return c.json(marketplace.matches(page_size === undefined ? undefined : { page, page_size }));
    })
    .post('/@edit-product-with-match', async (c) => {
      const { data } = await parseBody(c, editBody);
      return c.json(
        write(c, {
          entity: 'marketplace',
          action: 'modify',
          run: () => marketplace.editMatch(data),
          audit: (match) => ({
            key: `${match.id_proveedor}/${match.id_producto_proveedor}`,
            payload: { data },
          }),
        }),
      );
    })
    .post('/@delete-product-match', async (c) => {
      const { data } = await parseBody(c, deleteBody);
      const { deleted } = write(c, {
        entity: 'marketplace',
        action: 'delete',
        run: () => marketplace.deleteMatch(data),
        audit: ({ match }) => ({
          key: `${match.id_proveedor}/${match.id_producto_proveedor}`,
          payload: { data },
        }),
      });
      return c.json({ deleted });
    });
}
