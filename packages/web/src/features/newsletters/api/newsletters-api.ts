import { apiClient } from '@/lib/api-client';

/** The newsletter editor's calls: the client's `newsletters` group, loaded on its first call. */
export const newslettersApi = apiClient.newsletters;
