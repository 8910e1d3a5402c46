import { catalogueMessages } from '@cellar/validation/catalogue';
import type { ConfirmRequest } from '@/components/ui/use-confirm';

/**
 * The confirmation before an image (or the file of a file field) is deleted: it goes at once, with no save to undo
 * it (catalogue-editors §4). `image` names it as its Delete button does ('image VS00001 anv800', 'Header image'); once
 * deleted, the screen says 'Imagen borrada' (§8).
 */
export const deleteImageRequest = (image: string): ConfirmRequest => ({
  title: 'Delete image',
  description: catalogueMessages.images.confirmDelete(image),
  confirmLabel: 'Delete',
});
