import type { Resource } from '@cellar/sdk';
import { folderPath, parseObjectPath } from '@cellar/validation';

/** The content path of an object from its `@id` (`<origin>/db/guillotina/bodegas/x` → `/bodegas/x/`). */
export const resourcePath = (resource: Pick<Resource, '@id'>): string =>
  folderPath(parseObjectPath(resource['@id']) ?? []);
