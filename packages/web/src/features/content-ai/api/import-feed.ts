import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { aiCampaignKeys } from './ai-campaign-query-keys';

/** GET @generate-content-from-ai with `force`: the generated content of every campaign whose feed is generated. */
export function useImportFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (force: boolean) => apiClient.aiCampaigns.importFeed({ force }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: aiCampaignKeys.all }),
  });
}
