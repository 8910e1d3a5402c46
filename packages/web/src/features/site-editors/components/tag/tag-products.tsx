import type { TagProduct } from '@cellar/sdk';
import { SITE_LIMITS } from '@cellar/validation/site';
import { useState } from 'react';
import { QueryView } from '@/components/query/query-view';
import { type Column, DataTable } from '@/components/table/data-table';
import { Button } from '@/components/ui/button';
import { PreloadLink } from '@/components/ui/preload-link';
import { paths } from '@/config/paths';
import { useTagProducts } from '@/features/site-editors/api/tag-products';

/** Labels of the product list (the spec names the button only). */
export const TAG_PRODUCTS_LABELS = {
  show: 'Ver Productos',
  table: 'Products of the tag',
  empty: 'No product has this tag.',
  shown: (shown: number, total: number) =>
    shown < total ? `${shown} of ${total} products` : `${total} ${total === 1 ? 'product' : 'products'}`,
} as const;

const columns: Column<TagProduct>[] = [
  {
    id: 'nombre',
    header: 'Name',
    cell: ({ row }) => (
      <PreloadLink to={paths.tree.getHref(`${row.original.path}/`)} className="text-sky-700 underline">
        {row.original.nombre}
      </PreloadLink>
    ),
  },
  { id: 'id', header: 'Id', cell: ({ row }) => row.original['@name'], meta: { className: 'font-mono' } },
];

/** 'Ver Productos' (site-content-and-shell §2.6): the tag's products, read when asked, at most 200 (§9). */
export function TagProducts({ path }: { path: string }) {
  const [asked, setAsked] = useState(false);
  const products = useTagProducts(path, asked);
  return (
    <section aria-label={TAG_PRODUCTS_LABELS.table} className="flex flex-col gap-2">
      <div>
        <Button variant="secondary" onClick={() => setAsked(true)} disabled={asked}>
          {TAG_PRODUCTS_LABELS.show}
        </Button>
      </div>
      {asked ? (
        <QueryView query={products}>
          {(answer) => (
            <>
              <p className="text-sm text-slate-600">
                {TAG_PRODUCTS_LABELS.shown(
                  Math.min(answer.items.length, SITE_LIMITS.tagProductList),
                  answer.items_total,
                )}
              </p>
              <DataTable
                label={TAG_PRODUCTS_LABELS.table}
                columns={columns}
                rows={answer.items}
                rowId={(product) => product.path}
                empty={TAG_PRODUCTS_LABELS.empty}
                virtualizeFrom={60}
                maxHeightClass="max-h-96"
              />
            </>
          )}
        </QueryView>
      ) : null}
    </section>
  );
}
