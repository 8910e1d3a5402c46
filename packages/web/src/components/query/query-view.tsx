import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AddonNeeded } from '@/components/addon-needed';
import { Loading } from '@/components/ui/loading';
import { errorMessage } from '@/lib/error-message';
import { isAddonMissing } from '@/lib/server-addons';

export interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** Render the data. */
  children: (data: T) => ReactNode;
  /** Whether the data counts as empty; then `empty` shows instead of `children` (when given). */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** What a failure says (default: the error's own message). */
  error?: (error: unknown) => ReactNode;
  /** Wait anyway (a page going back to the last one that has rows). */
  waiting?: boolean;
}

/**
 * The one view of a query's states: loading, failure (an alert; a call of an add-on the server lacks says which
 * add-on instead), empty, or the data. Screens that only
 * administrators may use sit inside `AdminOnly`, which decides before any of their queries runs.
 */
export function QueryView<T>({ query, children, isEmpty, empty, error, waiting }: QueryViewProps<T>) {
  if (query.isPending || waiting) return <Loading />;
  if (query.isError && isAddonMissing(query.error)) return <AddonNeeded addon={query.error.addon} />;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-rose-700">
        {error ? error(query.error) : errorMessage(query.error)}
      </p>
    );
  if (empty !== undefined && isEmpty?.(query.data)) return <p className="text-sm text-slate-600">{empty}</p>;
  return <>{children(query.data)}</>;
}
