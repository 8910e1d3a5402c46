import { describe, expect, it } from 'vitest';
import { catalogueMessages as m } from './messages';

describe('catalogue messages, word for word (§4, §5, §8)', () => {
  it.each([
    [m.save.saving, 'Saving...'],
    [m.save.saved, 'Saved successfully.'],
    [m.save.error('boom'), 'Error saving. boom'],
    [m.permissions.cannotModify, 'You do not have authorization to modify the content'],
    [m.seo.saved, 'SEO fields saved'],
    [m.seo.error, 'Error saving the SEO fields'],
    [m.contentReview.saved, 'Content review fields saved'],
    [m.contentReview.error, 'Error saving the content review fields'],
    [m.locationMap.uploadError, 'Error uploading location map image'],
    [m.locationMap.deleteError, 'Error deleting location map image'],
    [m.locationMap.uploading, 'Uploading location map image...'],
    [m.locationMap.deleting, 'Deleting location map image...'],
    [m.pack.statusError, 'Error when changing pack status'],
    [m.pack.available, 'Pack available'],
    [m.pack.descatalogued, 'Pack descatalogued'],
    [m.pack.privateSaleChanged, 'The private sale status has been changed'],
    [m.pack.oops('timeout'), 'Oops! timeout'],
    [m.pack.imageUploadError, 'There was an error uploading the image'],
    [m.pack.imageGenerated, 'Image generated and saved'],
    [m.pack.imageUploaded, 'Image uploaded and saved'],
    [
      m.pack.missingProduct,
      'You seem to have left out filling in product information! Fill in all fields and save again.',
    ],
    [m.priceComparator.removeError('x'), 'There was an error removing the data: x'],
    [m.priceComparator.updateError('x'), 'There was an error updating the data: x'],
    [m.priceComparator.addError('x'), 'There was an error adding the URL: x'],
    [m.priceComparator.updated, 'Updated successfully'],
    [m.priceComparator.dataUpdated, 'Data updated with the new values'],
    [m.priceComparator.urlRequired, 'Please input the URL'],
    [m.priceComparator.now, 'Now'],
    [m.images.errorUploadingFile, 'error_uploading_file'],
    [m.images.errorDeletingFile, 'error_deleting_file'],
    [m.images.deleted, 'Imagen borrada'],
    [m.images.appliesImmediately, 'Image changes apply immediately, without pressing save.'],
    [m.images.uploadFailed(500, 'o4'), 'Error 500 uploading image o4'],
    [m.images.wrongSize(453, 290, 1, 2), 'Image size must be 453x290 instead of 1x2'],
    [m.labels.notReviewed, 'No reviewed'],
    [m.labels.addUrl, '+ Add URL'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('catalogue messages not in the spec, word for word', () => {
  it.each([
    [m.limits.mapLink, 'The map link must be an absolute URL containing /@lat,lng,zoomz'],
    [m.limits.duplicatePackProduct, 'This product is already in the pack'],
    [m.limits.tipoSlash, "The type must start with '/'"],
    [m.limits.tipoPrefix('/pk'), 'The type must start with /pk'],
    [m.limits.optionKey, 'An option is keyed by {referencia}-{tienda}'],
    [
      m.images.confirmDelete('image VS00001 anv800'),
      'Delete image VS00001 anv800? It goes at once, without pressing save.',
    ],
    [
      m.priceComparator.replacesUrl('https://rival.example/vega'),
      "Adding replaces the group's URL in this country: https://rival.example/vega",
    ],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
