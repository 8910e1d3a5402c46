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
import { useMemo } from 'react';
import { type Column, DataTable } from '@/components/table/data-table';
import { ExternalLink } from '@/components/ui/external-link';
import { BACKOFFICE_HREF } from '@/config/paths';
import { CollapsibleCard } from '@/features/catalogue-editors/components/collapsible-card';
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
        <ExternalLink href={backofficeProductHref(BACKOFFICE_HREF, row.original)}>
          {isCountry(country) ? COUNTRY_NAMES[country] : country || row.original.shop}
        </ExternalLink>
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
  const title = optionReferenceTitle(panel);
  return (
    <CollapsibleCard title={title} defaultOpen={defaultOpen}>
      <DataTable
        label={`Options of ${title}`}
        columns={columns}
        rows={panel.options}
        rowId={(option) => option.key}
        maxHeightClass="max-h-none"
      />
    </CollapsibleCard>
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
