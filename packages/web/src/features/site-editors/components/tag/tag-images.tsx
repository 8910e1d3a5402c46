import type { Resource } from '@cellar/sdk';
import { type TagImage, tagImages } from '@cellar/validation/site';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { useTagImageUrl } from '@/features/site-editors/api/tag-image';

/** Labels of the tag's images (the spec names the images, not their controls). */
export const TAG_IMAGE_LABELS = {
  section: 'Images',
  none: 'No image',
  upload: (title: string) => `Upload ${title}`,
  remove: (title: string) => `Delete ${title}`,
  title: (image: TagImage): string =>
    image.field === 'image_header'
      ? 'Header image'
      : image.field === 'image_grape'
        ? 'Grape image'
        : `Infographic (${image.language})`,
} as const;

/** The stored value of an image of the tag (`image_infograph` holds one per language). */
const storedImage = (object: Resource, image: TagImage): unknown => {
  const value = object[image.field];
  if (image.language === undefined) return value;
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[image.language]
    : undefined;
};

export interface TagImagesProps {
  object: Resource;
  path: string;
  type: string;
  readOnly: boolean;
  /** An upload or delete is running: the others wait, and so does Guardar (§4). */
  busy: boolean;
  onUpload: (image: TagImage, file: File) => void;
  onDelete: (image: TagImage) => void;
}

/**
 * The tag's images (site-content-and-shell §2.6): the header image; for grapes also the grape image and an
 * infographic per language. Each uploads (PATCH @upload) or deletes (DELETE @delete) at once, outside Guardar.
 */
export function TagImages({ object, path, type, readOnly, busy, onUpload, onDelete }: TagImagesProps) {
  return (
    <section aria-label={TAG_IMAGE_LABELS.section} className="flex flex-col gap-2">
      <h3 className="text-sm font-medium text-slate-700">{TAG_IMAGE_LABELS.section}</h3>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tagImages(type).map((image) => (
          <ImageSlot
            key={`${image.field}:${image.language ?? ''}`}
            image={image}
            path={path}
            stored={storedImage(object, image)}
            disabled={readOnly || busy}
            onUpload={onUpload}
            onDelete={onDelete}
          />
        ))}
      </ul>
    </section>
  );
}

function ImageSlot({
  image,
  path,
  stored,
  disabled,
  onUpload,
  onDelete,
}: {
  image: TagImage;
  path: string;
  stored: unknown;
  disabled: boolean;
  onUpload: (image: TagImage, file: File) => void;
  onDelete: (image: TagImage) => void;
}) {
  const title = TAG_IMAGE_LABELS.title(image);
  const url = useTagImageUrl(path, image, stored);
  const hasImage = typeof stored === 'object' && stored !== null;
  return (
    <li aria-label={title} className="flex flex-col gap-2 rounded border border-slate-200 p-2">
      <span className="text-xs font-medium text-slate-600">{title}</span>
      {url ? (
        <img src={url} alt={title} className="h-32 w-full rounded object-contain" />
      ) : (
        <p className="flex h-32 items-center justify-center text-xs text-slate-500">
          {hasImage ? null : TAG_IMAGE_LABELS.none}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <FileInput
          label={TAG_IMAGE_LABELS.upload(title)}
          accept="image/png,image/jpeg,image/gif,image/webp"
          disabled={disabled}
          onFiles={([file]) => {
            if (file) onUpload(image, file);
          }}
        />
        {hasImage ? (
          <Button
            variant="secondary"
            className="px-2 py-1 text-xs"
            disabled={disabled}
            onClick={() => onDelete(image)}
          >
            {TAG_IMAGE_LABELS.remove(title)}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
