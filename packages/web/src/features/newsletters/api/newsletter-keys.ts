import { normalisePath } from '@cellar/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { contentObjectData } from '@/lib/content-object';

/** Query keys of the newsletter screens; every key starts with `['newsletters']`. */
export const newsletterKeys = {
  all: ['newsletters'] as const,
  list: (status: string, page: number) => [...newsletterKeys.all, 'list', status, page] as const,
  progress: (path: string) => [...newsletterKeys.all, 'progress', normalisePath(path)] as const,
  preview: (path: string, lang: string, domain: string) =>
    [...newsletterKeys.all, 'preview', normalisePath(path), lang, domain] as const,
};

/**
 * After a write on a newsletter: its object (the Content tab goes read-only when verified or scheduled, the other
 * tabs see the change), its permissions' cache and every newsletter list and progress.
 */
export const invalidateNewsletter = (queryClient: QueryClient, path: string) =>
  Promise.all([
    queryClient.invalidateQueries(contentObjectData(path)),
    queryClient.invalidateQueries({ queryKey: newsletterKeys.all }),
  ]);
