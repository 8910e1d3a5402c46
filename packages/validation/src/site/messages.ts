/**
 * Messages of the site spec document (site-content-and-shell §5 and §8), word for word, grouped by screen.
 * Login and shell messages live in `../messages.ts`. Where the spec states a rule without its wording, the
 * rule answers the shared generic wording of `../form-messages.ts`; the few entries marked "not in the spec"
 * here are specific to one screen.
 */
export const siteMessages = {
  treeBrowser: {
    empty: 'Anything here!',
    // not in the spec (§2.3 names the bulk actions delete, move and copy and a per-item report, no wording):
    bulk: {
      destinationRequired: 'Enter the path of the destination folder',
      destinationNotFound: (path: string) => `The folder ${path} does not exist`,
      destinationNotFolder: (path: string) => `${path} is not a folder`,
      confirmDelete: (count: number) =>
        `Delete ${count} ${count === 1 ? 'item' : 'items'}? Everything inside them is deleted too.`,
      destinationPrompt: (action: 'Move' | 'Copy', count: number) =>
        `${action} ${count} ${count === 1 ? 'item' : 'items'} into the folder:`,
      done: 'done',
    },
    // not in the spec (§6 names the Permissions tab only): the question before a local grant is removed
    confirmRemoveGrant: (what: string, setting: string, who: string) =>
      `Remove ${what} (${setting}) for ${who}? It changes what they may do here at once.`,
  },
  /**
   * Not in the spec: the creation forms of §2.3 and the ids of the tree. The spec confirms a creation only for a
   * Bodega ('Bodega creada') and a Tag ('Tag creado'); the other forms confirm in the same style.
   */
  content: {
    created: 'Contenido creado',
    idCharacters: 'The id may have letters, digits and . _ ~ - only, and may not start with a dot',
    idOrTitleRequired: 'An id or a title is required',
    idExists: (id: string) => `An object with id "${id}" already exists`,
  },
  testEmail: {
    fillAllFields: 'Please, fill all fields in order to send the email',
    sendError: 'There is an error sending the email',
    sent: (email: string) => `Email sent to ${email} successfully`,
    // not in the spec (§5 asks for the five fields only; an email is sent as one shop sends it):
    unknownShop: (shop: string) => `There is no shop ${shop}`,
    countryNotOfShop: (country: string, shop: string) =>
      `The shop ${shop} does not sell to the country ${country}`,
    domainNotOfShop: (domain: string, shop: string) => `The domain ${domain} is not one of the shop ${shop}`,
  },
  uploads: {
    errorUploadingTheImage: 'Error uploading the image',
    errorUploadingImage: 'Error uploading image',
    errorProcessingImages: 'Error processing images. Please try again.',
    errorUploadingFile: 'error_uploading_file',
    errorDeletingFile: 'error_deleting_file',
  },
  createContent: {
    productRequired: 'Selecciona un producto',
    typeRequired: 'Selecciona el tipo',
    bodegaRequired: 'Selecciona una bodega',
    registerError: (message: string) =>
      `Error: No se ha podido dar de alta el producto. ${message}`.trimEnd(),
  },
  home: {
    endBeforeStart: 'The end date must be greater than the start date.',
    productBannerRequired: "It's mandatory to put a product in the product-banner section.",
    maxProducts: (n: number) => `This section can show a maximum of ${n} products.`,
    onlyOneProduct: 'Only 1 product is allows.',
    invalidColor: (value: string) => `The color ${value} doesn't exist`,
    savedToday: 'Home stored correctly. The changes will be applied in approximately 12 minutes.',
    savedOn: (date: string) => `Changes will be applied on ${date}`,
    saveError: 'Error updating home page',
    // not in the spec (§8 confirms only 'Bodega creada' and 'Tag creado'):
    created: 'Home creada',
  },
  query: {
    invalidJson: 'JSON inválido',
  },
  submenu: {
    invalidJson: 'invalid json',
    saved: 'SEO fields saved',
    saveError: 'Error saving the SEO fields',
  },
  menu: {
    saved: 'Guardado satisfactoriamente',
    // not in the spec (§8 'a save-error flash with deserialization errors'): worded as the zone's, whose success
    // message the menu shares.
    saveError: (errors: string) => `Error al guardar: ${errors}`,
    // not in the spec (the editor sanitises the HTML; the server refuses what a sanitiser would have removed):
    unsafeHtml: 'The menu HTML may not hold scripts, frames, event handlers or javascript: links',
  },
  landing: {
    updated: 'Landing updated',
    updateError: 'Error updating the landing',
    uploadError: 'Error uploading the image',
    // not in the spec (§5 says only that the blog-post fields appear for type blog-post):
    blogPostOnly: 'Only blog posts have this field',
    // not in the spec (§8 confirms only 'Bodega creada' and 'Tag creado'):
    created: 'Landing creada',
  },
  tag: {
    updated: 'Tag actualizado',
    updateError: 'Fallo al actualizar el tag',
    created: 'Tag creado',
    idExists: 'An error has ocurred: This ID already exists',
    serverError: (messageOrStatus: string | number) => `Server Error: ${messageOrStatus}`,
    tag_type_required: 'Debes especificar un tipo de tag',
    uva_nombre_required: 'El campo nombre es obligatorio',
    // not in the spec (§3, §5 state the rules: type from the folder, grape id, slugs from the text):
    typeIsFolder: (folder: string) => `The tag type is its folder's id: ${folder}`,
    grapeId: (name: string, id: string) => `The id of the grape ${name} is ${id}`,
    slugFromText: (slug: string) => `The slug derives from the text: ${slug}`,
    // not in the spec (§2.6, §3: only grapes add a grape image and infographics):
    grapeImagesOnly: 'Only a grape tag has a grape image and infographics',
  },
  newsletter: {
    // not in the spec (§3/§9 name the transports' shared list, not a refusal):
    unknownTransport: (transport: string) => `Unknown transport: ${transport}`,
    unknownShippingOption: (transport: string, option: string) =>
      `Unknown option for the transport ${transport}: ${option}`,
    sectionLimited: (n: number) =>
      `This section is limited to ${n} products. If you want to add another one, you must first remove one.`,
    sectionIncomplete: (n: number) => `You must add another product, this section is for ${n} products`,
    deprecatedBanner: 'This banner is deprecated, please replace it to a new banner',
    /** Languages are listed as their codes, joined with ', ' (e.g. `es, fr`). */
    subjectMissing: (languages: readonly string[]) => `The subject is missing in: ${languages.join(', ')}`,
    statusError: 'There is an error updating the status of the newsletter',
    verified: 'Content verified successfully. This newsletter is ready for send.',
    saved: 'Newsletter saved successfully',
    saveError: (validationText = '') => `Error saving the newsletter. ${validationText}`.trimEnd(),
    translationsUpdated: 'Translations updated',
    // not in the spec: the questions before the translate helper overwrites texts, and before the emails list goes
    confirmTranslate: (languages: readonly string[]) =>
      `Replace the text in ${languages.join(', ')} with the translation of the Spanish one?`,
    confirmDeleteEmails: (total: number) =>
      `Delete the emails list (${total} recipients)? The audience is built from the filters again.`,
    copied: 'Copied!',
    uploadedToBrevo: 'Uploaded to Brevo!',
    brevoError: (status: number | string) => `Error uploading to Brevo! Status: ${status}`,
    // not in the spec (specific to the audience file; generic wording is `formMessages`):
    audienceFileNotTxt: 'The emails file must be a .txt file with one email per line',
    audienceFileEmpty: 'The emails file has no emails',
    audienceBadLine: (line: number, text: string) => `Line ${line} is not a valid email: "${text}"`,
    // not in the spec (§4 names the transitions, not their refusals):
    cannotVerify: (status: string) => `Only a draft can be verified: this newsletter is ${status}`,
    cannotGoBackToDraftScheduled: 'A scheduled newsletter cannot go back to draft: unschedule it first',
    alreadyDraft: 'This newsletter is already a draft',
    cannotSchedule: (status: string) =>
      `Only a verified newsletter can be scheduled: this newsletter is ${status}`,
    scheduleDateMissing: 'Set the date to send the newsletter (Scheduled at) before scheduling it',
    audienceMissing: 'This newsletter has no audience: upload a list of emails or set the filters',
    cannotUnschedule: (status: string) =>
      `Only a scheduled newsletter can be unscheduled: this newsletter is ${status}`,
    // not in the spec (the test-email and preview dropdown's own labels):
    sendTestEmail: 'Send a test email',
    audienceTooManyLines: (max: number) => `The emails file has more than ${max} lines`,
    audienceNoList: 'This newsletter has no emails list',
    // not in the spec (§3 gives the id form D_MM_YY_ plus a slug):
    invalidId: 'A newsletter id is D_MM_YY_ plus a slug',
    // not in the spec (§8 confirms only 'Bodega creada' and 'Tag creado'):
    created: 'Newsletter creada',
    // not in the spec (the translate call's body, §7):
    translateTextRequired: 'The text to translate is required',
    translateTextTooLong: (max: number) => `The text to translate is longer than ${max} characters`,
    translateTarget: (languages: readonly string[]) =>
      `The target language must be one of ${languages.join(', ')}`,
    translateKind: (kinds: readonly string[]) => `The type must be one of ${kinds.join(', ')}`,
    // not in the spec (§4: verified and scheduled newsletters are read-only in the content editor):
    contentReadOnly: (status: string) =>
      `This newsletter is ${status}: its content is read-only. Back to draft to change it.`,
    // not in the spec (§8 names only the home's and the generator's upload errors):
    imageMissing: 'The image is missing',
    // not in the spec (§3 names the count's source and the progress's counters, not their words):
    audienceCount: (total: number, source: 'list_emails' | 'filters') =>
      `Audience: ${total} ${total === 1 ? 'recipient' : 'recipients'}, from ${
        source === 'list_emails' ? 'the uploaded emails list' : 'the filters'
      }`,
    progressCounters: {
      sent: 'Sent',
      nosent: 'Not sent',
      norendered: 'Not rendered',
      pending: 'Pending',
      rendered: 'Rendered',
      total: 'Total',
    },
  },
  promos: {
    missingTranslation: (language: string, title: string) =>
      `It's missing the ${language} translation of the promo ${title}`,
    saved: 'Promos saved correctly',
    saveError: 'There is an error on saving promos',
  },
  taxonomy: {
    saved: 'Saved successfully.',
    saveError: (message: string) => `Error saving. ${message}`,
  },
  zone: {
    saved: 'Guardado satisfactoriamente',
    saveError: (body: string) => `Error al guardar: ${body}`,
    idAndNameRequired: 'Id y Nombre requeridos',
    classificationYear: 'Anyada tiene que ser un valor >1000 i <3000',
    wineryExists: 'La bodega ya existe',
    // not in the spec (§8 confirms only 'Bodega creada' and 'Tag creado'):
    created: 'Zona creada',
  },
  region: {
    destinationRequired: 'Debes especificar un destino',
    moved: 'Region movida. Los datos pueden tardar en aparecer',
    moveError: 'Algo ha ido mal',
    copied: 'Contenido copiado. Los datos pueden tardar en aparecer',
  },
  /** Not in the spec: the new Producto form of §2.3 (§3: nombre and tipo). */
  producto: {
    created: 'Producto creado',
    nameWithoutId: 'The name must have a letter or a digit: the id is made from it',
  },
  /** Not in the spec: the 'Add new Pack' form of §2.12 confirms in the style of 'Bodega creada'. */
  pack: {
    created: 'Pack creado',
  },
  bodega: {
    allFieldsRequired: 'Todos los campos son necesarios',
    created: 'Bodega creada',
    serverError: (msg: string) => `Server Error: ${msg}`,
    // not in the spec (§5: the internal id is the first 4 characters of the slug without hyphens):
    internalIdMismatch: (id: string, internalId: string) => `The internal id of '${id}' is '${internalId}'`,
  },
  imageGenerator: {
    noProduct: 'No product selected',
    uploadError: 'Error uploading the image',
    /** `GET @product?id=` for an id that is neither a product nor a reference the user may view (not in the spec). */
    unknownProduct: (id: string) => `No product or reference "${id}"`,
    /** The product has no image to draw from (not in the spec). */
    noImages: 'This product has no images',
  },
} as const;

/**
 * The registration's server refusals ('Create product content', §2.13), not in the spec: apart from `siteMessages`,
 * which the first page carries, so that they load with the screen and the backend only.
 */
export const productContentMessages = {
  /** The option named is not among the ERP's options. */
  unknownOption: (id: string) => `La opción ${id} no existe`,
  /** The option already has its product (someone registered it meanwhile). */
  optionHasContent: (id: string) => `La opción ${id} ya tiene un producto`,
  /** A product has the option's group as id already. */
  productExists: (id: string) => `El producto ${id} ya existe en esta bodega`,
  /** The region is not a zone of /zonas/. */
  unknownRegion: (path: string) => `La región ${path} no existe`,
  /** A grape is not a tag of /tags/uva/. */
  unknownGrape: (id: string) => `La uva ${id} no existe`,
} as const;
