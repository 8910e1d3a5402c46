import { normalisePath } from '@cellar/sdk';
import { PERMISSIONS, TIMERS } from '@cellar/validation';
import { siteMessages, validateRegionTransfer } from '@cellar/validation/site';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteSection } from '@/components/ui/confirm-delete-section';
import { SelectField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { regionQueries, useDeleteRegion, useTransferProducts } from '@/features/site-editors/api/regions';
import { can, type Permissions } from '@/lib/can';
import { errorMessage } from '@/lib/error-message';

const messages = siteMessages.region;
const ZONAS_FOLDER = '/zonas/';
const WAIT_SECONDS = TIMERS.regionCopyWait / 1000;

/** Seconds left of the copy's confirmation wait (§9, 4 s), counting down while `running`. */
function useCountdown(running: boolean): number {
  const [left, setLeft] = useState(WAIT_SECONDS);
  useEffect(() => {
    if (!running) {
      setLeft(WAIT_SECONDS);
      return;
    }
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, WAIT_SECONDS - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [running]);
  return left;
}

/**
 * Moving or copying the region's products to another region (§2.11, §7): the destination from @list-id-zonas
 * ('Debes especificar un destino' without one), a move at once, a copy confirmed once a visible 4 s wait is over;
 * and deleting the region (DeleteContent, confirmed, then back to /zonas/).
 */
export function RegionTools({
  path,
  readOnly,
  permissions,
}: {
  path: string;
  readOnly: boolean;
  permissions: Permissions;
}) {
  const products = useQuery(regionQueries.products(path));
  const zonas = useQuery(regionQueries.zonas('es'));
  const transfer = useTransferProducts(path);
  const [dest, setDest] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const [confirmingCopy, setConfirmingCopy] = useState(false);
  const left = useCountdown(confirmingCopy);
  const canModify = can(permissions, PERMISSIONS.ModifyContent) && !readOnly;
  const own = normalisePath(path);
  const options = (zonas.data?.zonas ?? [])
    .filter((zona) => normalisePath(zona.path) !== own)
    .map((zona) => ({ value: zona.path, label: `${zona.name} (${zona.path})` }));

  /** The destination, or undefined after saying it is required. */
  const checked = (): string | undefined => {
    const result = validateRegionTransfer({ source: own, dest });
    if (result.ok) {
      setRefused(null);
      return result.value.dest;
    }
    const message = result.issues[0]?.message ?? messages.destinationRequired;
    setRefused(message);
    toast.error(message);
    return undefined;
  };

  const run = async (action: 'move' | 'copy', to: string) => {
    try {
      await transfer.mutateAsync({ action, dest: to });
      toast.success(action === 'move' ? messages.moved : messages.copied);
    } catch {
      toast.error(messages.moveError);
    }
  };

  return (
    <div className="flex flex-col gap-8 border-t border-slate-200 pt-6">
      <section aria-labelledby="region-products" className="flex flex-col gap-3">
        <h2 id="region-products" className="text-base font-semibold text-slate-900">
          Products of this region
        </h2>
        <p className="text-sm text-slate-700" data-testid="region-product-count">
          {products.data ? `${products.data.items_count} products` : 'Counting products...'}
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField<string>
            label="Destination region"
            value={dest}
            onValueChange={(value) => {
              setDest(value);
              setConfirmingCopy(false);
            }}
            options={options}
            placeholder="Choose a region"
            className="min-w-80"
          />
          <Button
            disabled={!canModify || transfer.isPending}
            onClick={() => {
              const to = checked();
              if (to) void run('move', to);
            }}
          >
            Move products
          </Button>
          <Button
            variant="secondary"
            disabled={!canModify || transfer.isPending}
            onClick={() => {
              if (checked()) setConfirmingCopy(true);
            }}
          >
            Copy products
          </Button>
        </div>
        {refused ? (
          <p role="alert" className="text-sm text-red-700">
            {refused}
          </p>
        ) : null}
        {confirmingCopy ? (
          <div className="flex items-center gap-3 rounded border border-amber-300 bg-amber-50 p-3 text-sm">
            <span role="status">
              {left > 0
                ? `Copy the products of this region to ${dest}? Wait ${left} s to confirm.`
                : `Copy the products of this region to ${dest}?`}
            </span>
            <Button
              disabled={left > 0 || transfer.isPending}
              onClick={() => {
                setConfirmingCopy(false);
                void run('copy', dest);
              }}
            >
              Confirm copy
            </Button>
            <Button variant="ghost" onClick={() => setConfirmingCopy(false)}>
              Cancel
            </Button>
          </div>
        ) : null}
      </section>
      {can(permissions, PERMISSIONS.DeleteContent) ? <DeleteRegion path={path} readOnly={readOnly} /> : null}
    </div>
  );
}

/** Deletes the region after a confirmation, then opens /zonas/. */
function DeleteRegion({ path, readOnly }: { path: string; readOnly: boolean }) {
  const remove = useDeleteRegion();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <ConfirmDeleteSection
      title="Delete region"
      buttonLabel="Delete region"
      description={`Delete ${path} and everything in it?`}
      disabled={readOnly}
      pending={remove.isPending}
      onConfirm={async () => {
        await remove.mutateAsync(path);
        await queryClient.invalidateQueries({ queryKey: ['content'] });
        await navigate(paths.tree.getHref(ZONAS_FOLDER));
      }}
      onError={(error) => toast.error(errorMessage(error))}
    />
  );
}
