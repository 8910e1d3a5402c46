// Not in the spec: the tree browser's bulk actions have no wording there (site-content-and-shell §2.3 names
// delete, move and copy and a per-item report only). Kept here until the validation catalogue takes them.
export const bulkMessages = {
  destinationRequired: 'Enter the path of the destination folder',
  destinationNotFound: (path: string) => `The folder ${path} does not exist`,
  destinationNotFolder: (path: string) => `${path} is not a folder`,
  confirmDelete: (count: number) =>
    `Delete ${count} ${count === 1 ? 'item' : 'items'}? Everything inside them is deleted too.`,
  destinationPrompt: (action: 'Move' | 'Copy', count: number) =>
    `${action} ${count} ${count === 1 ? 'item' : 'items'} into the folder:`,
  done: 'done',
} as const;
