import type { FileInfo } from '@cellar/sdk';
import { catalogueMessages } from '@cellar/validation/catalogue';
import { ZONE_IMAGE_FIELDS } from '@cellar/validation/site';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { toast } from '@/components/ui/toast';
import { useConfirm } from '@/components/ui/use-confirm';
import { apiClient } from '@/lib/api-client';
import { contentObjectData } from '@/lib/content-object';
import { deleteImageRequest } from '@/lib/delete-image-request';
import { errorMessage } from '@/lib/error-message';

const fileName = (value: unknown): string | null =>
  typeof value === 'object' && value !== null && typeof (value as FileInfo).filename === 'string'
    ? (value as FileInfo).filename
    : null;

/**
 * The region's four images (img_bg, img_pais, img_region, img_logo, §3): each uploaded (`PATCH @upload/{field}`)
 * or deleted (`DELETE @delete/{field}`, once the user agrees) at once, outside the form's save; the stored file's
 * name shows.
 */
export function ZoneImages({
  object,
  path,
  readOnly,
}: {
  object: Readonly<Record<string, unknown>>;
  path: string;
  readOnly: boolean;
}) {
  const queryClient = useQueryClient();
  const { confirm, confirmDialog } = useConfirm();
  const change = useMutation({
    mutationFn: async ({ field, file }: { field: string; file: File | null }): Promise<void> => {
      if (file) await apiClient.content.uploadFile(path, field, file, file.name);
      else await apiClient.content.deleteFile(path, field);
    },
    onSuccess: (_done, { file }) => {
      if (!file) toast.success(catalogueMessages.images.deleted);
      return queryClient.invalidateQueries(contentObjectData(path));
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const onFile = async (field: string, file: File | null) => {
    if (!file && !(await confirm(deleteImageRequest(field)))) return;
    change.mutate({ field, file });
  };
  return (
    <section aria-label="Images" className="flex flex-col gap-3">
      <h2 className="text-base font-semibold text-slate-900">Images</h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {ZONE_IMAGE_FIELDS.map((field) => (
          <ZoneImage
            key={field}
            field={field}
            stored={fileName(object[field])}
            disabled={readOnly || change.isPending}
            onFile={(file) => void onFile(field, file)}
          />
        ))}
      </ul>
      {confirmDialog}
    </section>
  );
}

function ZoneImage({
  field,
  stored,
  disabled,
  onFile,
}: {
  field: string;
  stored: string | null;
  disabled: boolean;
  onFile: (file: File | null) => void;
}) {
  const id = useId();
  return (
    <li className="flex flex-col gap-1 rounded border border-slate-200 p-3">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {field}
      </label>
      <p className="text-xs text-slate-600" data-testid={`${field}-stored`}>
        {stored ?? 'No image'}
      </p>
      <FileInput
        id={id}
        label={field}
        text={`Upload ${field}`}
        accept="image/png,image/jpeg,image/webp"
        disabled={disabled}
        className="self-start"
        onFiles={([file]) => {
          if (file) onFile(file);
        }}
      />
      {stored ? (
        <div>
          <Button variant="ghost" disabled={disabled} onClick={() => onFile(null)}>
            Delete {field}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
