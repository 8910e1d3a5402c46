import type { SearchRequest } from '@cellar/sdk';
import { ADMIN_PAGE_SIZE } from '@cellar/validation';
import type { NewsletterStatusFilter } from '@cellar/validation/site';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { folderSearchBody, searchContent } from '@/lib/content-search';
import { newsletterKeys } from './newsletter-keys';

export const NEWSLETTERS_FOLDER = '/newsletters/';

/** The `@search` of the newsletter list: the folder's newsletters, newest first (efective_date, §7), one status or all. */
export function newsletterListBody(status: NewsletterStatusFilter, page: number): SearchRequest {
  const body = folderSearchBody({ folderPath: NEWSLETTERS_FOLDER, page, pageSize: ADMIN_PAGE_SIZE });
  if (status === 'all') return body;
  const filter = [...(body.query?.bool?.filter ?? []), { term: { status } }];
  return { ...body, query: { bool: { ...body.query?.bool, filter } } };
}

/** One page of the newsletter list. */
export const newsletterListQuery = (status: NewsletterStatusFilter, page: number) =>
  queryOptions({
    queryKey: newsletterKeys.list(status, page),
    queryFn: () => searchContent(newsletterListBody(status, page)),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
