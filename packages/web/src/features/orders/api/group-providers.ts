import { useQuery } from '@tanstack/react-query';
import { delayQueries } from './delays-query-keys';

/** The shop and buyer pairs with preparable group orders. */
export function useGroupProviders() {
  return useQuery(delayQueries.groupProviders());
}
