import type { AiCampaignInput } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { aiCampaignKeys } from './ai-campaign-query-keys';

/** POST @new-content: the campaign, answered with the warnings of its name. */
export function useCreateAiCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaign: AiCampaignInput) => apiClient.aiCampaigns.create(campaign),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: aiCampaignKeys.all }),
  });
}
