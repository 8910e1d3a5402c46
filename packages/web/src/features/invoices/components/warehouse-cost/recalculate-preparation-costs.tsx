import { commerceMessages } from '@cellar/validation/commerce';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useRecalculatePreparationCosts } from '@/features/invoices/api/recalculate-preparation-costs';
import { recalculationFailure } from '@/features/invoices/utils/invoice-failures';

const { orders, taxService } = commerceMessages;

/**
 * 'Recalculate preparation costs': every order of a month with a warehouse cost takes its share. 'No data to
 * recalculate' when no order has one; a failure is 'Error {status}: {body}' (§8).
 */
export function RecalculatePreparationCosts() {
  const recalculate = useRecalculatePreparationCosts();
  return (
    <Button
      variant="secondary"
      disabled={recalculate.isPending}
      onClick={() =>
        recalculate.mutate(undefined, {
          onSuccess: ({ pedidos }) =>
            pedidos === 0
              ? toast.info(orders.nothingToRecalculate)
              : toast.success(taxService.recalculated(pedidos)),
          onError: (error) => toast.error(recalculationFailure(error)),
        })
      }
    >
      {recalculate.isPending ? 'Recalculating…' : 'Recalculate preparation costs'}
    </Button>
  );
}
