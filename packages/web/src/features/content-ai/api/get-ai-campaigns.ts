import { useQuery } from '@tanstack/react-query';
import { aiCampaignQueries } from './ai-campaign-query-keys';

/** The campaigns of 'Content generated for AI', newest first. */
export const useAiCampaigns = () => useQuery(aiCampaignQueries.list());
