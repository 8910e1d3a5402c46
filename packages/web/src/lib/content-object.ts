import { normalisePath } from '@cellar/sdk';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { freshIfPreloaded } from './preload-query';

/**
 * The query of one content object, shared by the content browser and the type editors (which refresh the object
 * they save). Per-object keys are `['content', <kind>, <normalised path>, ...]`.
 */
export const contentObjectKey = (path: string) => ['content', 'object', normalisePath(path)] as const;

/** Every key that holds data of one object (object, canido, sharing, logs, behaviours, addable types). */
export const contentObjectData = (path: string) => {
  const normalised = normalisePath(path);
  return {
    predicate: (query: { queryKey: readonly unknown[] }) =>
      query.queryKey[0] === 'content' && query.queryKey[2] === normalised,
  };
};

/** One object with its fields and behaviours (folders add `items` and `length`). */
export const contentObjectQuery = (path: string) =>
  queryOptions({
    queryKey: contentObjectKey(path),
    queryFn: () => apiClient.content.get(normalisePath(path)),
    // The object page must show what the server holds now (the lock re-check compares dates with it): read again on
    // every opening, but for the answer a preload fetched for this one.
    staleTime: freshIfPreloaded,
  });
