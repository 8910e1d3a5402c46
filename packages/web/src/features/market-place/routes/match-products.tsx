import { commerceMessages, MARKETPLACE_PAGE_SIZES, marketplacePageSize } from '@cellar/validation/commerce';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { AdminOnly } from '@/components/admin-only';
import { Screen } from '@/components/screen';
import { SelectField } from '@/components/ui/form-field';
import { Loading } from '@/components/ui/loading';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { useSupplierProducts } from '@/features/market-place/api/get-supplier-products';
import { useSuppliers } from '@/features/market-place/api/get-suppliers';
import { MatchProductsTable } from '@/features/market-place/components/match-products-table';
import { readPage, withParams } from '@/features/market-place/utils/paging';
import { useLastPageFallback } from '@/lib/use-last-page-fallback';

const TITLE = 'Match products';

/**
 * Match products (commerce-operations §2 Marketplace): `?supplier=` picks the supplier, `?page=` (1-based) and
 * `?size=` (10, 20, 50 or 100; default 10) page its products.
 */
function MatchProductsScreen() {
  const [params, setParams] = useSearchParams();
  const supplier = params.get('supplier') ?? '';
  const page = readPage(params);
  const size = marketplacePageSize(params.get('size'));
  const suppliers = useSuppliers();
  const products = useSupplierProducts(supplier, page, size);
  // Matching the last products of the last page empties it: show the last page that still has products.
  const goToPage = useCallback(
    (zeroBased: number) =>
      setParams(withParams(params, { page: zeroBased > 0 ? zeroBased + 1 : null }), { replace: true }),
    [params, setParams],
  );
  const leavingPage = useLastPageFallback({
    page: page - 1,
    total: supplier === '' ? undefined : products.data?.total_productos,
    pageSize: size,
    settled: !products.isPlaceholderData,
    rows: products.data?.productos.length,
    goTo: goToPage,
  });

  const hrefFor = (zeroBased: number) =>
    `${paths.marketPlace.matchProducts.getHref()}${withParams(params, { page: zeroBased + 1 })}`;

  return (
    <Screen title={TITLE}>
      <div className="flex flex-wrap items-end gap-4">
        <SelectField
          label="Supplier"
          className="w-64"
          value={supplier}
          placeholder="Choose a supplier"
          options={(suppliers.data ?? []).map((entry) => ({
            value: entry.id_proveedor,
            label: `${entry.nombre} (${entry.id_proveedor})`,
          }))}
          onValueChange={(next) => setParams(withParams(params, { supplier: next || null, page: null }))}
        />
        {supplier !== '' ? (
          <SelectField
            label="Page size"
            className="w-28"
            value={size}
            options={MARKETPLACE_PAGE_SIZES}
            onValueChange={(next) => setParams(withParams(params, { size: String(next), page: null }))}
          />
        ) : null}
      </div>
      {suppliers.isLoading || products.isLoading ? <Loading /> : null}
      {products.isError ? (
        <p role="alert" className="text-sm text-rose-700">
          {commerceMessages.marketplace.supplierProductsError}
        </p>
      ) : null}
      {supplier !== '' && products.data ? (
        <>
          {leavingPage ? (
            <Loading />
          ) : products.data.productos.length === 0 ? (
            <p className="text-sm text-slate-600">This supplier has no products left to match.</p>
          ) : (
            <MatchProductsTable
              key={`${supplier}-${page}-${size}`}
              id_proveedor={supplier}
              products={products.data.productos}
              bottles={products.data.botellas}
              busy={products.isPlaceholderData}
            />
          )}
          <Pagination
            label="Pagination"
            page={page - 1}
            pageSize={size}
            total={products.data.total_productos}
            hrefFor={hrefFor}
          />
        </>
      ) : null}
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
