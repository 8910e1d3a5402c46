import type { MapPoint } from '@cellar/validation/catalogue';
import { staticMapRequestFor } from '@cellar/validation/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentObjectData } from '@/lib/content-object';

/** The winery's file field holding the 600x400 static map image of its map link. */
export const LOCATION_MAP_FIELD = 'location_map';
const LOCATION_MAP_FILENAME = 'location-map.png';

/** Produces the static map of the point (GET /api/static-map) and stores it in the winery's map image field. */
export function useUploadLocationMap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ path, point }: { path: string; point: MapPoint }) => {
      const png = await apiClient.content.staticMap(staticMapRequestFor(point));
      const file = new Blob([png], { type: 'image/png' });
      return apiClient.content.uploadFile(path, LOCATION_MAP_FIELD, file, LOCATION_MAP_FILENAME);
    },
    onSuccess: (_data, { path }) => queryClient.invalidateQueries(contentObjectData(path)),
  });
}

/** Removes the winery's map image (DELETE @delete/location_map). */
export function useDeleteLocationMap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path }: { path: string }) => apiClient.content.deleteFile(path, LOCATION_MAP_FIELD),
    onSuccess: (_data, { path }) => queryClient.invalidateQueries(contentObjectData(path)),
  });
}
