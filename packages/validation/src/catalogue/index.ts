export { validateCompetitorUrl } from '../competitor-url';
export { isAbsoluteHttpUrl } from '../http-url';
export {
  fractionToPercent,
  percentToFraction,
  validateGrapePercentage,
  validatePercentage,
} from '../percent';
export { isUnlimitedStock } from '../stock';
export type {
  BottleFormat,
  CapacityCode,
  Country,
  DeliveryCountry,
  ImageExtension,
  ImageSize,
  ImageSlot,
  OptionState,
  TipoKind,
} from './constants';
export {
  BOTTLE_FORMATS,
  BOTTLE_LITRES,
  CAPACITY_CODES,
  CATALOGUE_LIMITS,
  CONTENT_REVIEW_BEHAVIOR,
  COUNTRIES,
  COUNTRY_NAMES,
  DEFAULT_PACK_CAPACITY,
  DELIVERY_COUNTRIES,
  IMAGE_SLOT_EXTENSIONS,
  IMAGE_SLOTS,
  isCapacityCode,
  isCountry,
  isOptionState,
  LATE_UPLOAD_SLOTS,
  MAP_IMAGE_SIZE,
  OPTION_STATE_COLOURS,
  OPTION_STATES,
  PACK_IMAGE_SIZE,
  SEO_BEHAVIOR,
  TIPO_PREFIXES,
  UNLIMITED_STOCK_VALUES,
} from './constants';
export type { ContentReviewEntry, StampOptions } from './content-review';
export { stampContentReview } from './content-review';
export type { MenuGroup, MenuSection, ProductEditorKind, ProductTextSection } from './editors';
export {
  editorForPath,
  isProductTextSection,
  PRODUCT_EDITOR_TABS,
  PRODUCT_MENU_GROUPS,
  PRODUCT_MENU_SECTIONS,
  PRODUCT_TEXT_SECTIONS,
  SEO_H1_TYPES,
  seoHasH1,
  tipoKind,
  WINERY_MENU_SECTIONS,
  WINERY_TABS,
  WINERY_TEXT_SECTIONS,
} from './editors';
export type { ImageFile } from './image-file';
export { fileNameOf, imageSlotOf, orderImageUploads, validateImageFileName } from './image-file';
export { imageSizeOf, validateImageSize } from './image-size';
export type { SlotImageUpload } from './image-upload';
export {
  imageSlotPath,
  isImageSlot,
  PACK_IMAGE_FIELD,
  PACK_IMAGE_PATH,
  validateImageUploadFile,
  validateSlotImageUpload,
} from './image-upload';
export type { MapPoint } from './map-link';
export { parseMapLink, validateMapLinkField } from './map-link';
export { catalogueMessages } from './messages';
export type { MultiUnitOffer, OptionOffer } from './offer';
export { isValidOffer, multiUnitOffer } from './offer';
export type { OptionReference, OptionRow } from './options';
export {
  backofficeProductHref,
  capacityName,
  optionCurrency,
  optionLastUnitsText,
  optionOfferText,
  optionPriceText,
  optionPriceWithTaxText,
  optionReferences,
  optionReferenceTitle,
  priceWithTax,
  readOptions,
} from './options';
export type { PackContent, PackContentEntry, PackFormInput, PackFormRow, PackPatch } from './pack';
export {
  applyGift,
  isPackDiscountDisabled,
  validatePackContent,
  validatePackForm,
  validatePackPatch,
} from './pack';
export type { PackContentKey } from './pack-content-key';
export { formatPackContentKey, parsePackContentKey } from './pack-content-key';
export type { PackEditorFields, PackEditorRow, PackEditorValues } from './pack-editor';
export {
  applyRowGift,
  isRowsDiscountDisabled,
  packEditorPatch,
  packEditorValues,
  validatePackEditor,
} from './pack-editor';
export type { PackImage } from './pack-image';
export { validatePackImage } from './pack-image';
export type { CompetitorUrlRow, RankedRow, UrlsConfirmation } from './price-comparator';
export {
  COMPETITOR_DATE_PATTERN,
  comparePriceRows,
  confirmUrls,
  formatCompetitorDate,
} from './price-comparator';
export type { OptionsChange } from './private-sale';
export { isPrivateSale, validateOptionsChange } from './private-sale';
export type { GrapeRow, ProductFields, ProductFormValues } from './product-form';
export {
  productFormValues,
  productPatch,
  validateProductForm,
} from './product-form';
// The product picker (issue 28: beyond the spec).
export type { PickerCandidate } from './product-picker';
export {
  exactMatchesFirst,
  isReferenceList,
  looksLikeReference,
  productPickerMessages,
  splitReferenceList,
  typedReference,
  withPickedReference,
} from './product-picker';
export type {
  PackRowCandidate,
  ProductSearchQuery,
  ProductSearchSerializer,
  ProductSearchSort,
  ProductsByReferenceQuery,
} from './product-search';
export {
  findPackRow,
  PRODUCT_LOOKUP_MAX,
  PRODUCT_SEARCH_MAX_SIZE,
  PRODUCT_SEARCH_SERIALIZERS,
  PRODUCT_SEARCH_SORTS,
  validateProductSearch,
  validateProductsByReference,
} from './product-search';
export { productTipoIssues, tipoPrefixFor } from './product-tipo';
// Restore this version (issue 28)
export { restoreMessages } from './restore-messages';
export type { StaticMapRequest } from './static-map';
export { STATIC_MAP_LIMITS, staticMapRequestFor, validateStaticMapRequest } from './static-map';
