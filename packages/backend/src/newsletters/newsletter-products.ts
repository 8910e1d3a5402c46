import { optionsOf, PRODUCT_TYPE } from '../catalogue/product-summary';
import { type ObjectRow, rowData } from '../content/content-row';
import type { Db } from '../db/database';
import type { NewsletterProduct } from './render-newsletter';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The product lookup of the renderer: the Producto holding a reference (the `referencias` index), named in the
 * language (its `nombres.{lang}.nombre`, else its `nombre`), priced by that reference's option of the main shop.
 */
export function newsletterProducts(
  db: Db,
  lang: string,
): (reference: string) => NewsletterProduct | undefined {
  const find = db.prepare<[string, string], ObjectRow>(
    `SELECT o.* FROM objects o WHERE o.type_name = ? AND o.uid IN (
       SELECT uid FROM object_index WHERE field = 'referencias' AND text = ?) LIMIT 1`,
  );
  const cache = new Map<string, NewsletterProduct | undefined>();
  return (reference) => {
    if (cache.has(reference)) return cache.get(reference);
    const row = find.get(PRODUCT_TYPE, reference);
    let product: NewsletterProduct | undefined;
    if (row) {
      const data = rowData(row);
      const names = isRecord(data.nombres) ? data.nombres[lang] : undefined;
      const localName = isRecord(names) && typeof names.nombre === 'string' ? names.nombre : '';
      const option = optionsOf(data).find(
        (o) => o.referencia === reference && (o.tienda ?? 'cellar') === 'cellar',
      );
      product = {
        reference,
        name: localName || (typeof data.nombre === 'string' ? data.nombre : row.title),
        price: typeof option?.precio === 'number' ? option.precio : undefined,
        path: `/${lang}/${row.id}/`,
      };
    }
    cache.set(reference, product);
    return product;
  };
}
