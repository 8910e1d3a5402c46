import { useQuery } from '@tanstack/react-query';
import { analyticsQueries } from './query-keys';

/** The product traffic & performance rows. */
export function useProductTraffic() {
  return useQuery(analyticsQueries.productTraffic());
}
