import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { aiCampaignKeys } from './ai-campaign-query-keys';

/** POST @generate-feed-ai {ids}: the feeds of the selected campaigns, all or none. */
export function useGenerateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => apiClient.aiCampaigns.generateFeed(ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiCampaignKeys.all }),
  });
}
