import { useCallback } from 'react';
import { AdminOnly } from '@/components/admin-only';
import { QueryView } from '@/components/query/query-view';
import { Screen } from '@/components/screen';
import { useEurotaxGrouping } from '@/features/invoices/api/eurotax-grouping';
import { useEurotaxInvoices } from '@/features/invoices/api/eurotax-invoices';
import { EurotaxGroupingTable } from '@/features/invoices/components/eurotax/eurotax-grouping-table';
import { EurotaxImportForm } from '@/features/invoices/components/eurotax/eurotax-import-form';
import { EurotaxInvoiceDetail } from '@/features/invoices/components/eurotax/eurotax-invoice-detail';
import { EurotaxInvoicesTable } from '@/features/invoices/components/eurotax/eurotax-invoices-table';
import { EurotaxRangeForm } from '@/features/invoices/components/eurotax/eurotax-range-form';
import { eurotaxUrl } from '@/features/invoices/utils/eurotax-url';
import { useUrlState } from '@/lib/url-state';

// The sidebar's name of the screen, as every screen's heading is.
const TITLE = 'Import invoice Eurotax';

/**
 * /invoices/import-invoice-eurotax (commerce-operations §2, §7): the orders of a date range grouped by destination
 * country with the VAT we computed, the invoice Eurotax sent with an amount per country, the stored invoices and
 * the breakdown of one.
 */
function ImportInvoiceEurotaxScreen() {
  const { view, set, hrefFor } = useUrlState(eurotaxUrl);
  const grouping = useEurotaxGrouping(view.desde, view.hasta);
  const invoices = useEurotaxInvoices();
  const invoiceHref = useCallback((invoice: string) => hrefFor({ invoice }), [hrefFor]);
  const grouped = view.desde !== '' && view.hasta !== '';

  return (
    <Screen title={TITLE}>
      <EurotaxRangeForm
        range={{ fecha_desde: view.desde, fecha_hasta: view.hasta }}
        onGroup={({ fecha_desde, fecha_hasta }) => set({ desde: fecha_desde, hasta: fecha_hasta })}
      />
      {grouped ? (
        <QueryView query={grouping}>
          {(data) => (
            <>
              <EurotaxGroupingTable grouping={data} busy={grouping.isPlaceholderData} />
              <EurotaxImportForm
                key={`${data.fecha_desde}/${data.fecha_hasta}`}
                grouping={data}
                onImported={(invoice) => set({ invoice: invoice.id_factura_eurotax })}
              />
            </>
          )}
        </QueryView>
      ) : (
        <p className="text-sm text-slate-600">Choose the date range of the orders the invoice settles.</p>
      )}
      <h2 className="text-lg font-semibold text-slate-900">Imported invoices</h2>
      <QueryView query={invoices}>
        {(rows) => <EurotaxInvoicesTable invoices={rows} hrefFor={invoiceHref} busy={invoices.isFetching} />}
      </QueryView>
      {view.invoice !== '' ? <EurotaxInvoiceDetail id={view.invoice} /> : null}
    </Screen>
  );
}

/** Administrators only: nothing of the screen runs for anyone else. */
export function Component() {
  return (
    <AdminOnly title={TITLE}>
      <ImportInvoiceEurotaxScreen />
    </AdminOnly>
  );
}
