import { useQuery } from '@tanstack/react-query';
import { eurotaxQueries } from './eurotax-query-keys';

/** The tax-service invoices stored, newest first. */
export function useEurotaxInvoices() {
  return useQuery(eurotaxQueries.invoices());
}
