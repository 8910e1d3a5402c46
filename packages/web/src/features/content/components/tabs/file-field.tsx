import type { FileInfo } from '@cellar/sdk';
import { catalogueMessages } from '@cellar/validation/catalogue';
import type { FieldSpec } from '@/components/object-form/schema-fields';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { toast } from '@/components/ui/toast';
import { useConfirm } from '@/components/ui/use-confirm';
import { useDeleteFile } from '@/features/content/api/delete-file';
import { useUploadFile } from '@/features/content/api/upload-file';
import { deleteImageRequest } from '@/lib/delete-image-request';

const { errorUploadingFile, errorDeletingFile, deleted } = catalogueMessages.images;

const asFileInfo = (value: unknown): FileInfo | null =>
  typeof value === 'object' && value !== null && typeof (value as FileInfo).filename === 'string'
    ? (value as FileInfo)
    : null;

/** Labels of the file controls (our wording; the spec names none for a generic file field). */
export const FILE_LABELS = {
  upload: (title: string) => `Upload ${title}`,
  remove: (title: string) => `Delete ${title}`,
  none: 'No file',
} as const;

/**
 * A file field: what is stored, an upload (PATCH @upload/{field}, the server checks the real type) and a
 * delete (DELETE @delete/{field}, once the user agrees); both apply at once, without the form's Save. Failures flash
 * the spec's error_uploading_file / error_deleting_file with the server's reason. Every file field of the types is
 * an image, so a delete is confirmed and said as an image's is ('Imagen borrada').
 */
export function FileField({
  path,
  field,
  value,
  readOnly,
  onChanged,
}: {
  path: string;
  field: FieldSpec;
  value: unknown;
  readOnly: boolean;
  /** The upload or delete succeeded: the object has a new `modification_date`. */
  onChanged?: () => void;
}) {
  const upload = useUploadFile();
  const remove = useDeleteFile();
  const { confirm, confirmDialog } = useConfirm();
  const info = asFileInfo(value);
  const busy = upload.isPending || remove.isPending;
  const onDelete = async () => {
    if (!(await confirm(deleteImageRequest(field.title)))) return;
    remove.mutate(
      { path, field: field.name },
      {
        onSuccess: () => {
          toast.success(deleted);
          onChanged?.();
        },
        onError: (error) => toast.error(`${errorDeletingFile}: ${error.message}`),
      },
    );
  };

  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-slate-700">{field.title}</legend>
      <p className="text-sm text-slate-700" data-testid={`file-${field.name}`}>
        {info ? `${info.filename} (${info.content_type}, ${info.size} bytes)` : FILE_LABELS.none}
      </p>
      <div className="flex items-center gap-2">
        <FileInput
          label={FILE_LABELS.upload(field.title)}
          disabled={readOnly || busy}
          onFiles={([file]) => {
            if (!file) return;
            upload.mutate(
              { path, field: field.name, file },
              {
                onSuccess: () => {
                  toast.success(catalogueMessages.save.saved);
                  onChanged?.();
                },
                onError: (error) => toast.error(`${errorUploadingFile}: ${error.message}`),
              },
            );
          }}
        />
        {info ? (
          <Button variant="secondary" disabled={readOnly || busy} onClick={() => void onDelete()}>
            {FILE_LABELS.remove(field.title)}
          </Button>
        ) : null}
      </div>
      {confirmDialog}
    </fieldset>
  );
}
