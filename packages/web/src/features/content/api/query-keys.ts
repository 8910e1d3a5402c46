import type { SearchRequest } from '@cellar/sdk';
import { normalisePath } from '@cellar/sdk';
import { CATALOGUE_LIMITS } from '@cellar/validation/catalogue';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentObjectData, contentObjectKey, contentObjectQuery } from '@/lib/content-object';
import { searchContent } from '@/lib/content-search';
import { withAddon } from '@/lib/server-addons';

/**
 * Query keys of the content tree, one factory per call. Every key starts with `['content']`; per-object
 * keys are `['content', <kind>, <normalised path>, ...]` so one object's data can be invalidated together
 * with {@link contentKeys.forPath}.
 */
export const contentKeys = {
  all: ['content'] as const,
  objects: () => [...contentKeys.all, 'object'] as const,
  object: contentObjectKey,
  sharing: (path: string) => [...contentKeys.all, 'sharing', normalisePath(path)] as const,
  logs: (path: string) => [...contentKeys.all, 'logs', normalisePath(path)] as const,
  behaviors: (path: string) => [...contentKeys.all, 'behaviors', normalisePath(path)] as const,
  addableTypes: (path: string) => [...contentKeys.all, 'addable-types', normalisePath(path)] as const,
  searches: () => [...contentKeys.all, 'search'] as const,
  search: (body: SearchRequest) => [...contentKeys.searches(), body] as const,
  types: () => [...contentKeys.all, 'types'] as const,
  type: (name: string) => [...contentKeys.all, 'type', name] as const,
  principals: () => [...contentKeys.all, 'principals'] as const,
  /** Every key that holds data of one object (object, canido, sharing, logs, behaviours, addable types). */
  forPath: contentObjectData,
};

/** Audit log page size (catalogue-editors §9). */
export const AUDIT_LOG_PAGE_SIZE = CATALOGUE_LIMITS.auditLogPageSize;

export const contentQueries = {
  /** One object with its fields and behaviours (folders add `items` and `length`). */
  object: contentObjectQuery,

  sharing: (path: string) =>
    queryOptions({
      queryKey: contentKeys.sharing(path),
      queryFn: () => apiClient.content.sharing(normalisePath(path)),
      staleTime: 0,
    }),

  /** The audit log of a path and below, newest first, paged with `search_after`. */
  logs: (path: string) =>
    infiniteQueryOptions({
      queryKey: contentKeys.logs(path),
      queryFn: ({ pageParam }) =>
        withAddon('audit', () =>
          apiClient.content.logs(normalisePath(path), { size: AUDIT_LOG_PAGE_SIZE, searchAfter: pageParam }),
        ),
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage) => lastPage.search_after ?? undefined,
      staleTime: 0,
    }),

  search: (body: SearchRequest) =>
    queryOptions({
      queryKey: contentKeys.search(body),
      queryFn: () => searchContent(body),
    }),

  types: () =>
    queryOptions({
      queryKey: contentKeys.types(),
      queryFn: () => apiClient.content.types(),
      staleTime: 10 * 60_000,
    }),

  /** `@types/{type}`: the JSON schema that drives the generic Edit form. */
  type: (name: string) =>
    queryOptions({
      queryKey: contentKeys.type(name),
      queryFn: () => apiClient.content.type(name),
      staleTime: 10 * 60_000,
    }),

  behaviors: (path: string) =>
    queryOptions({
      queryKey: contentKeys.behaviors(path),
      queryFn: () => apiClient.content.behaviors(normalisePath(path)),
    }),

  addableTypes: (path: string) =>
    queryOptions({
      queryKey: contentKeys.addableTypes(path),
      queryFn: () => apiClient.content.addableTypes(normalisePath(path)),
      staleTime: 5 * 60_000,
    }),

  principals: () =>
    queryOptions({
      queryKey: contentKeys.principals(),
      queryFn: () => apiClient.content.principals(),
      staleTime: 5 * 60_000,
    }),
};
