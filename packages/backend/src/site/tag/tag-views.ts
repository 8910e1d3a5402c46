import { SITE_LIMITS } from '@cellar/validation/site';
import { PRODUCT_TYPE } from '../../catalogue/product-summary';
import { type ObjectRow, rowData } from '../../content/content-row';
import { objectUrl } from '../../content/content-serialize';
import { type ViewContext, type ViewDef, view } from '../../content/content-view';
import { notFound } from '../../http/errors';

/** The Tag type (site-content §3). */
export const TAG_TYPE = 'Tag';

/** The products whose `tags_by_category[category]` lists a tag of this id, by name (every one, before permissions). */
const TAGGED_PRODUCTS = `
  SELECT o.* FROM objects o
  WHERE o.type_name = ?
    AND EXISTS (
      SELECT 1 FROM json_each(o.data, '$.tags_by_category') AS category, json_each(category.value) AS tag
      WHERE category.key = ? AND json_extract(tag.value, '$.id') = ?
    )
  ORDER BY o.title COLLATE NOCASE, o.id`;

/**
 * `GET {tag}/@tag-products` (site-content §2.6 'Ver Productos'): the products the user may view that carry the tag
 * in their `tags_by_category` under the tag's type, by name, at most `SITE_LIMITS.tagProductList` (200, §9);
 * `items_total` counts them all.
 */
function tagProducts(ctx: ViewContext): Response {
  if (ctx.object.type_name !== TAG_TYPE) throw notFound();
  const type = rowData(ctx.object).type;
  const rows =
    typeof type === 'string'
      ? ctx.db
          .prepare<[string, string, string], ObjectRow>(TAGGED_PRODUCTS)
          .all(PRODUCT_TYPE, type, ctx.object.id)
      : [];
  const viewable = ctx.permissions.filterViewable(rows);
  return ctx.c.json({
    items_total: viewable.length,
    items: viewable.slice(0, SITE_LIMITS.tagProductList).map((row) => ({
      '@id': objectUrl(ctx.origin, row.path),
      '@name': row.id,
      path: row.path,
      nombre: row.title,
    })),
  });
}

/** The tag page's views of the content dispatcher. */
export const tagViews = (): ViewDef[] => [view('GET', '@tag-products', tagProducts)];
