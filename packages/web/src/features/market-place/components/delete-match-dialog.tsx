import type { ErpMatch } from '@cellar/sdk';
import { commerceMessages } from '@cellar/validation/commerce';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useDeleteMatch } from '@/features/market-place/api/delete-match';

/** Asks before deleting a match (@delete-product-match). */
export function DeleteMatchDialog({ match, onClose }: { match: ErpMatch; onClose: () => void }) {
  const remove = useDeleteMatch();
  const confirm = () =>
    remove.mutate(
      {
        id_proveedor: match.id_proveedor,
        id_producto_proveedor: match.id_producto_proveedor,
        id_producto: match.id_producto,
      },
      {
        onSuccess: () => {
          toast.success(commerceMessages.success.matchDeleted);
          onClose();
        },
        onError: () => toast.error(commerceMessages.marketplace.deleteMatchError),
      },
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete match"
      description={`Delete the match of ${match.id_producto_proveedor} (${match.name}) to ${match.id_producto}?`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={remove.isPending}>
            Delete
          </Button>
        </>
      }
    />
  );
}
