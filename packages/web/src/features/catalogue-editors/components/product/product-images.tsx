import { isHttpError, type Resource } from '@cellar/sdk';
import { PERMISSIONS } from '@cellar/validation';
import {
  catalogueMessages,
  IMAGE_SLOT_EXTENSIONS,
  IMAGE_SLOTS,
  type ImageSlot,
  type OptionReference,
  optionReferences,
  optionReferenceTitle,
  orderImageUploads,
  validateImageUploadFile,
} from '@cellar/validation/catalogue';
import { clsx } from 'clsx';
import { type DragEvent, useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { toast } from '@/components/ui/toast';
import { useConfirm } from '@/components/ui/use-confirm';
import {
  type SlotUpload,
  useDeleteSlotImage,
  useSlotImage,
  useUploadSlotImages,
} from '@/features/catalogue-editors/api/slot-images';
import { CollapsibleCard } from '@/features/catalogue-editors/components/collapsible-card';
import { can, type Permissions } from '@/lib/can';
import { deleteImageRequest } from '@/lib/delete-image-request';
import { errorMessage } from '@/lib/error-message';
import { serverIssues } from '@/lib/server-issues';

const words = catalogueMessages.images;

/** Labels of the Images screen's controls (our wording; the spec names the slots, not their buttons). */
export const IMAGES_LABELS = {
  section: 'Product images',
  noImage: 'No image',
  upload: 'Upload',
  remove: 'Delete',
  uploading: 'Uploading...',
  uploadTo: (reference: string, slot: ImageSlot) => `Upload images to ${reference} ${slot}`,
  removeFrom: (reference: string, slot: ImageSlot) => `Delete ${IMAGES_LABELS.image(reference, slot)}`,
  /** An image as its Delete button and its confirmation name it. */
  image: (reference: string, slot: ImageSlot) => `image ${reference} ${slot}`,
  slot: (reference: string, slot: ImageSlot) => `${reference} ${slot}`,
  errors: (reference: string) => `Image errors of ${reference}`,
  dismissErrors: (reference: string) => `Dismiss the image errors of ${reference}`,
} as const;

const recordOf = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The slots of a reference that hold an image, as the product's images map says (`images[reference][slot]`). */
const storedSlots = (images: unknown, reference: string): ReadonlySet<ImageSlot> => {
  const slots = recordOf(recordOf(images)[reference]);
  return new Set(IMAGE_SLOTS.filter((slot) => typeof slots[slot] === 'string' && slots[slot] !== ''));
};

/** What a refused upload says: the server's reasons (a 400's own words) after the spec's status line. */
const uploadFailure = (slot: ImageSlot, error: unknown): string[] => {
  const status = isHttpError(error) ? error.status : 0;
  const reasons = serverIssues(error).map((issue) => issue.message);
  return [words.uploadFailed(status, slot), ...(reasons.length > 0 ? reasons : [errorMessage(error)])];
};

/**
 * The Images screen (catalogue-editors §2, §4, §5, §8), the Product editor's 'Product images' section: a card per
 * vintage reference (the product's option references, newest first; the one `?id_producto=` names open, else the
 * first), each with the five slots. A slot shows its image and, for users who may modify content, takes files from
 * its upload button or dropped on it, and deletes its image. Changes apply at once: nothing here is part of the
 * Product form, so its save and its unsaved changes are untouched.
 */
export function ProductImages({
  object,
  path,
  permissions,
  readOnly,
  openReference,
}: {
  object: Resource;
  path: string;
  permissions: Permissions;
  readOnly: boolean;
  /** `?id_producto=`: the reference whose card is open. */
  openReference: string;
}) {
  const cards = useMemo(() => optionReferences(object.opciones), [object.opciones]);
  const canModify = can(permissions, PERMISSIONS.ModifyContent);
  const opened = cards.some((card) => card.referencia === openReference)
    ? openReference
    : (cards[0]?.referencia ?? '');
  return (
    <div className="flex flex-col gap-3">
      <p
        role="status"
        className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
      >
        {words.appliesImmediately}
      </p>
      {cards.length === 0 ? (
        <p className="text-sm text-slate-600">{catalogueMessages.options.none}</p>
      ) : (
        cards.map((card) => (
          <ReferenceCard
            key={`${card.referencia}|${opened}`}
            card={card}
            path={path}
            stored={storedSlots(object.images, card.referencia)}
            defaultOpen={card.referencia === opened}
            editable={canModify}
            readOnly={readOnly}
          />
        ))
      )}
    </div>
  );
}

function ReferenceCard({
  card,
  path,
  stored,
  defaultOpen,
  editable,
  readOnly,
}: {
  card: OptionReference;
  path: string;
  stored: ReadonlySet<ImageSlot>;
  defaultOpen: boolean;
  editable: boolean;
  readOnly: boolean;
}) {
  const [errors, setErrors] = useState<readonly string[]>([]);
  const upload = useUploadSlotImages();
  const reference = card.referencia;

  // The box says what went wrong with the last files given: a later upload that goes through clears it.
  const onFiles = async (files: readonly File[]) => {
    const refused: string[] = [];
    const uploads: SlotUpload[] = [];
    for (const file of orderImageUploads(files)) {
      const checked = validateImageUploadFile(file);
      if (checked.ok) uploads.push({ file, slot: checked.value.slot });
      else refused.push(...checked.issues.map((issue) => issue.message));
    }
    setErrors(refused);
    if (uploads.length === 0) return;
    const outcomes = await upload.mutateAsync({ path, reference, uploads });
    const failed = outcomes.flatMap((outcome) =>
      outcome.error === undefined ? [] : uploadFailure(outcome.slot, outcome.error),
    );
    if (failed.length > 0) {
      setErrors([...refused, ...failed]);
      toast.error(words.errorUploadingFile);
    }
  };

  return (
    <CollapsibleCard
      title={optionReferenceTitle(card)}
      defaultOpen={defaultOpen}
      className="flex flex-col gap-3"
    >
      {errors.length > 0 ? (
        <div
          role="alert"
          aria-label={IMAGES_LABELS.errors(reference)}
          className="flex items-start gap-2 rounded border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <ul className="flex flex-1 flex-col gap-0.5">
            {errors.map((message, at) => (
              // Messages repeat (the same file twice): their place is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: a list replaced whole, never reordered
              <li key={at}>{message}</li>
            ))}
          </ul>
          <button
            type="button"
            aria-label={IMAGES_LABELS.dismissErrors(reference)}
            onClick={() => setErrors([])}
            className="-my-0.5 rounded px-1.5 text-base leading-6 text-red-800 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-700"
          >
            ×
          </button>
        </div>
      ) : null}
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-3">
        {IMAGE_SLOTS.map((slot) => (
          <ImageSlotCard
            key={slot}
            path={path}
            reference={reference}
            slot={slot}
            stored={stored.has(slot)}
            editable={editable}
            readOnly={readOnly}
            uploading={upload.isPending}
            onFiles={(files) => void onFiles(files)}
          />
        ))}
      </ul>
    </CollapsibleCard>
  );
}

function ImageSlotCard({
  path,
  reference,
  slot,
  stored,
  editable,
  readOnly,
  uploading,
  onFiles,
}: {
  path: string;
  reference: string;
  slot: ImageSlot;
  stored: boolean;
  editable: boolean;
  /** The tab is read-only (someone else holds the editing lock): the controls wait. */
  readOnly: boolean;
  /** Files of this reference are being sent. */
  uploading: boolean;
  onFiles: (files: readonly File[]) => void;
}) {
  const [over, setOver] = useState(false);
  const image = useSlotImage(path, reference, slot, stored);
  const remove = useDeleteSlotImage();
  const { confirm, confirmDialog } = useConfirm();
  const url = stored ? image.data : undefined;
  const label = IMAGES_LABELS.slot(reference, slot);

  useEffect(() => {
    const created = image.data;
    return () => {
      if (created) URL.revokeObjectURL(created);
    };
  }, [image.data]);

  const busy = readOnly || uploading || remove.isPending;
  const accepts = editable && !busy;
  const onDragOver = (event: DragEvent) => {
    if (!accepts || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    setOver(false);
    if (!accepts) return;
    event.preventDefault();
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  };
  const onDelete = async () => {
    if (!(await confirm(deleteImageRequest(IMAGES_LABELS.image(reference, slot))))) return;
    remove.mutate(
      { path, reference, slot },
      {
        onSuccess: () => toast.success(words.deleted),
        onError: () => toast.error(words.errorDeletingFile),
      },
    );
  };

  return (
    <li
      aria-label={label}
      data-drop-target={over ? 'over' : undefined}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={clsx(
        'flex flex-col gap-2 rounded border p-2',
        over ? 'border-sky-500 bg-sky-50' : 'border-slate-200',
      )}
    >
      <span className="font-mono text-xs text-slate-600">
        {slot} <span className="text-slate-500">.{IMAGE_SLOT_EXTENSIONS[slot]}</span>
      </span>
      <div className="flex aspect-square items-center justify-center overflow-hidden rounded bg-slate-50">
        {url ? (
          <img src={url} alt={label} className="max-h-full max-w-full object-contain" />
        ) : (
          <span className="text-xs text-slate-500">{stored ? null : IMAGES_LABELS.noImage}</span>
        )}
      </div>
      {editable ? (
        <div className="flex flex-wrap gap-1">
          <FileInput
            label={IMAGES_LABELS.uploadTo(reference, slot)}
            text={uploading ? IMAGES_LABELS.uploading : IMAGES_LABELS.upload}
            multiple
            accept="image/png,image/jpeg"
            disabled={busy}
            onFiles={onFiles}
          />
          {stored ? (
            <Button
              variant="secondary"
              aria-label={IMAGES_LABELS.removeFrom(reference, slot)}
              disabled={busy}
              onClick={() => void onDelete()}
            >
              {IMAGES_LABELS.remove}
            </Button>
          ) : null}
          {confirmDialog}
        </div>
      ) : null}
    </li>
  );
}
