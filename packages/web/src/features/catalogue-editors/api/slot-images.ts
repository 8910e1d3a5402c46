import { normalisePath } from '@cellar/sdk';
import type { ImageSlot } from '@cellar/validation/catalogue';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentObjectData } from '@/lib/content-object';
import { catalogueEditorKeys } from './get-countries';

const slotImageKey = (path: string, reference: string, slot: ImageSlot) =>
  [...catalogueEditorKeys.all, 'slot-image', normalisePath(path), reference, slot] as const;

/**
 * The image of one slot of a product reference (GET @upload-image/{reference}/{slot}) as an object URL, for its
 * preview: the call needs the bearer token, which an `<img src>` would not send. Read once per stored image (an
 * upload or delete refreshes it); the URL is released by the preview when it changes or closes.
 */
export function useSlotImage(path: string, reference: string, slot: ImageSlot, stored: boolean) {
  return useQuery(
    queryOptions({
      queryKey: slotImageKey(path, reference, slot),
      queryFn: async () => URL.createObjectURL(await apiClient.catalogue.image(path, reference, slot)),
      enabled: stored,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
    }),
  );
}

/** One file to send: the slot its name names (already checked by `validateImageUploadFile`). */
export interface SlotUpload {
  file: File;
  slot: ImageSlot;
}

/** How one file's upload ended: `error` is the SDK's failure when it was refused. */
export interface SlotUploadOutcome extends SlotUpload {
  error?: unknown;
}

/**
 * Uploads files to the slots of one reference (POST @upload-image/{reference}/{slot}), one after another in the
 * order given (the screen orders them: o4/o5 last, §4). A refused file does not stop the others; each outcome says
 * how its upload ended. The product and the previews of the slots sent are refreshed afterwards.
 */
export function useUploadSlotImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      path,
      reference,
      uploads,
    }: {
      path: string;
      reference: string;
      uploads: readonly SlotUpload[];
    }): Promise<SlotUploadOutcome[]> => {
      const outcomes: SlotUploadOutcome[] = [];
      for (const upload of uploads) {
        try {
          await apiClient.catalogue.uploadImage(path, reference, upload.slot, upload.file, upload.file.name);
          outcomes.push(upload);
        } catch (error) {
          outcomes.push({ ...upload, error });
        }
      }
      return outcomes;
    },
    onSuccess: async (outcomes, { path, reference }) => {
      await queryClient.invalidateQueries(contentObjectData(path));
      const sent = new Set(outcomes.filter((outcome) => outcome.error === undefined).map(({ slot }) => slot));
      await Promise.all(
        [...sent].map((slot) =>
          queryClient.invalidateQueries({ queryKey: slotImageKey(path, reference, slot) }),
        ),
      );
    },
  });
}

/** Deletes the image of one slot (DELETE @upload-image/{reference}/{slot}) and refreshes the product. */
export function useDeleteSlotImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, reference, slot }: { path: string; reference: string; slot: ImageSlot }) =>
      apiClient.catalogue.deleteImage(path, reference, slot),
    onSuccess: async (_data, { path, reference, slot }) => {
      await queryClient.invalidateQueries(contentObjectData(path));
      queryClient.removeQueries({ queryKey: slotImageKey(path, reference, slot) });
    },
  });
}
