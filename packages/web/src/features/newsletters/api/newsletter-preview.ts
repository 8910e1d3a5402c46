import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { newsletterKeys } from './newsletter-keys';

/** The newsletter's email for a language and shop domain (`@previsualize`, fetched with the session's token). */
export const newsletterPreviewQuery = (path: string, lang: string, domain: string) =>
  queryOptions({
    queryKey: newsletterKeys.preview(path, lang, domain),
    queryFn: () => apiClient.newsletters.preview(path, { lang, domain }),
    staleTime: 0,
  });
