import type { ErpOpinionListQuery } from '@cellar/sdk';
import { useQuery } from '@tanstack/react-query';
import { opinionQueries } from './query-keys';

/** One page of opinions of a status; the previous page stays on screen while the next loads. */
export function useOpinions(query: ErpOpinionListQuery) {
  return useQuery(opinionQueries.list(query));
}
