/**
 * Not in the spec: the AuditLog tab's "Restore this version" (issue 28), in the tab's language and the spec's
 * voice. The backend names a restore entry it cannot find with `unknownEntry`.
 */
export const restoreMessages = {
  /** The button of a `modify`/`upsert` entry, and the title of its preview. */
  action: 'Restore the values before this change',
  /** Why the button is disabled on an entry logged without the values it replaced. */
  noOldValues: 'This change was logged without the values it replaced, so it cannot be restored.',
  /** The preview's first line. */
  intro: (user: string, date: string) =>
    `These fields go back to the values they had before the change of ${user} at ${date}:`,
  /** The preview when every field already holds its old value. */
  nothingToRestore:
    'Every field already holds the value it had before this change: there is nothing to restore.',
  /** The heading of the fields a PATCH cannot bring back, each named with its reason. */
  notRestored: 'Not restored:',
  reasons: {
    file: 'a file; upload it again on its tab',
    readOnly: 'set by the system, not by a save',
    notInType: 'no longer a field of this type',
    behaviors: 'behaviours are added and removed on the Behaviors tab',
  },
  /** The newer changes of the same fields, shown before the restore may overwrite them. */
  newerChanges: (count: number) =>
    count === 1
      ? 'A newer change also changed these fields; restoring overwrites it:'
      : `${count} newer changes also changed these fields; restoring overwrites them:`,
  /** The confirmation the newer changes ask for. */
  confirmNewer: 'Restore over the newer changes',
  confirm: 'Restore',
  cancel: 'Cancel',
  restoring: 'Restoring...',
  restored: 'Restored the values before this change.',
  error: (message: string) => `Error restoring. ${message}`,
  /** Under a restore entry's action: the change it undid, when the tab has that entry on screen, else its id. */
  restoreOf: (user: string, date: string) => `of the change of ${user} at ${date}`,
  restoreOfEntry: (id: number) => `of change ${id}`,
  /** 400 of a PATCH whose `x-restore-of` names no restorable entry of the object. */
  unknownEntry: (id: string) => `There is no change ${id} of this object to restore`,
} as const;
