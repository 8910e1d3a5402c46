import { useQuery } from '@tanstack/react-query';
import { aiCampaignQueries } from './ai-campaign-query-keys';

/** One campaign, for the edit form. */
export const useAiCampaign = (id: number) => useQuery(aiCampaignQueries.detail(id));
