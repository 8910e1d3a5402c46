import type { Created, CreateRequest } from '@cellar/sdk';
import { normalisePath } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentKeys } from './query-keys';

export interface CreateObjectInput {
  /** The folder the object is created in. */
  parent: string;
  body: CreateRequest;
}

/** `POST {parent}` (201); afterwards the parent and every listing are fetched again. */
export function useCreateObject() {
  const queryClient = useQueryClient();
  return useMutation<Created, Error, CreateObjectInput>({
    mutationFn: ({ parent, body }) => apiClient.content.create(normalisePath(parent), body),
    onSuccess: async (_created, { parent }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.searches() }),
        queryClient.invalidateQueries({ queryKey: contentKeys.object(parent) }),
      ]);
    },
  });
}
