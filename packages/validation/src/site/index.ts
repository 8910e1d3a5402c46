export type { AudienceEmailLine } from './audience-email-lines';
export { isAudienceFileName, readAudienceEmailLine } from './audience-email-lines';
export type { AudienceEmails } from './audience-emails';
export { parseAudienceEmails } from './audience-emails';
export type { NewBodegaValue } from './bodega';
export { bodegaInternalId, validateNewBodega } from './bodega';
export { colorIssue, isHexColor } from './color';
export { contentIdIssues } from './content-id';
export type { GrapeShare } from './grapes';
export { validateGrapeShares } from './grapes';
export type { HomeRange, HomeSection, HomeValue, NewHomeValue } from './home';
export {
  homePickerInstant,
  homeRangeFromDays,
  homeSavedMessage,
  homeSectionIssues,
  homeSectionProducts,
  homeSectionType,
  validateHome,
  validateHomeRange,
  validateNewHome,
} from './home';
export type { BannerTheme, ButtonTheme, HomeFilter, HomeSectionType, HomeWidth } from './home-constants';
export {
  BANNER_THEMES,
  BUTTON_THEMES,
  DESKTOP_BANNER_MIN_WIDTH,
  HOME_FILTER_LABELS,
  HOME_FILTERS,
  HOME_PICKER_HOUR,
  HOME_RANGE_TIMES,
  HOME_SECTION_TYPES,
  HOME_WIDTHS,
  isDesktopBannerImage,
} from './home-constants';
export type { HomeFieldKind, HomeFormValues, HomeSectionField, HomeSectionForm } from './home-form';
export {
  HOME_FIELD_DEFS,
  HOME_FIELDS_BY_TYPE,
  HOME_SECTION_FIELDS,
  homeFormValues,
  homePatch,
  homeSectionForm,
  homeSectionPatch,
  newHomeSection,
} from './home-form';
export type { ImageGeneratorValue } from './image-generator';
export { validateImageGenerator } from './image-generator';
export type { ImageGeneratorCorner, ImageGeneratorPreset } from './image-generator-constants';
export {
  IMAGE_GENERATOR_CORNER_LABELS,
  IMAGE_GENERATOR_CORNERS,
  IMAGE_GENERATOR_DEFAULTS,
  IMAGE_GENERATOR_FONT_FAMILY,
  IMAGE_GENERATOR_POSITION_STEP,
  IMAGE_GENERATOR_PRESETS,
  IMAGE_GENERATOR_STORAGE_KEY,
  IMAGE_GENERATOR_ZOOM_STEP,
} from './image-generator-constants';
export type { ImageGeneratorSettings, ImageRect, Point } from './image-generator-settings';
export {
  ballCentre,
  defaultImageGeneratorSettings,
  IMAGE_GENERATOR_BALL_LIMITS,
  IMAGE_GENERATOR_SIZE,
  imageGeneratorFileName,
  imageGeneratorSettings,
  productImageRect,
  withImageGeneratorPreset,
} from './image-generator-settings';
export { parseJsonQuery } from './json-query';
export type {
  ImgPosition,
  LandingProductSource,
  LandingSectionTemplate,
  LandingTemplate,
} from './landing-constants';
export {
  BLOG_POST_TEMPLATE,
  BLOG_PRODUCT_LIST_STATES,
  hasBlogFields,
  IMG_POSITIONS,
  LANDING_PRODUCT_SOURCES,
  LANDING_SECTION_TEMPLATES,
  LANDING_TEMPLATES,
} from './landing-constants';
export type {
  LandingDataFields,
  LandingDataValues,
  LandingLanguageValues,
  LandingSectionField,
  LandingSectionText,
  LandingSectionValues,
  Texts as LandingTexts,
} from './landing-editor';
export {
  copiedLandingSections,
  LANDING_SECTION_FIELDS,
  LANDING_SECTION_TEXTS,
  LANDING_SECTIONS_CLIPBOARD_KEY,
  landingDataPatch,
  landingDataValues,
  landingSearchBody,
  landingSectionIdTaken,
  landingSectionOut,
  landingSectionsIssues,
  landingSectionsMessages,
  landingSectionsValues,
  landingSectionValues,
  moveItem,
  newLandingSection,
  newLandingSectionId,
  pastedLandingSections,
  pushLandingHistory,
  validateLandingData,
  validateLandingSections,
} from './landing-editor';
export { CONTENT_LIMITS, SITE_LIMITS } from './limits';
export type { MenuValue } from './menu';
export { isUnsafeHtml, validateMenu } from './menu';

export { productContentMessages, siteMessages } from './messages';
export type { NewContentValue } from './new-content';
export { validateNewContent } from './new-content';
export type { NewLandingValue } from './new-landing';
export { validateNewLanding } from './new-landing';
export type { NewPackValue } from './new-pack';
export { validateNewPack } from './new-pack';
export type { NewProductoValue } from './new-producto';
export { productNameIssues, validateNewProducto } from './new-producto';
export type {
  AudienceConditionOp,
  AudienceDateCondition,
  AudienceNumericCondition,
  AudienceSource,
  ButtonSubtype,
  Frequency,
  InitialBannerOption,
  NewsletterSectionType,
  NewsletterStatus,
  NewsletterStatusFilter,
  ProductKind,
  ProductSide,
  ShippingDiscountOption,
} from './newsletter-constants';
export {
  AUDIENCE_CONDITION_OPS,
  AUDIENCE_DATE_CONDITIONS,
  AUDIENCE_DATE_OP_LABELS,
  AUDIENCE_NUMERIC_CONDITIONS,
  AUDIENCE_SOURCES,
  BUTTON_SUBTYPES,
  DEFAULT_FREQUENCY,
  DEFAULT_NEWSLETTER_STATUS,
  DEPRECATED_NEWSLETTER_SECTION_TYPE,
  FREQUENCY_OPTIONS,
  INITIAL_BANNER_OPTIONS,
  NEWSLETTER_SECTION_LABELS,
  NEWSLETTER_SECTION_PRODUCT_LIMITS,
  NEWSLETTER_SECTION_TYPES,
  NEWSLETTER_STATUS_COLORS,
  NEWSLETTER_STATUS_FILTERS,
  NEWSLETTER_STATUSES,
  PRODUCT_KINDS,
  PRODUCT_SIDES,
  SHIPPING_DISCOUNT_OPTIONS,
  TRANSLATABLE_NEWSLETTER_SECTION_TYPES,
} from './newsletter-constants';
export type { NewNewsletterValue } from './newsletter-creation';
export { validateNewNewsletter } from './newsletter-creation';
export type { NewsletterIdParts } from './newsletter-id';
export { buildNewsletterId, parseNewsletterId } from './newsletter-id';
export type {
  AudienceConditionForm,
  NewsletterScheduleDates,
  NewsletterScheduleForm,
  NewsletterSchedulePatch,
} from './newsletter-schedule';
export {
  newsletterScheduleForm,
  newsletterScheduleIssues,
  SCHEDULE_DATE_FIELDS,
  validateNewsletterScheduleForm,
} from './newsletter-schedule';
export {
  addNewsletterSectionProduct,
  NEWSLETTER_CONTENT_FIELDS,
  newsletterContentLockIssues,
  newsletterProductLimit,
  newsletterSectionIssues,
  newsletterSectionProducts,
  newsletterSectionSummary,
  validateNewsletterContent,
} from './newsletter-section';
export { NEWSLETTER_TRANSPORTS, newsletterShippingIssues } from './newsletter-shipping';
export type {
  NewsletterStatusAction,
  NewsletterTransitionInput,
  NewsletterTransitionRefusal,
} from './newsletter-status';
export { NEWSLETTER_STATUS_ACTIONS, newsletterTransition, verifyToggleAction } from './newsletter-status';
export { missingSubjectLanguages, validateNewsletterSubject } from './newsletter-subject';
export type { TranslateKind, TranslateRequest, TranslateTargetLanguage } from './newsletter-translate';
export {
  TRANSLATE_KINDS,
  TRANSLATE_MAX_TEXT,
  TRANSLATE_SOURCE_LANGUAGE,
  TRANSLATE_TARGET_LANGUAGES,
  translationsToOverwrite,
  validateTranslateRequest,
} from './newsletter-translate';
export { validateObjectTitle } from './object-title';
export type { ProductOptionStatusTag } from './product-constants';
export { GRAPE_TAG_TYPE, PRODUCT_CONTENT_TIPOS, PRODUCT_OPTION_STATUS_TAGS } from './product-constants';
export type { Capacidad, ProductContentValue, ProductNames } from './product-content';
export {
  DEFAULT_CAPACIDAD,
  fitWords,
  productContentNames,
  validateCreateProductContent,
} from './product-content';
export type { Promo } from './promo';
export { normalisePromoLink, PROMO_DEFAULTS, promoEndOfDay, validatePromos } from './promo';
export type { PromoFormRow, PromoStatus } from './promo-form';
export {
  newPromoFormRow,
  newPromoId,
  promoFormRow,
  promoFormRows,
  promoStatus,
  validatePromoForm,
} from './promo-form';
export { stripProductName } from './strip-product-name';
export type { SubmenuItem } from './submenu';
export {
  parseSubmenuJson,
  submenuItemSchema,
  submenuSchema,
  submenuTexts,
  validateSubmenu,
} from './submenu';
export type { LocalizedText, NewTagValue, TagEditorValues, TagImage, TagValue } from './tag';
export {
  grapePagePath,
  grapeTagId,
  normaliseTagText,
  tagEditorValues,
  tagImages,
  tagSlugs,
  validateNewTag,
  validateTag,
} from './tag';
export type { TaxonomyNode } from './taxonomy';
export {
  hasTaxonomyUrls,
  PRODUCT_CATEGORY_TAXONOMY,
  validateTaxonomy,
  validateTaxonomyChild,
} from './taxonomy';
export type { TestEmailBody, TestEmailInput } from './test-email';
export { testEmailBody, validateTestEmail } from './test-email';
export type { NewZoneValue, RegionTransferValue } from './zone';
export {
  addEmblematicWinery,
  validateClassifications,
  validateEmblematicWineries,
  validateNewZone,
  validateRegionTransfer,
} from './zone';
export type { RatingCode, ZoneType } from './zone-constants';
export { DEFAULT_ZONE_TYPE, RATING_CODES, RATINGS, ZONE_IMAGE_FIELDS, ZONE_TYPES } from './zone-constants';
export type {
  ClassificationRow,
  CouncilField,
  ZoneEditorFields,
  ZoneEditorValues,
} from './zone-editor';
export {
  COUNCIL_FIELDS,
  newClassificationRow,
  validateZoneEditor,
  zoneEditorValues,
  zoneUpsertBody,
} from './zone-editor';
