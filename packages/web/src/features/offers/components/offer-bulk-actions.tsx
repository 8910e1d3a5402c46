import type { ErpOffer } from '@cellar/sdk';
import { commerceMessages, offerActions, offerTiming } from '@cellar/validation/commerce';
import { useQueryClient } from '@tanstack/react-query';
import { BulkActionBar } from '@/components/table/bulk-action-bar';
import type { RowSelection } from '@/components/table/selection-checkboxes';
import { useBulkAction } from '@/components/table/use-bulk-action';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/use-confirm';
import { offerKeys } from '@/features/offers/api/query-keys';
import { offerName } from '@/features/offers/utils/offer-name';
import { apiClient } from '@/lib/api-client';

const messages = commerceMessages.bulk;

/** The bulk actions: each one's button, question, verb for the summary, and call for one offer. */
const BULK_ACTIONS = {
  expire: {
    label: 'Expire selected',
    confirmLabel: 'Expire',
    title: 'Expire offers',
    question: messages.confirmExpireOffers,
    verb: 'expired',
    call: (id: number) => apiClient.erp.offers.expire(id),
  },
  remove: {
    label: 'Remove selected',
    confirmLabel: 'Remove',
    title: 'Remove offers',
    question: messages.confirmRemoveOffers,
    verb: 'removed',
    call: (id: number) => apiClient.erp.offers.remove(id),
  },
} as const;

/**
 * Expire or remove the selected offers of the page at once. Each acts on the selected offers its timing allows
 * (expire a current one, remove a future one), once the user agrees to one question listing them all.
 */
export function OfferBulkActions({
  offers,
  selection,
  now,
}: {
  offers: readonly ErpOffer[];
  selection: RowSelection & { clear: () => void };
  now: number;
}) {
  const bulk = useBulkAction();
  const queryClient = useQueryClient();
  const { confirm, confirmDialog } = useConfirm();
  const selected = offers.filter((offer) => selection.selected.has(String(offer.id)));
  const allowed = (kind: keyof typeof BULK_ACTIONS) =>
    selected.filter((offer) => offerActions(offerTiming(offer, now))[kind]);

  const run = async (kind: keyof typeof BULK_ACTIONS) => {
    const action = BULK_ACTIONS[kind];
    const items = allowed(kind);
    const agreed = await confirm({
      title: action.title,
      description: action.question(items.length),
      confirmLabel: action.confirmLabel,
      details: (
        <ul aria-label={action.title} className="list-disc pl-5 text-sm text-slate-700">
          {items.map((offer) => (
            <li key={offer.id}>{offerName(offer)}</li>
          ))}
        </ul>
      ),
    });
    if (!agreed) return;
    await bulk.run({
      items,
      call: (offer) => action.call(offer.id),
      name: offerName,
      noun: 'offer',
      verb: action.verb,
    });
    selection.clear();
    await queryClient.invalidateQueries({ queryKey: offerKeys.searches() });
  };

  return (
    <BulkActionBar label="Bulk actions on offers" count={selected.length} bulk={bulk}>
      {(['expire', 'remove'] as const).map((kind) => (
        <Button
          key={kind}
          variant="secondary"
          disabled={allowed(kind).length === 0 || bulk.progress !== null}
          onClick={() => void run(kind)}
        >
          {BULK_ACTIONS[kind].label}
        </Button>
      ))}
      {confirmDialog}
    </BulkActionBar>
  );
}
