import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteEditorKeys } from './list-tag-types';
import { siteApi } from './site-api';

/** `GET {tag}/@tag-products`: the tag's products, at most 200 (site-content-and-shell §2.6, §9). */
export const tagProductsQuery = (path: string) =>
  queryOptions({
    queryKey: [...siteEditorKeys.all, 'tag-products', path] as const,
    queryFn: () => siteApi.tags.products(path),
  });

/** The tag's products, read once asked for ('Ver Productos'). */
export function useTagProducts(path: string, asked: boolean) {
  return useQuery({ ...tagProductsQuery(path), enabled: asked });
}
