import { PERMISSIONS, type Permission } from '@cellar/validation';
import { can, type Permissions } from '@/lib/can';
import type { BulkActionKind } from './bulk-report';

/** The permission each bulk action needs on the folder (site-content-and-shell §6). */
const BULK_ACTION_PERMISSION: Readonly<Record<BulkActionKind, Permission>> = {
  delete: PERMISSIONS.DeleteContent,
  move: PERMISSIONS.ModifyContent,
  copy: PERMISSIONS.ModifyContent,
};

/**
 * The bulk actions the user may offer on a folder's listing, in menu order: each needs its permission in
 * the folder's `@canido` answer; a control the user may not use is hidden, as tabs are (§6).
 */
export function allowedBulkActions(permissions: Permissions): BulkActionKind[] {
  return (Object.keys(BULK_ACTION_PERMISSION) as BulkActionKind[]).filter((action) =>
    can(permissions, BULK_ACTION_PERMISSION[action]),
  );
}
