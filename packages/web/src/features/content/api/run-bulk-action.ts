import { normalisePath } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkActionKind, BulkEvent, BulkTarget } from '@/features/content/components/items/bulk-report';
import { apiClient } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { contentKeys } from './query-keys';

export interface BulkActionInput {
  action: BulkActionKind;
  targets: readonly BulkTarget[];
  /** Destination folder of a move or copy. */
  destination?: string;
  /** Told of every step, so the report fills in while the action runs. */
  onEvent: (event: BulkEvent) => void;
}

type Api = Pick<typeof apiClient.content, 'remove' | 'move' | 'duplicate'>;

/** Runs the action one item after the other; a failure is reported and the next item still runs. */
export async function runBulkAction(
  { action, targets, destination, onEvent }: BulkActionInput,
  api: Api = apiClient.content,
): Promise<void> {
  onEvent({ type: 'start', action, targets, ...(destination === undefined ? {} : { destination }) });
  const dest = destination === undefined ? '' : normalisePath(destination);
  for (const target of targets) {
    try {
      if (action === 'delete') await api.remove(target.path);
      else if (action === 'move') await api.move(target.path, dest);
      else await api.duplicate(target.path, dest);
      onEvent({ type: 'done', path: target.path });
    } catch (error) {
      onEvent({ type: 'failed', path: target.path, message: errorMessage(error) });
    }
  }
  onEvent({ type: 'finish' });
}

/** The bulk Delete / Move / Copy of the listing; afterwards every listing and object is fetched again. */
export function useRunBulkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkActionInput) => runBulkAction(input),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.searches() }),
        queryClient.invalidateQueries({ queryKey: contentKeys.objects() }),
        queryClient.invalidateQueries({ queryKey: [...contentKeys.all, 'logs'] }),
      ]);
    },
  });
}
