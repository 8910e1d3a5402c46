/**
 * Messages of the catalogue spec document (catalogue-editors §4, §5, §8, §9), word for word, grouped by screen.
 * A message with a placeholder is a function of its values.
 */
export const catalogueMessages = {
  /** Button and control labels the spec quotes (§2, §4), for the screens that show them. */
  labels: {
    viewWineryOn: 'View winery on',
    saveWinery: 'Save winery',
    viewProductOn: 'View product on',
    saveProduct: 'Save product',
    /** The Pack editor's save (the spec words the generic save's messages, not this button). */
    savePack: 'Save pack',
    deleteSelected: 'Delete selected',
    updateSelected: 'Update selected',
    addUrl: '+ Add URL',
    prevPage: 'Prev page',
    nextPage: 'Next page',
    loadMore: 'Load more',
    reviewed: 'Reviewed',
    notReviewed: 'No reviewed',
    updateState: 'Update State',
  },
  /** Generic save of an editor (§7 generic save, §8, §4 'Saving...'). */
  save: {
    saving: 'Saving...',
    saved: 'Saved successfully.',
    error: (message: string) => `Error saving. ${message}`,
  },
  /** Editing tabs without guillotina.ModifyContent (§5, §6): a persistent error. */
  permissions: {
    cannotModify: 'You do not have authorization to modify the content',
  },
  seo: {
    saved: 'SEO fields saved',
    error: 'Error saving the SEO fields',
  },
  contentReview: {
    saved: 'Content review fields saved',
    error: 'Error saving the content review fields',
  },
  /**
   * Product editor (§2). The Complements tab's note points to the old back-office page for complements without
   * showing its address (the spec's words); the rest is our wording for what the spec leaves unworded.
   */
  product: {
    complementsNote:
      'Complements are edited in the old back-office: open this complement on its complements page there.',
    noImages: 'This product has no images yet.',
    otherTags: 'Other tags',
  },
  /** Winery editor, Town section: the 600x400 static map image. */
  locationMap: {
    uploading: 'Uploading location map image...',
    deleting: 'Deleting location map image...',
    uploadError: 'Error uploading location map image',
    deleteError: 'Error deleting location map image',
  },
  /** Images screen (§2 banner, §5 image upload, §8 flash messages). */
  images: {
    /** §2's warning banner: "image changes apply immediately without pressing save", as a sentence. */
    appliesImmediately: 'Image changes apply immediately, without pressing save.',
    /** `name` is the file name without its extension; the slots are joined with ', '. */
    invalidType: (name: string, slots: readonly string[]) =>
      `Invalid image type "${name}". Must be one of these: ${slots.join(', ')}`,
    /** `expected` is 'jpg' or 'png', `slot` the image slot, `actual` the file's extension as written. */
    wrongExtension: (expected: string, slot: string, actual: string) =>
      `Expected "${expected}" extension for img ${slot}, got "${actual}"`,
    /** Required size W x H, actual size A x B. */
    wrongSize: (width: number, height: number, actualWidth: number, actualHeight: number) =>
      `Image size must be ${width}x${height} instead of ${actualWidth}x${actualHeight}`,
    /** Appended when a slot upload answers status 300 or above. */
    uploadFailed: (status: number | string, type: string) => `Error ${status} uploading image ${type}`,
    errorUploadingFile: 'error_uploading_file',
    errorDeletingFile: 'error_deleting_file',
    deleted: 'Imagen borrada',
    /**
     * Not in the spec: the question before an image (or the file of a file field) is deleted, at once (§4).
     * `image` names it as its Delete button does ('image VS00001 anv800', 'location map image').
     */
    confirmDelete: (image: string) => `Delete ${image}? It goes at once, without pressing save.`,
  },
  /** Pack editor (§4 pack availability and sale mode, §5 pack save, §8). */
  pack: {
    missingProduct:
      'You seem to have left out filling in product information! Fill in all fields and save again.',
    statusError: 'Error when changing pack status',
    available: 'Pack available',
    descatalogued: 'Pack descatalogued',
    privateSaleChanged: 'The private sale status has been changed',
    oops: (message: string) => `Oops! ${message}`,
    /** Also the rule message of a pack image that is not a png (the spec names no other). */
    imageUploadError: 'There was an error uploading the image',
    imageGenerated: 'Image generated and saved',
    imageUploaded: 'Image uploaded and saved',
  },
  /** Price comparator tab (§5 add URL, §8, §9 'Now'). */
  priceComparator: {
    urlRequired: 'Please input the URL',
    removeError: (message: string) => `There was an error removing the data: ${message}`,
    updateError: (message: string) => `There was an error updating the data: ${message}`,
    addError: (message: string) => `There was an error adding the URL: ${message}`,
    updated: 'Updated successfully',
    dataUpdated: 'Data updated with the new values',
    now: 'Now',
    /** Not in the spec: '+ Add URL' of a group that has a URL in the country updates it (the same call, §7). */
    replacesUrl: (url: string) => `Adding replaces the group's URL in this country: ${url}`,
  },
  /**
   * Options tab (§2, §9 stock): the columns as the spec names them, then words of our own (the spec has none) for
   * the Last units column and a product without options.
   */
  options: {
    columns: {
      country: 'Country',
      state: 'State',
      price: 'Price',
      offer: 'Offer',
      priceWithTax: 'P.IVA',
      supplier: 'Prov',
      lastUnits: 'Last units',
    },
    unlimited: 'Unlimited',
    yes: 'Yes',
    no: 'No',
    none: 'This product has no options.',
  },
  /**
   * Not in the spec: wording of our own for rules the spec states without one. Generic wording (required,
   * ranges, lengths) is the shared `formMessages`; these are specific to the catalogue screens.
   */
  limits: {
    mapLink: 'The map link must be an absolute URL containing /@lat,lng,zoomz',
    duplicatePackProduct: 'This product is already in the pack',
    /** Product tipo (§3: a type prefix such as /pk, /co, /vi; packs live under /packs/, complements under /complementos/). */
    tipoSlash: "The type must start with '/'",
    tipoPrefix: (prefix: string) => `The type must start with ${prefix}`,
    /** Product opciones (§3: a map of options), keyed by reference and shop. */
    optionKey: 'An option is keyed by {referencia}-{tienda}',
    /** Images screen: the file chosen for one slot is named for another (§5 checks the name, §7 names the slot). */
    slotMismatch: (slot: string, fileName: string) =>
      `Expected a file name ending in ${slot} for img ${slot}, got "${fileName}"`,
    /** Images screen: a slot of a reference the product has no option for. */
    unknownReference: (reference: string) => `The product has no reference "${reference}"`,
    /** Images screen: reading or deleting a slot that holds no image. */
    noImage: (reference: string, slot: string) => `There is no image ${slot} for reference ${reference}`,
    /** Pack editor: 'Generate image' on a product that is not a pack. */
    notAPack: 'Only a pack has a pack image',
    /** Private sale (§7 @opciones): the one option setting changed for all options at once. */
    optionsToModify: 'Only solo_venta_privada can be changed for all the options at once',
    /** Product search: a cursor that no earlier page answered. */
    invalidCursor: 'The cursor is not valid',
  },
} as const;
