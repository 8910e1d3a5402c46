import { PERMISSIONS } from '@cellar/validation';
import {
  findPackRow,
  type OptionState,
  type ProductSearchQuery,
  validateOptionsChange,
  validateProductSearch,
  validateProductsByReference,
} from '@cellar/validation/catalogue';
import { type ObjectRow, rowData } from '../content/content-row';
import { type ViewContext, type ViewDef, view } from '../content/content-view';
import { assertFresh } from '../content/content-views';
import { notFound } from '../http/errors';
import { parseBody } from '../http/parse-body';
import { SCORE } from '../search/search-query';
import { readSearchBody, searchRows } from '../search/search-views';
import { optionsOf, PRODUCT_TYPE, productReferences, productSummary } from './product-summary';

/**
 * `PATCH {product}/@opciones` with `{opciones_to_modify: {solo_venta_privada}}` (catalogue-editors §4 'Update
 * State', §7): sets `otros.solo_venta_privada` on every option of the product, in one audited write; 204.
 */
async function changeOptions(ctx: ViewContext): Promise<Response> {
  if (ctx.object.type_name !== PRODUCT_TYPE) throw notFound();
  ctx.assertNotLocked();
  assertFresh(ctx, ctx.object);
  const change = await parseBody(ctx.c, validateOptionsChange);
  ctx.write(() => {
    const current = ctx.store.getByUid(ctx.object.uid) ?? ctx.object;
    assertFresh(ctx, current);
    const opciones = rowData(current).opciones;
    if (typeof opciones !== 'object' || opciones === null || optionsOf(rowData(current)).length === 0) return;
    const changed = Object.fromEntries(
      Object.entries(opciones as Record<string, Record<string, unknown>>).map(([key, option]) => {
        const otros = typeof option.otros === 'object' && option.otros !== null ? option.otros : {};
        return [key, { ...option, otros: { ...otros, ...change } }];
      }),
    );
    ctx.store.update(
      current,
      { opciones: changed },
      {
        user: ctx.account.email,
        // What was asked, and the options before and after it, so the AuditLog can show and restore the change.
        payload: {
          opciones_to_modify: change,
          opciones: Object.keys(changed),
          before: { opciones },
          after: { opciones: changed },
        },
      },
    );
  });
  return ctx.c.body(null, 204);
}

/**
 * The Elasticsearch-style body of a product search (search-query.ts compiles it, only viewable products count). The
 * name is the one scored clause: by name the products holding the words as typed come first (an exact 'Reserva'
 * before a fuzzy 'Riserva'), then by title.
 */
function searchBody(query: ProductSearchQuery) {
  const filter: unknown[] = [{ term: { type_name: PRODUCT_TYPE } }];
  const must: unknown[] = [];
  if (query.nombre !== '')
    must.push({
      bool: {
        should: [
          { match: { title: { query: query.nombre, fuzziness: 'AUTO' } } },
          { prefix: { referencias: query.nombre.toUpperCase() } },
        ],
      },
    });
  if (query.tipos.length > 0)
    filter.push({ bool: { should: query.tipos.map((tipo) => ({ prefix: { tipo } })) } });
  if (query.estados.length > 0) filter.push({ terms: { estados: query.estados } });
  if (query.referencias.length > 0) filter.push({ terms: { referencias: query.referencias } });
  if (query.groups.length > 0) filter.push({ terms: { id: query.groups } });
  const sort =
    query.sortBy === 'modification_date'
      ? [{ modification_date: 'desc' }, { id: 'asc' }]
      : [{ [SCORE]: 'desc' }, { title: 'asc' }, { id: 'asc' }];
  return { query: { bool: { filter, must } }, sort, from: query.offset, size: query.size };
}

/**
 * `POST /db/guillotina/@search-product` (§7, the Pack editor's product search): one page of the products the user may
 * view that match, each with its references as pack rows; `cursor` is the next page's (null on the last).
 */
async function searchProducts(ctx: ViewContext): Promise<Response> {
  const query = await readSearchBody(ctx, validateProductSearch);
  const { rows, total } = searchRows(ctx.db, ctx.account, searchBody(query), {
    scope: ctx.object,
    permissions: ctx.permissions,
  });
  const next = query.offset + rows.length;
  return ctx.c.json({
    items: rows.map((row) =>
      productSummary(row, { origin: ctx.origin, serializer: query.serializer, estados: query.estados }),
    ),
    items_total: total,
    cursor: next < total && rows.length > 0 ? String(next) : null,
  });
}

/**
 * `POST /db/guillotina/@prod-by-referencia` (§7): the products holding these references, or the groups of these
 * pack content keys (`group#capacity`), and for each key asked the reference it names (`rows`, null when none).
 */
async function productsByReference(ctx: ViewContext): Promise<Response> {
  const { keys, estados } = await parseBody(ctx.c, validateProductsByReference);
  const rows = productsOfKeys(ctx, keys, estados);
  const candidates = rows.flatMap((row) => productReferences(row, estados));
  const products = rows
    .map((row) => productSummary(row, { origin: ctx.origin, serializer: 'summary', estados }))
    .filter((product) => product.references.length > 0);
  return ctx.c.json({
    products,
    rows: Object.fromEntries(keys.map((key) => [key, findPackRow(key, candidates) ?? null])),
  });
}

/**
 * The products (rows) the user may view that hold one of these references, or are the group of one of these pack
 * content keys (`group#capacity`), with an option in `estados` when some are given; by name.
 */
export function productsOfKeys(
  ctx: ViewContext,
  keys: readonly string[],
  estados: readonly OptionState[] = [],
): ObjectRow[] {
  const references = keys.filter((key) => !key.includes('#'));
  const groups = keys.filter((key) => key.includes('#')).map((key) => key.slice(0, key.indexOf('#')));
  const should = [
    ...(references.length > 0 ? [{ terms: { referencias: references } }] : []),
    ...(groups.length > 0 ? [{ terms: { id: groups } }] : []),
  ];
  if (should.length === 0) return [];
  const filter: unknown[] = [{ term: { type_name: PRODUCT_TYPE } }, { bool: { should } }];
  if (estados.length > 0) filter.push({ terms: { estados } });
  return searchRows(
    ctx.db,
    ctx.account,
    { query: { bool: { filter } }, sort: [{ title: 'asc' }, { id: 'asc' }], size: keys.length * 4 },
    { permissions: ctx.permissions },
  ).rows;
}

/** The product views of the content dispatcher (Pack editor, Options). */
export const productViews = (): ViewDef[] => [
  view('PATCH', '@opciones', changeOptions, { permission: PERMISSIONS.ModifyContent }),
  view('POST', '@search-product', searchProducts, { permission: PERMISSIONS.ViewContent }),
  view('POST', '@prod-by-referencia', productsByReference, { permission: PERMISSIONS.ViewContent }),
];
