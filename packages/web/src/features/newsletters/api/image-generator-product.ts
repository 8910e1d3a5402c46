import type { ProductDetail, ProductImage } from '@cellar/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductBitmap } from '@/features/newsletters/utils/draw-generated-image';
import { apiClient } from '@/lib/api-client';

const imageGeneratorKeys = {
  all: ['newsletters', 'image-generator'] as const,
  product: (id: string) => [...imageGeneratorKeys.all, 'product', id] as const,
  image: (path: string, image: ProductImage) =>
    [...imageGeneratorKeys.all, 'image', path, image.referencia, image.slot] as const,
};

/**
 * The product the image generator draws (`GET @product?id={reference}&lang=es&bodega_extras=1`, site-content §7):
 * its name, winery and slot images. Idle while no product is chosen.
 */
export const imageGeneratorProductQuery = (id: string) =>
  queryOptions({
    queryKey: imageGeneratorKeys.product(id),
    queryFn: (): Promise<ProductDetail> =>
      apiClient.catalogue.product(id, { lang: 'es', bodegaExtras: true }),
    enabled: id !== '',
    staleTime: 60_000,
  });

export const useImageGeneratorProduct = (id: string) => useQuery(imageGeneratorProductQuery(id));

/**
 * One slot image of the product, decoded for the canvas: read with the bearer token (an `<img src>` would not send
 * it), so the canvas stays same-origin and can be exported. Dropped from the cache when the dialog closes.
 */
export const productBitmapQuery = (path: string, image: ProductImage | undefined) =>
  queryOptions({
    queryKey: image ? imageGeneratorKeys.image(path, image) : [...imageGeneratorKeys.all, 'image', 'none'],
    queryFn: async (): Promise<ProductBitmap> => {
      if (image === undefined) throw new Error('No image');
      const bitmap = await createImageBitmap(
        await apiClient.catalogue.image(path, image.referencia, image.slot),
      );
      return { source: bitmap, width: bitmap.width, height: bitmap.height };
    },
    enabled: image !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export const useProductBitmap = (path: string, image: ProductImage | undefined) =>
  useQuery(productBitmapQuery(path, image));
