import type { ErpOffer } from '@cellar/sdk';
import {
  commerceMessages,
  OFFER_TYPE_LABELS,
  type OfferTiming,
  offerActions,
  offerTiming,
} from '@cellar/validation/commerce';
import { clsx } from 'clsx';
import { useMemo } from 'react';
import { type Column, DataTable } from '@/components/table/data-table';
import type { RowSelection } from '@/components/table/selection-checkboxes';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useConfirm } from '@/components/ui/use-confirm';
import { useExpireOffer } from '@/features/offers/api/expire-offer';
import { useRemoveOffer } from '@/features/offers/api/remove-offer';
import { offerPeriod } from '@/features/offers/utils/offer-name';
import { formatMadridDateTime } from '@/lib/format-madrid-date-time';
import { DiscountCell } from './discount-cell';

const messages = commerceMessages.offers;

const TIMING_LABELS: Record<OfferTiming, string> = {
  future: 'Future',
  current: 'Current',
  expired: 'Expired',
};
const TIMING_CLASS: Record<OfferTiming, string> = {
  future: 'bg-sky-50 text-sky-800',
  current: 'bg-emerald-50 text-emerald-800',
  expired: 'bg-slate-100 text-slate-600',
};

const dash = <span className="text-slate-400">—</span>;

/** The fields of types p and e, named as the add-offer drawer names them. */
function typeValues(offer: ErpOffer): string | null {
  if (offer.id_tipo === 'p')
    return `Purchase units ${offer.uni_compra ?? '—'} · Promotion units ${offer.uni_promo ?? '—'}`;
  if (offer.id_tipo === 'e')
    return `Quantity ${offer.cantidad_precio_especial ?? '—'} · Special discount ${offer.descuento_especial ?? '—'} %`;
  return null;
}

/** The columns, given the clock the rows are classified with (future, current, expired). */
const offerColumns = (now: number): Column<ErpOffer>[] => [
  {
    id: 'id',
    header: 'Id',
    cell: ({ row }) => row.original.id,
    meta: { className: 'font-mono text-xs text-slate-600' },
  },
  {
    id: 'type',
    header: 'Type',
    cell: ({ row }) => OFFER_TYPE_LABELS[row.original.id_tipo],
    meta: { className: 'whitespace-nowrap' },
  },
  {
    id: 'product',
    header: 'Product',
    cell: ({ row }) => (
      <>
        <span className="block font-mono">{row.original.id_producto}</span>
        <span className="block text-xs text-slate-600">{row.original.grupo}</span>
      </>
    ),
  },
  {
    id: 'duration',
    header: 'Duration',
    cell: ({ row }) => (
      <>
        <span className="block">{formatMadridDateTime(row.original.fecha_desde)}</span>
        <span className="block text-slate-600">{formatMadridDateTime(row.original.fecha_hasta)}</span>
      </>
    ),
    meta: { className: 'text-xs whitespace-nowrap' },
  },
  {
    id: 'discount',
    header: 'Discount',
    cell: ({ row }) =>
      row.original.id_tipo === 'o' ? (
        <DiscountCell
          offer={row.original}
          frozen={!offerActions(offerTiming(row.original, now)).editDiscount}
        />
      ) : (
        dash
      ),
  },
  {
    id: 'details',
    header: 'Details',
    cell: ({ row }) => typeValues(row.original) ?? dash,
    meta: { className: 'text-xs text-slate-700' },
  },
  { id: 'expirable', header: 'Expirable', cell: ({ row }) => (row.original.caducable ? 'Yes' : 'No') },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => {
      const timing = offerTiming(row.original, now);
      return (
        <span className={clsx('rounded px-1.5 py-0.5 text-xs font-medium', TIMING_CLASS[timing])}>
          {TIMING_LABELS[timing]}
        </span>
      );
    },
  },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => <OfferActions offer={row.original} timing={offerTiming(row.original, now)} />,
    meta: { srOnlyHeader: true, className: 'whitespace-nowrap' },
  },
];

/** The offers of one page: a row per offer with its dates, values and the actions its timing allows. */
export function OffersTable({
  offers,
  busy,
  now,
  selection,
}: {
  offers: readonly ErpOffer[];
  busy?: boolean;
  now: number;
  /** The rows checked for a bulk action. */
  selection?: RowSelection;
}) {
  const columns = useMemo(() => offerColumns(now), [now]);
  return (
    <DataTable
      label="Offers"
      columns={columns}
      rows={offers}
      rowId={(offer) => String(offer.id)}
      busy={busy}
      {...(selection
        ? { selection: { ...selection, rowLabel: (offer: ErpOffer) => `Select offer ${offer.id}` } }
        : {})}
      empty="No offers."
      rowProps={(offer) => {
        const timing = offerTiming(offer, now);
        return {
          'data-offer-id': String(offer.id),
          'data-timing': timing,
          className: timing === 'expired' ? 'bg-slate-50/60' : undefined,
        };
      }}
    />
  );
}

/** A row's actions: what each is called, asks and says. Neither can be taken back. */
const OFFER_ACTIONS = {
  remove: {
    label: 'Remove',
    question: messages.confirmRemove,
    done: messages.removed,
    failed: messages.removeFailed,
  },
  expire: {
    label: 'Expire',
    question: messages.confirmExpire,
    done: messages.expiredDone,
    failed: messages.expireFailed,
  },
} as const;

/** Remove (a future offer) and Expire (a current one), each once the user agrees to the question naming the offer. */
function OfferActions({ offer, timing }: { offer: ErpOffer; timing: OfferTiming }) {
  const allowed = offerActions(timing);
  const mutations = { remove: useRemoveOffer(), expire: useExpireOffer() };
  const { confirm, confirmDialog } = useConfirm();
  const busy = mutations.remove.isPending || mutations.expire.isPending;

  const run = async (kind: keyof typeof OFFER_ACTIONS) => {
    const action = OFFER_ACTIONS[kind];
    const agreed = await confirm({
      title: `${action.label} offer`,
      description: action.question(offer.id, offer.id_producto, offerPeriod(offer)),
      confirmLabel: action.label,
    });
    if (!agreed) return;
    mutations[kind].mutate(offer.id, {
      onSuccess: () => toast.success(action.done),
      onError: () => toast.error(action.failed),
    });
  };

  return (
    <>
      {(['remove', 'expire'] as const)
        .filter((kind) => allowed[kind])
        .map((kind) => (
          <Button
            key={kind}
            variant="secondary"
            disabled={busy}
            aria-label={`${OFFER_ACTIONS[kind].label} offer ${offer.id}`}
            onClick={() => void run(kind)}
          >
            {OFFER_ACTIONS[kind].label}
          </Button>
        ))}
      {confirmDialog}
    </>
  );
}
