import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { withAddon } from '@/lib/server-addons';

/** Query keys of the AI campaign screens; every key starts with `['content-ai', 'campaigns']`. */
export const aiCampaignKeys = {
  all: ['content-ai', 'campaigns'] as const,
  list: () => [...aiCampaignKeys.all, 'list'] as const,
  detail: (id: number) => [...aiCampaignKeys.all, 'detail', id] as const,
};

export const aiCampaignQueries = {
  /** GET @get-content-generated: every campaign, newest first. */
  list: () =>
    queryOptions({
      queryKey: aiCampaignKeys.list(),
      queryFn: () => withAddon('aiCampaigns', () => apiClient.aiCampaigns.list()),
      staleTime: 0,
    }),
  /** GET @get-content-generated?id=: the campaign the edit form edits, as the server holds it now. */
  detail: (id: number) =>
    queryOptions({
      queryKey: aiCampaignKeys.detail(id),
      queryFn: () => apiClient.aiCampaigns.get(id),
      staleTime: 0,
      retry: false,
    }),
};
