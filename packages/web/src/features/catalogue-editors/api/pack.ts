import { PACK_IMAGE_FIELD } from '@cellar/validation/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { contentObjectData } from '@/lib/content-object';

/** A write of the pack outside its form: refreshes the object (its new modification_date) once done. */
function usePackWrite<I>(path: string, write: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries(contentObjectData(path)),
  });
}

/** PATCH {pack_descatalogado} (§4 pack availability). */
export const useSetPackDescatalogued = (path: string) =>
  usePackWrite(path, ({ descatalogado, lastModDate }: { descatalogado: boolean; lastModDate: string }) =>
    apiClient.content.patch(path, { pack_descatalogado: descatalogado }, { lastModDate }),
  );

/** PATCH {pack}@opciones {opciones_to_modify: {solo_venta_privada}} (§4 pack sale mode, 'Update State'). */
export const useSetPrivateSale = (path: string) =>
  usePackWrite(path, ({ privateSale, lastModDate }: { privateSale: boolean; lastModDate: string }) =>
    apiClient.catalogue.setPrivateSale(path, privateSale, { lastModDate }),
  );

/** POST {pack}@generate-image: the 453x290 PNG of the pack's products, stored as the pack image. */
export const useGeneratePackImage = (path: string) =>
  usePackWrite(path, () => apiClient.catalogue.generatePackImage(path));

/** PATCH {pack}@upload/pack_image: a png of 453x290 chosen by the editor. */
export const useUploadPackImage = (path: string) =>
  usePackWrite(path, (file: File) => apiClient.content.uploadFile(path, PACK_IMAGE_FIELD, file, file.name));
