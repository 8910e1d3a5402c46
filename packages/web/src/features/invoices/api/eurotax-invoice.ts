import { useQuery } from '@tanstack/react-query';
import { eurotaxQueries } from './eurotax-query-keys';

/** One tax-service invoice with its breakdown per order ('' asks for none). */
export function useEurotaxInvoice(id: string) {
  return useQuery(eurotaxQueries.invoice(id));
}
