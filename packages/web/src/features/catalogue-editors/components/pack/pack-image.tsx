import type { Resource } from '@cellar/sdk';
import {
  catalogueMessages,
  PACK_IMAGE_FIELD,
  PACK_IMAGE_SIZE,
  validatePackImage,
} from '@cellar/validation/catalogue';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { toast } from '@/components/ui/toast';
import { useGeneratePackImage, useUploadPackImage } from '@/features/catalogue-editors/api/pack';
import { useStoredFileUrl } from '@/features/catalogue-editors/api/stored-file';
import { errorMessage } from '@/lib/error-message';

const { pack: packMessages } = catalogueMessages;

/** Words of the pack image controls (ours: the spec names the image, its states and its messages). */
export const PACK_IMAGE_LABELS = {
  title: 'Pack image',
  none: 'This pack has no image yet.',
  generate: 'Generate image',
  generating: 'Generating...',
  upload: 'Upload image',
  uploading: 'Uploading...',
  hint: `A png of ${PACK_IMAGE_SIZE.width}x${PACK_IMAGE_SIZE.height}.`,
} as const;

/** The pixel size of an image file (undefined when the browser cannot read it as an image). */
async function imageSizeOf(file: File): Promise<{ width: number; height: number } | undefined> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return undefined;
  }
}

/**
 * The pack image (§2, §5, §9): the stored one (@download/pack_image), generated from the pack's products
 * (`@generate-image`) or uploaded (a png of exactly 453x290, checked before sending), each applied at once.
 */
export function PackImage({ object, path }: { object: Resource; path: string }) {
  const { info, url } = useStoredFileUrl(path, PACK_IMAGE_FIELD, object.pack_image);
  const generate = useGeneratePackImage(path);
  const upload = useUploadPackImage(path);
  const hintId = useId();
  const busy = generate.isPending || upload.isPending;

  const onGenerate = () =>
    generate.mutate(undefined, {
      onSuccess: () => toast.success(packMessages.imageGenerated),
      onError: (error) => toast.error(packMessages.oops(errorMessage(error))),
    });

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const size = await imageSizeOf(file);
    const checked = validatePackImage({ name: file.name, type: file.type, ...size });
    if (!checked.ok) {
      toast.error(checked.issues[0]?.message ?? packMessages.imageUploadError);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success(packMessages.imageUploaded),
      onError: () => toast.error(packMessages.imageUploadError),
    });
  };

  return (
    <section aria-label={PACK_IMAGE_LABELS.title} aria-busy={busy} className="flex flex-col gap-2">
      <h3 className="text-sm font-medium text-slate-700">{PACK_IMAGE_LABELS.title}</h3>
      {url ? (
        <img
          src={url}
          alt={PACK_IMAGE_LABELS.title}
          width={PACK_IMAGE_SIZE.width}
          height={PACK_IMAGE_SIZE.height}
          className="max-w-full rounded border border-slate-200"
        />
      ) : info ? (
        <div
          className="rounded border border-slate-200 bg-slate-50"
          style={{ width: PACK_IMAGE_SIZE.width, height: PACK_IMAGE_SIZE.height }}
        />
      ) : (
        <p className="text-sm text-slate-500">{PACK_IMAGE_LABELS.none}</p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" disabled={busy} onClick={onGenerate}>
          {generate.isPending ? PACK_IMAGE_LABELS.generating : PACK_IMAGE_LABELS.generate}
        </Button>
        <FileInput
          label={PACK_IMAGE_LABELS.upload}
          text={upload.isPending ? PACK_IMAGE_LABELS.uploading : PACK_IMAGE_LABELS.upload}
          accept="image/png"
          disabled={busy}
          aria-describedby={hintId}
          onFiles={([file]) => void onFile(file)}
        />
        <span id={hintId} className="text-xs text-slate-500">
          {PACK_IMAGE_LABELS.hint}
        </span>
      </div>
    </section>
  );
}
