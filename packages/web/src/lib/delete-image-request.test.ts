import { catalogueMessages } from '@cellar/validation/catalogue';
import { describe, expect, it } from 'vitest';
import { deleteImageRequest } from './delete-image-request';

describe('deleteImageRequest', () => {
  it('asks before an image goes, naming it as its Delete button does', () => {
    expect(deleteImageRequest('Header image')).toEqual({
      title: 'Delete image',
      description: catalogueMessages.images.confirmDelete('Header image'),
      confirmLabel: 'Delete',
    });
  });
});
