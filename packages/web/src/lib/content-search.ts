import type { SearchClause, SearchRequest } from '@cellar/sdk';

/** Fuzzy match on the title (site-content-and-shell §7: "Title search uses fuzzy match"). */
export const titleMatch = (query: string): SearchClause => ({
  match: { title: { query, fuzziness: 'AUTO' } },
});

/** Objects anywhere in the tree whose title matches `query`, `size` of them (the command palette's search). */
export function titleSearchBody(query: string, size: number): SearchRequest {
  return { query: { bool: { must: [titleMatch(query.trim())] } }, from: 0, size };
}
