import { commerceMessages, MARKETPLACE_PAGE_SIZES } from '@cellar/validation/commerce';
import { useCallback } from 'react';
import { AdminOnly } from '@/components/admin-only';
import { PagedQueryView } from '@/components/query/paged-query-view';
import { QueryView } from '@/components/query/query-view';
import { Screen } from '@/components/screen';
import { SelectField } from '@/components/ui/form-field';
import { useSupplierProducts } from '@/features/market-place/api/get-supplier-products';
import { useSuppliers } from '@/features/market-place/api/get-suppliers';
import { MatchProductsTable } from '@/features/market-place/components/match-products-table';
import { PageSizeSelect } from '@/features/market-place/components/page-size-select';
import { matchProductsUrl } from '@/features/market-place/utils/marketplace-url';
import { useUrlState } from '@/lib/url-state';

const TITLE = 'Match products';

/**
 * Match products (commerce-operations §2 Marketplace): `?supplier=` picks the supplier, `?page=` (1-based) and
 * `?size=` (10, 20, 50 or 100; default 10) page its products.
 */
function MatchProductsScreen() {
  const { view, set, correct, hrefFor } = useUrlState(matchProductsUrl);
  const { supplier, page, size } = view;
  const suppliers = useSuppliers();
  // The call counts pages from 1, as the URL does; the view counts from 0.
  const products = useSupplierProducts(supplier, page + 1, size);
  const goToPage = useCallback((next: number) => correct({ page: next }), [correct]);

  return (
    <Screen title={TITLE}>
      <QueryView query={suppliers}>
        {(list) => (
          <>
            <div className="flex flex-wrap items-end gap-4">
              <SelectField
                label="Supplier"
                className="w-64"
                value={supplier}
                placeholder="Choose a supplier"
                options={list.map((entry) => ({
                  value: entry.id_proveedor,
                  label: `${entry.nombre} (${entry.id_proveedor})`,
                }))}
                onValueChange={(next) => set({ supplier: next })}
              />
              {supplier !== '' ? (
                <PageSizeSelect
                  value={size}
                  sizes={MARKETPLACE_PAGE_SIZES}
                  onChange={(next) => set({ size: next })}
                />
              ) : null}
            </div>
            {supplier !== '' ? (
              <PagedQueryView
                query={products}
                error={() => commerceMessages.marketplace.supplierProductsError}
                isEmpty={(data) => data.productos.length === 0}
                empty="This supplier has no products left to match."
                page={page}
                paging={(data) => ({
                  total: data.total_productos,
                  pageSize: size,
                  rows: data.productos.length,
                })}
                goTo={goToPage}
                hrefFor={(next) => hrefFor({ page: next })}
                pagers={{ bottom: 'Pagination' }}
              >
                {(data) => (
                  <MatchProductsTable
                    key={`${supplier}-${page}-${size}`}
                    id_proveedor={supplier}
                    products={data.productos}
                    bottles={data.botellas}
                    busy={products.isPlaceholderData}
                    draftKey={`match-products:${supplier}:${page + 1}:${size}`}
                  />
                )}
              </PagedQueryView>
            ) : null}
          </>
        )}
      </QueryView>
    </Screen>
  );
}

/** Administrators only: nothing of the screen runs for anyone else. */
export function Component() {
  return (
    <AdminOnly title={TITLE}>
      <MatchProductsScreen />
    </AdminOnly>
  );
}
