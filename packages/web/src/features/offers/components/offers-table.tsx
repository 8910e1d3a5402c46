import type { ErpOffer } from '@cellar/sdk';
import {
  commerceMessages,
  OFFER_TYPE_LABELS,
  type OfferTiming,
  offerActions,
  offerTiming,
} from '@cellar/validation/commerce';
import { clsx } from 'clsx';
import { Button } from '@/components/ui/button';
import { DataTable, TableFrame, tdClass as td } from '@/components/ui/data-table';
import { toast } from '@/components/ui/toast';
import { useExpireOffer } from '@/features/offers/api/expire-offer';
import { useRemoveOffer } from '@/features/offers/api/remove-offer';
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

/** The offers of one page: a row per offer with its dates, values and the actions its timing allows. */
export function OffersTable({
  offers,
  busy,
  now,
}: {
  offers: readonly ErpOffer[];
  busy?: boolean;
  now: number;
}) {
  return (
    <TableFrame>
      <DataTable
        label="Offers"
        columns={['Id', 'Type', 'Product', 'From', 'To', 'Discount', 'Details', 'Expirable', 'Status']}
        actions
        busy={busy}
      >
        {offers.map((offer) => (
          <OfferRow key={offer.id} offer={offer} now={now} />
        ))}
      </DataTable>
    </TableFrame>
  );
}

function OfferRow({ offer, now }: { offer: ErpOffer; now: number }) {
  const timing = offerTiming(offer, now);
  const allowed = offerActions(timing);
  const remove = useRemoveOffer();
  const expire = useExpireOffer();
  const busy = remove.isPending || expire.isPending;

  return (
    <tr
      data-offer-id={offer.id}
      data-timing={timing}
      className={timing === 'expired' ? 'bg-slate-50/60' : undefined}
    >
      <td className={clsx(td, 'font-mono text-xs text-slate-600')}>{offer.id}</td>
      <td className={clsx(td, 'whitespace-nowrap')}>{OFFER_TYPE_LABELS[offer.id_tipo]}</td>
      <td className={td}>
        <span className="block font-mono">{offer.id_producto}</span>
        <span className="block text-xs text-slate-500">{offer.grupo}</span>
      </td>
      <td className={clsx(td, 'whitespace-nowrap')}>{formatMadridDateTime(offer.fecha_desde)}</td>
      <td className={clsx(td, 'whitespace-nowrap')}>{formatMadridDateTime(offer.fecha_hasta)}</td>
      <td className={td}>
        {offer.id_tipo === 'o' ? <DiscountCell offer={offer} frozen={!allowed.editDiscount} /> : dash}
      </td>
      <td className={clsx(td, 'text-xs whitespace-nowrap text-slate-700')}>{typeValues(offer) ?? dash}</td>
      <td className={td}>{offer.caducable ? 'Yes' : 'No'}</td>
      <td className={td}>
        <span className={clsx('rounded px-1.5 py-0.5 text-xs font-medium', TIMING_CLASS[timing])}>
          {TIMING_LABELS[timing]}
        </span>
      </td>
      <td className={clsx(td, 'whitespace-nowrap')}>
        {allowed.remove ? (
          <Button
            variant="secondary"
            disabled={busy}
            aria-label={`Remove offer ${offer.id}`}
            onClick={() =>
              remove.mutate(offer.id, {
                onSuccess: () => toast.success(messages.removed),
                onError: () => toast.error(messages.removeFailed),
              })
            }
          >
            Remove
          </Button>
        ) : null}
        {allowed.expire ? (
          <Button
            variant="secondary"
            disabled={busy}
            aria-label={`Expire offer ${offer.id}`}
            onClick={() =>
              expire.mutate(offer.id, {
                onSuccess: () => toast.success(messages.expiredDone),
                onError: () => toast.error(messages.expireFailed),
              })
            }
          >
            Expire
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
