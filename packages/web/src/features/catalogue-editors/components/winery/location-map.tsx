import { catalogueMessages, MAP_IMAGE_SIZE, parseMapLink } from '@cellar/validation/catalogue';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useConfirm } from '@/components/ui/use-confirm';
import {
  LOCATION_MAP_FIELD,
  useDeleteLocationMap,
  useUploadLocationMap,
} from '@/features/catalogue-editors/api/location-map';
import { useStoredFileUrl } from '@/features/catalogue-editors/api/stored-file';
import { deleteImageRequest } from '@/lib/delete-image-request';

const { uploading, deleting, uploadError, deleteError } = catalogueMessages.locationMap;
const { deleted } = catalogueMessages.images;

/** Labels of the map image controls (our wording; the spec names the image, not its buttons). */
export const LOCATION_MAP_LABELS = {
  title: 'Location map image',
  upload: 'Upload location map image',
  remove: 'Delete location map image',
  /** The image as its Delete button and its confirmation name it. */
  image: 'location map image',
  none: 'No location map image',
} as const;

/**
 * The Town section's static map (catalogue-editors §2): the 600x400 image produced from the map link typed
 * (GET /api/static-map), stored in the winery's map image field (PATCH @upload/location_map) and deleted
 * (DELETE @delete/location_map, once the user agrees) at once, without the form's save; the stored image is shown.
 */
export function LocationMap({
  path,
  stored,
  readOnly,
  onChanged,
}: {
  path: string;
  stored: unknown;
  readOnly: boolean;
  /** The upload or delete succeeded: the object has a new `modification_date`. */
  onChanged: () => void;
}) {
  const link = useWatch({ name: 'googlemap_url' }) as unknown;
  const point = parseMapLink(link);
  const { info, url } = useStoredFileUrl(path, LOCATION_MAP_FIELD, stored);
  const upload = useUploadLocationMap();
  const remove = useDeleteLocationMap();
  const { confirm, confirmDialog } = useConfirm();
  const busy = upload.isPending || remove.isPending;

  const onUpload = () => {
    if (!point.ok) return;
    toast.info(uploading);
    upload.mutate(
      { path, point: point.value },
      { onSuccess: onChanged, onError: () => toast.error(uploadError) },
    );
  };
  const onDelete = async () => {
    if (!(await confirm(deleteImageRequest(LOCATION_MAP_LABELS.image)))) return;
    toast.info(deleting);
    remove.mutate(
      { path },
      {
        onSuccess: () => {
          toast.success(deleted);
          onChanged();
        },
        onError: () => toast.error(deleteError),
      },
    );
  };

  return (
    <section aria-label={LOCATION_MAP_LABELS.title} className="flex flex-col gap-2">
      <h3 className="text-sm font-medium text-slate-700">{LOCATION_MAP_LABELS.title}</h3>
      {url ? (
        <img
          src={url}
          alt={LOCATION_MAP_LABELS.title}
          width={MAP_IMAGE_SIZE.width}
          height={MAP_IMAGE_SIZE.height}
          className="max-w-full rounded border border-slate-200"
        />
      ) : (
        <p className="text-sm text-slate-500">{info ? null : LOCATION_MAP_LABELS.none}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={readOnly || busy || !point.ok} onClick={onUpload}>
          {LOCATION_MAP_LABELS.upload}
        </Button>
        {info ? (
          <Button variant="secondary" disabled={readOnly || busy} onClick={() => void onDelete()}>
            {LOCATION_MAP_LABELS.remove}
          </Button>
        ) : null}
      </div>
      {confirmDialog}
    </section>
  );
}
