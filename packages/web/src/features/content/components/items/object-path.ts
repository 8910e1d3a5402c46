import type { Resource } from '@cellar/sdk';
import { normalisePath } from '@cellar/sdk';

const CONTAINER_PREFIX = '/db/guillotina';

/** The content path of an object from its `@id` (`<origin>/db/guillotina/bodegas/x` → `/bodegas/x/`). */
export function resourcePath(resource: Pick<Resource, '@id'>): string {
  let pathname: string;
  try {
    pathname = new URL(resource['@id']).pathname;
  } catch {
    pathname = resource['@id'];
  }
  const index = pathname.indexOf(CONTAINER_PREFIX);
  const rest = index >= 0 ? pathname.slice(index + CONTAINER_PREFIX.length) : pathname;
  return normalisePath(
    rest
      .split('/')
      .map((segment) => {
        try {
          return decodeURIComponent(segment);
        } catch {
          return segment;
        }
      })
      .join('/'),
  );
}

/** `?path=` of a search item (`/bodegas/x` → `/bodegas/x/`). */
export const itemTreePath = (path: string): string => normalisePath(path);
