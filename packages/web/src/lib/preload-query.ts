import type { FetchQueryOptions, QueryClient, QueryKey, QueryState } from '@tanstack/react-query';

/** What of a query its freshness is judged by (any query's type fits it). */
interface AnsweredQuery {
  state: Pick<QueryState, 'dataUpdateCount'>;
}

/**
 * How long an answer a preload fetched counts as the screen's own read: about the time from the page's start, or the
 * pointer coming over a link, to the screen showing it. Past it, or once anything else has read or written the
 * query, the query's own freshness rules again.
 */
export const PRELOAD_FRESH_MS = 3_000;

/** The queries a preload fetched, with the count of answers the query had once it had that one. */
const preloaded = new WeakMap<AnsweredQuery, number>();

/**
 * Fetches a query a screen will read (`queryClient.fetchQuery`) and marks the answer as a preload's, so that a
 * screen reading it afresh (`staleTime: freshIfPreloaded`) takes it rather than asking the server again as it opens.
 */
export async function preloadQuery<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): Promise<TData> {
  const data = await queryClient.fetchQuery(options);
  const query = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  if (query) preloaded.set(query, query.state.dataUpdateCount);
  return data;
}

/**
 * The `staleTime` of a query whose screen must show what the server holds now (0: read again on every opening),
 * except the answer a preload has just fetched for that very opening ({@link PRELOAD_FRESH_MS}).
 */
export const freshIfPreloaded = (query: AnsweredQuery): number =>
  preloaded.get(query) === query.state.dataUpdateCount ? PRELOAD_FRESH_MS : 0;
