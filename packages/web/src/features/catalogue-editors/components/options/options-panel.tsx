import type { Resource } from '@cellar/sdk';
import {
  backofficeProductHref,
  COUNTRY_NAMES,
  catalogueMessages,
  isCountry,
  type OptionReference,
  type OptionRow,
  optionLastUnitsText,
  optionOfferText,
  optionPriceText,
  optionPriceWithTaxText,
  optionReferences,
  optionReferenceTitle,
} from '@cellar/validation/catalogue';
import * as Collapsible from '@radix-ui/react-collapsible';
import { useId, useMemo, useState } from 'react';
import { type Column, DataTable } from '@/components/table/data-table';
import { BACKOFFICE_HREF } from '@/config/paths';
import { OptionStateTag } from './option-state-tag';

const words = catalogueMessages.options;
const headers = words.columns;

/** A column of amounts of money, right-aligned. */
const moneyColumn = (id: keyof typeof headers, text: (option: OptionRow) => string): Column<OptionRow> => ({
  id,
  header: headers[id],
  cell: ({ row }) => text(row.original),
  meta: { className: 'text-right tabular-nums whitespace-nowrap' },
});

/** Country (the old back-office page of the option), State, Price, Offer, P.IVA, Prov, Last units (§2). */
const columns: Column<OptionRow>[] = [
  {
    id: 'country',
    header: headers.country,
    cell: ({ row }) => {
      const { country } = row.original;
      return (
        <a
          href={backofficeProductHref(BACKOFFICE_HREF, row.original)}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sky-700 underline hover:text-sky-900"
        >
          {isCountry(country) ? COUNTRY_NAMES[country] : country || row.original.shop}
        </a>
      );
    },
    meta: { className: 'whitespace-nowrap' },
  },
  { id: 'state', header: headers.state, cell: ({ row }) => <OptionStateTag state={row.original.estado} /> },
  moneyColumn('price', optionPriceText),
  moneyColumn('offer', optionOfferText),
  moneyColumn('priceWithTax', optionPriceWithTaxText),
  {
    id: 'supplier',
    header: headers.supplier,
    cell: ({ row }) => {
      const supplier = row.original.source.proveedor;
      return typeof supplier === 'string' ? supplier : '';
    },
  },
  { id: 'lastUnits', header: headers.lastUnits, cell: ({ row }) => optionLastUnitsText(row.original) },
];

/** One product reference: its title opens and closes its table of options. */
function ReferencePanel({ panel, defaultOpen }: { panel: OptionReference; defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const title = optionReferenceTitle(panel);
  const headingId = useId();
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="rounded border border-slate-200">
      <h3 id={headingId} className="text-sm font-semibold">
        <Collapsible.Trigger className="flex w-full items-center gap-2 px-3 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-500">
          <svg
            aria-hidden="true"
            viewBox="0 0 8 16"
            className={open ? 'h-4 w-2 rotate-90 transition-transform' : 'h-4 w-2 transition-transform'}
          >
            <path d="M2 3l4 5-4 5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
          {title}
        </Collapsible.Trigger>
      </h3>
      <Collapsible.Content role="region" aria-labelledby={headingId} className="px-3 pb-3">
        <DataTable
          label={`Options of ${title}`}
          columns={columns}
          rows={panel.options}
          rowId={(option) => option.key}
          maxHeightClass="max-h-none"
        />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/**
 * The options of a product (catalogue-editors §2 Options tab), read-only: an accordion of one panel per product
 * reference, newest vintage first, the first one open. Also shown in the Product editor's 'options' section.
 */
export function OptionsPanel({ object }: { object: Resource }) {
  const panels = useMemo(() => optionReferences(object.opciones), [object.opciones]);
  if (panels.length === 0) return <p className="text-sm text-slate-600">{words.none}</p>;
  return (
    <section aria-label="Options" className="flex flex-col gap-2">
      {panels.map((panel, at) => (
        <ReferencePanel key={panel.referencia} panel={panel} defaultOpen={at === 0} />
      ))}
    </section>
  );
}
