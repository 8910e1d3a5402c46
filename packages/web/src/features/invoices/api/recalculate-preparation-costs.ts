import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST @recalculate-order-preparation-costs (nothing on this screen shows the orders' costs: no refetch). */
export function useRecalculatePreparationCosts() {
  return useMutation({ mutationFn: () => apiClient.invoices.recalculatePreparationCosts() });
}
