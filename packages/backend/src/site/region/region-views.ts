import { PERMISSIONS } from '@cellar/validation';
import { validateRegionTransfer } from '@cellar/validation/site';
import { languageOf, textIn } from '../../catalogue/catalogue-list-views';
import { PRODUCT_TYPE } from '../../catalogue/product-summary';
import { type ObjectRow, requestedPath, rowData } from '../../content/content-row';
import { type ViewContext, type ViewDef, view } from '../../content/content-view';
import { notFound } from '../../http/errors';
import { parseBody } from '../../http/parse-body';

const ZONE_TYPE = 'ZonaGeo';
/** The product fields that place it in a region: its own region, and the regions a copy added. */
const REGION_FIELD = 'region';
const EXTRA_REGIONS_FIELD = 'otras_regiones';

/** Every product placed in a region (its `region`, or one of its `otras_regiones`), whoever may view it. */
function productsIn(ctx: ViewContext, region: ObjectRow): ObjectRow[] {
  return ctx.db
    .prepare<[string, string, string, string], ObjectRow>(
      `SELECT o.* FROM objects o WHERE o.type_name = ? AND o.uid IN (
         SELECT uid FROM object_index WHERE field IN (?, ?) AND text = ?) ORDER BY o.path`,
    )
    .all(PRODUCT_TYPE, REGION_FIELD, EXTRA_REGIONS_FIELD, region.path);
}

/** The zone a body names (a content path or an `@id`), 404 'Region not found: {x}' when there is none to view. */
function zoneNamed(ctx: ViewContext, input: string): ObjectRow {
  const path = requestedPath(input);
  const row = path === undefined ? undefined : ctx.store.get(path);
  if (row === undefined || row.type_name !== ZONE_TYPE || !ctx.permissions.canView(row))
    throw notFound(`Region not found: ${input}`);
  return row;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const extraRegions = (product: ObjectRow): string[] => {
  const value = rowData(product)[EXTRA_REGIONS_FIELD];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

/**
 * Moves or copies the products of `source` to `dest` in one transaction; every product written is audited
 * (action move or copy, payload `{source, dest}`), then the source region once with the count.
 * - move: a product whose region is the source gets dest as its region; one that had the source among its
 *   other regions gets dest there instead.
 * - copy: the products gain dest among their other regions (a product keeps one region of its own; see
 *   docs/decisions.md, "Region (ZonaGeo) editor").
 * ModifyContent on both regions and on every product, else 403 and nothing is written.
 */
function transfer(ctx: ViewContext, source: ObjectRow, dest: ObjectRow, action: 'move' | 'copy'): number {
  ctx.require(PERMISSIONS.ModifyContent, source);
  ctx.require(PERMISSIONS.ModifyContent, dest);
  const products = productsIn(ctx, source);
  for (const product of products) {
    ctx.require(PERMISSIONS.ModifyContent, product);
    ctx.assertNotLocked(product);
  }
  const payload = { source: source.path, dest: dest.path };
  const options = { user: ctx.account.email, action, payload };
  if (source.uid === dest.uid) return 0;
  return ctx.write((audit) => {
    let changed = 0;
    for (const found of products) {
      const product = ctx.store.getByUid(found.uid) ?? found;
      const data = rowData(product);
      const others = extraRegions(product);
      const patch: Record<string, unknown> = {};
      if (action === 'move') {
        if (data[REGION_FIELD] === source.path) patch[REGION_FIELD] = dest.path;
        if (others.includes(source.path))
          patch[EXTRA_REGIONS_FIELD] = [...new Set(others.map((r) => (r === source.path ? dest.path : r)))];
        if (patch[REGION_FIELD] === dest.path && others.includes(dest.path))
          patch[EXTRA_REGIONS_FIELD] = (
            (patch[EXTRA_REGIONS_FIELD] as string[] | undefined) ?? others
          ).filter((r) => r !== dest.path);
      } else if (data[REGION_FIELD] !== dest.path && !others.includes(dest.path)) {
        patch[EXTRA_REGIONS_FIELD] = [...others, dest.path];
      }
      if (Object.keys(patch).length === 0) continue;
      ctx.store.update(product, patch, options);
      changed += 1;
    }
    audit(action, { ...payload, products: changed }, source);
    return changed;
  });
}

/** The `{source, dest}` of a transfer body; `source` the region the view is called on, when it is. */
const readTransfer = (ctx: ViewContext, source: string | undefined) =>
  parseBody(ctx.c, (input) =>
    validateRegionTransfer({
      ...(isRecord(input) ? input : {}),
      ...(source === undefined ? {} : { source }),
    }),
  );

/**
 * The regions' views (site-content-and-shell §2.11, §7):
 * - `GET {region}/@products` → `{items_count, items: [{@id, @name, id, path, title}]}`: the products placed in the
 *   region (its own region, or a copy's), the ones the user may view;
 * - `GET @get-zonas?lang=` → `{zonas: [{id, path, type, name, children}]}`: the tree of zones under /zonas/;
 * - `POST @product-change-region?es_refresh=true` `{source, dest}`: moves the products of source to dest;
 *   answers `{moved}`;
 * - `POST {region}/@copy-content` `{dest}`: copies the region's products into dest; answers `{copied}`.
 * Without dest: 400 'Debes especificar un destino'; an unknown region: 404; nothing is half-written.
 */
export const regionViews = (): ViewDef[] => [
  view('GET', '@products', (ctx) => {
    if (ctx.object.type_name !== ZONE_TYPE) throw notFound();
    const items = productsIn(ctx, ctx.object)
      .filter((row) => ctx.permissions.canView(row))
      .map((row) => ({
        '@id': `${ctx.origin}/db/guillotina${row.path}`,
        '@name': row.id,
        id: row.id,
        path: row.path,
        title: row.title,
      }));
    return ctx.c.json({ items_count: items.length, items });
  }),
  view('GET', '@get-zonas', (ctx) => {
    const lang = languageOf(ctx);
    const folder = ctx.store.get('/zonas');
    const tree = (parent: ObjectRow): unknown[] =>
      ctx.store
        .children(parent)
        .filter((row) => row.type_name === ZONE_TYPE && ctx.permissions.canView(row))
        .map((row) => {
          const data = rowData(row);
          return {
            id: row.id,
            path: row.path,
            type: typeof data.tipo === 'string' ? data.tipo : '',
            name: textIn(data.nombre, lang),
            children: tree(row),
          };
        });
    return ctx.c.json({ zonas: folder && ctx.permissions.canView(folder) ? tree(folder) : [] });
  }),
  view(
    'POST',
    '@product-change-region',
    async (ctx) => {
      const { source, dest } = await readTransfer(ctx, undefined);
      const moved = transfer(ctx, zoneNamed(ctx, source), zoneNamed(ctx, dest), 'move');
      return ctx.c.json({ moved });
    },
    { permission: PERMISSIONS.ModifyContent },
  ),
  view(
    'POST',
    '@copy-content',
    async (ctx) => {
      if (ctx.object.type_name !== ZONE_TYPE) throw notFound();
      const { dest } = await readTransfer(ctx, ctx.object.path);
      const copied = transfer(ctx, ctx.object, zoneNamed(ctx, dest), 'copy');
      return ctx.c.json({ copied });
    },
    { permission: PERMISSIONS.ModifyContent },
  ),
];
