import { INVOICE_LIST_PAGE_SIZE } from '@cellar/validation/commerce';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { AdminOnly } from '@/components/admin-only';
import { UserSearch } from '@/components/pickers';
import { PagedQueryView } from '@/components/query/paged-query-view';
import { Screen } from '@/components/screen';
import { Button } from '@/components/ui/button';
import { useMultiOrderInvoices } from '@/features/orders/api/search-multi-order-invoices';
import { CreateMultiOrderInvoiceDrawer } from '@/features/orders/components/multi-order-invoice/create-multi-order-invoice-drawer';
import { MultiOrderInvoicesTable } from '@/features/orders/components/multi-order-invoice/multi-order-invoices-table';
import { multiOrderInvoicesUrl } from '@/features/orders/utils/multi-order-invoices-url';
import { useUrlState } from '@/lib/url-state';

// The sidebar's name of the screen (site-content-and-shell §1), as every screen's heading is.
const TITLE = 'Multi order invoice';

/**
 * /orders/multi-order-invoice (commerce-operations §2): invoices searched by user (the user search by email, the
 * user chosen in the URL), pages of 100 (zero-based in the query), and the Create drawer.
 */
function MultiOrderInvoicesScreen() {
  const { view, set, correct, hrefFor } = useUrlState(multiOrderInvoicesUrl);
  const [creating, setCreating] = useState(false);
  const invoices = useMultiOrderInvoices(view.user, view.page);
  const goToPage = useCallback((page: number) => correct({ page }), [correct]);

  return (
    <Screen title={TITLE} actions={<Button onClick={() => setCreating(true)}>Create</Button>}>
      <UserSearch
        email={view.email}
        onSearch={(email) => set({ email, user: null, page: 0 })}
        selectedId={view.user}
        hrefFor={(user) => hrefFor({ user: user.id_usuario, page: 0 })}
        label="Search invoices by user"
      />
      {view.user !== null ? (
        <p className="text-sm text-slate-600">
          Invoices of user #{view.user}.{' '}
          <Link className="text-sky-700 hover:underline" to={hrefFor({ user: null, email: '', page: 0 })}>
            Show all invoices
          </Link>
        </p>
      ) : null}
      <PagedQueryView
        query={invoices}
        page={view.page}
        paging={(page) => ({ total: page.amount, pageSize: INVOICE_LIST_PAGE_SIZE, rows: page.data.length })}
        goTo={goToPage}
        hrefFor={(page) => hrefFor({ page })}
        pagers={{ bottom: 'Multi-order invoices pages' }}
      >
        {(page) => <MultiOrderInvoicesTable invoices={page.data} busy={invoices.isPlaceholderData} />}
      </PagedQueryView>
      <CreateMultiOrderInvoiceDrawer open={creating} onOpenChange={setCreating} />
    </Screen>
  );
}

/** Administrators only: nothing of the screen runs for anyone else. */
export function Component() {
  return (
    <AdminOnly title={TITLE}>
      <MultiOrderInvoicesScreen />
    </AdminOnly>
  );
}
