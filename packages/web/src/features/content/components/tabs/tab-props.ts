import type { Resource } from '@cellar/sdk';
import type { Permissions } from '@/features/content/config/tabs';

/** What the object page gives every tab. */
export interface TabProps {
  object: Resource;
  /** The object's content path, '/bodegas/x/' form. */
  path: string;
  /** The `@canido` answer of the object. */
  permissions: Permissions;
  /** The editing lock is not held (being taken, held by someone else, or failed): show, do not edit. */
  readOnly: boolean;
  /** `?menu=`: the section of a tab with a left menu. */
  menu: string | null;
}
