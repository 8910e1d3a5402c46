import type { Resource } from '@cellar/sdk';
import { catalogueMessages, isPrivateSale } from '@cellar/validation/catalogue';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useSetPackDescatalogued, useSetPrivateSale } from '@/features/catalogue-editors/api/pack';
import { errorMessage } from '@/lib/error-message';

const { pack: packMessages, labels, save: saveMessages } = catalogueMessages;

/** Words of the availability control (ours: the spec names the two states and their messages). */
export const PACK_STATUS_LABELS = {
  title: 'Availability',
  available: 'This pack is available.',
  descatalogued: 'This pack is descatalogued.',
  descatalogue: 'Descatalogue pack',
  makeAvailable: 'Make pack available',
} as const;

/** Available / descatalogued (§4): a button toggles `pack_descatalogado` at once. */
export function PackAvailability({ object, path }: { object: Resource; path: string }) {
  const descatalogued = object.pack_descatalogado === true;
  const setStatus = useSetPackDescatalogued(path);
  const toggle = () =>
    setStatus.mutate(
      { descatalogado: !descatalogued, lastModDate: object.modification_date },
      {
        onSuccess: () => toast.success(descatalogued ? packMessages.available : packMessages.descatalogued),
        onError: () => toast.error(packMessages.statusError),
      },
    );
  return (
    <section aria-label={PACK_STATUS_LABELS.title} className="flex flex-wrap items-center gap-3">
      <h3 className="text-sm font-medium text-slate-700">{PACK_STATUS_LABELS.title}</h3>
      <p role="status" className="text-sm text-slate-800">
        {descatalogued ? PACK_STATUS_LABELS.descatalogued : PACK_STATUS_LABELS.available}
      </p>
      <Button variant="secondary" disabled={setStatus.isPending} onClick={toggle}>
        {descatalogued ? PACK_STATUS_LABELS.makeAvailable : PACK_STATUS_LABELS.descatalogue}
      </Button>
    </section>
  );
}

/** Words of the sale mode control (ours, beside the spec's 'Update State'). */
export const SALE_MODE_LABELS = {
  title: 'Sale mode',
  privateSale: 'Private sale',
  publicSale: 'Public sale',
} as const;

/** Private versus public sale (§4), changed on every option by 'Update State' (`PATCH @opciones`, §7). */
export function PackSaleMode({ object, path }: { object: Resource; path: string }) {
  const stored = isPrivateSale(object.opciones);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const value = chosen ?? stored;
  const update = useSetPrivateSale(path);
  const onUpdate = () =>
    update.mutate(
      { privateSale: value, lastModDate: object.modification_date },
      {
        onSuccess: () => {
          setChosen(null);
          toast.success(packMessages.privateSaleChanged);
        },
        onError: (error) => toast.error(saveMessages.error(errorMessage(error))),
      },
    );
  return (
    <section aria-label={SALE_MODE_LABELS.title} className="flex flex-wrap items-center gap-3">
      <h3 className="text-sm font-medium text-slate-700">{SALE_MODE_LABELS.title}</h3>
      <div role="radiogroup" aria-label={SALE_MODE_LABELS.title} className="flex gap-4">
        {[true, false].map((flag) => (
          <label key={String(flag)} className="flex items-center gap-1.5 text-sm text-slate-800">
            <input type="radio" name="sale-mode" checked={value === flag} onChange={() => setChosen(flag)} />
            {flag ? SALE_MODE_LABELS.privateSale : SALE_MODE_LABELS.publicSale}
          </label>
        ))}
      </div>
      <Button variant="secondary" disabled={update.isPending || value === stored} onClick={onUpdate}>
        {labels.updateState}
      </Button>
    </section>
  );
}
