import type { AiCampaignInput } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { aiCampaignKeys } from './ai-campaign-query-keys';

/** PATCH @update-content/{id}: the campaign's new fields (its feed is then no longer generated). */
export function useUpdateAiCampaign(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaign: AiCampaignInput) => apiClient.aiCampaigns.update(id, campaign),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: aiCampaignKeys.all }),
  });
}
