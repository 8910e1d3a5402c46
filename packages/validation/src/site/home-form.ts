import { asArray, asRecord, asText, type Fields, toNumber } from '../fields';
import { LANGUAGES } from '../shops';
import { homeSectionProducts, homeSectionType } from './home';
import { HOME_SECTION_TYPES, type HomeSectionType } from './home-constants';

/** The fields of a home section the Data tab edits (site-content §3), besides id, key, hidden and for_langs. */
export const HOME_SECTION_FIELDS = [
  'title',
  'subtitle',
  'buttonText',
  'buttonLink',
  'html',
  'image',
  'images',
  'theme',
  'textBanner',
  'textBigger',
  'buttonTheme',
  'filter',
  'imageRepeat',
  'imageCover',
  'removePadding',
  'widthSize',
  'height',
  'query',
  'reference',
  'discount',
  'discount_text',
  'is_same_offer_for_all_products',
  'text_banner',
  'link',
  'bgColor',
] as const;
export type HomeSectionField = (typeof HOME_SECTION_FIELDS)[number];

/**
 * How each field is edited: a text per language, HTML per language, a number, a yes/no, one of a list, a colour,
 * an image (URL or upload), a list of images, product references, or the query's group ids.
 */
export type HomeFieldKind =
  | 'i18n'
  | 'html'
  | 'number'
  | 'boolean'
  | 'theme'
  | 'buttonTheme'
  | 'filter'
  | 'width'
  | 'color'
  | 'image'
  | 'images'
  | 'products'
  | 'groups';

/** Kind and label of every section field (not in the spec: the labels are the field names in words). */
export const HOME_FIELD_DEFS: Readonly<Record<HomeSectionField, { kind: HomeFieldKind; label: string }>> = {
  title: { kind: 'i18n', label: 'Title' },
  subtitle: { kind: 'i18n', label: 'Subtitle' },
  buttonText: { kind: 'i18n', label: 'Button text' },
  buttonLink: { kind: 'i18n', label: 'Button link' },
  html: { kind: 'html', label: 'Html' },
  image: { kind: 'image', label: 'Image' },
  images: { kind: 'images', label: 'Images' },
  theme: { kind: 'theme', label: 'Theme' },
  textBanner: { kind: 'i18n', label: 'Banner text' },
  textBigger: { kind: 'boolean', label: 'Bigger text' },
  buttonTheme: { kind: 'buttonTheme', label: 'Button theme' },
  filter: { kind: 'filter', label: 'Filter' },
  imageRepeat: { kind: 'boolean', label: 'Repeat image' },
  imageCover: { kind: 'boolean', label: 'Cover' },
  removePadding: { kind: 'boolean', label: 'Remove padding' },
  widthSize: { kind: 'width', label: 'Width' },
  height: { kind: 'number', label: 'Height' },
  query: { kind: 'groups', label: 'Groups' },
  reference: { kind: 'products', label: 'Products' },
  discount: { kind: 'number', label: 'Discount' },
  discount_text: { kind: 'i18n', label: 'Discount text' },
  is_same_offer_for_all_products: { kind: 'boolean', label: 'Same offer for all products' },
  text_banner: { kind: 'i18n', label: 'Text banner' },
  link: { kind: 'i18n', label: 'Link' },
  bgColor: { kind: 'color', label: 'Background colour' },
};

/**
 * The fields each section type shows, in order (not in the spec, which lists the fields of every section
 * together: each type gets those its rendering uses).
 */
export const HOME_FIELDS_BY_TYPE: Readonly<Record<HomeSectionType, readonly HomeSectionField[]>> = {
  'product-banner': [
    'reference',
    'title',
    'subtitle',
    'textBanner',
    'textBigger',
    'buttonText',
    'buttonLink',
    'buttonTheme',
    'theme',
    'discount',
    'discount_text',
    'bgColor',
  ],
  'offer-banner': [
    'reference',
    'title',
    'text_banner',
    'is_same_offer_for_all_products',
    'discount',
    'discount_text',
    'link',
    'theme',
    'bgColor',
  ],
  html: ['html', 'removePadding', 'bgColor'],
  'blog-posts': ['title', 'subtitle', 'query', 'buttonText', 'buttonLink', 'buttonTheme'],
  image: [
    'image',
    'link',
    'title',
    'subtitle',
    'textBigger',
    'buttonText',
    'buttonLink',
    'buttonTheme',
    'filter',
    'widthSize',
    'height',
    'imageRepeat',
    'imageCover',
    'bgColor',
  ],
  'image-slider': ['images', 'widthSize', 'height', 'filter'],
  'product-image': ['reference', 'title', 'subtitle', 'image', 'filter', 'bgColor'],
};

/** A section as the Data tab edits it: references and group ids as typed text, numbers as text. */
export interface HomeSectionForm extends Fields {
  id: string;
  key: HomeSectionType;
  hidden: boolean;
  for_langs: string[];
}

export interface HomeFormValues {
  date_start: string;
  date_end: string;
  sections: HomeSectionForm[];
}

const joined = (list: readonly string[]) => list.join(', ');
const listOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value.map(asText) : asText(value).split(/[\s,;]+/)).filter((part) => part !== '');

/** A new section of a type: shown, for every language, nothing else filled. */
export const newHomeSection = (key: HomeSectionType, id: string): HomeSectionForm => ({
  id,
  key,
  hidden: false,
  for_langs: [...LANGUAGES],
});

/** One stored section as the form edits it (an unknown type reads as html). */
export function homeSectionForm(section: unknown, index: number): HomeSectionForm {
  const record = asRecord(section);
  const key = homeSectionType(record) ?? HOME_SECTION_TYPES[2];
  const form: HomeSectionForm = {
    ...record,
    id: asText(record.id) || `section-${index + 1}`,
    key,
    hidden: record.hidden === true,
    for_langs: Array.isArray(record.for_langs) ? record.for_langs.map(asText) : [...LANGUAGES],
  };
  if ('reference' in record) form.reference = joined(homeSectionProducts(record));
  if ('query' in record) form.query = { groups: joined(listOf(asRecord(record.query).groups)) };
  for (const field of ['discount', 'height'] as const)
    if (field in record) form[field] = asText(record[field]);
  return form;
}

/** The Data tab's values of a stored home. */
export const homeFormValues = (home: unknown): HomeFormValues => {
  const record = asRecord(home);
  return {
    date_start: asText(record.date_start),
    date_end: asText(record.date_end),
    sections: asArray(record.sections).map(homeSectionForm),
  };
};

/** A map by language without its empty texts; undefined when none is left. */
const i18nOf = (value: unknown): Record<string, string> | undefined => {
  const entries = Object.entries(asRecord(value))
    .map(([language, text]) => [language, typeof text === 'string' ? text : asText(text)] as const)
    .filter(([, text]) => text.trim() !== '');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
};

/**
 * One section as it is stored: references and group ids as lists, numbers as numbers (a number that is not one is
 * kept as typed, for the rule to refuse), empty texts and empty choices left out.
 */
export function homeSectionPatch(section: HomeSectionForm): Fields {
  const out: Fields = {};
  for (const [field, value] of Object.entries(section)) {
    const kind = HOME_FIELD_DEFS[field as HomeSectionField]?.kind;
    if (kind === 'i18n' || kind === 'html') {
      const texts = i18nOf(value);
      if (texts) out[field] = texts;
    } else if (kind === 'products') {
      const products = homeSectionProducts({ reference: value });
      if (products.length > 0) out[field] = products;
    } else if (kind === 'groups') {
      const groups = listOf(asRecord(value).groups);
      if (groups.length > 0) out[field] = { groups };
    } else if (kind === 'number') {
      if (asText(value) !== '') out[field] = toNumber(value) ?? asText(value);
    } else if (kind === 'images') {
      out[field] = asArray(value).map((image) => {
        const record = asRecord(image);
        const alt = i18nOf(record.alt);
        const link = i18nOf(record.link);
        return { src: asText(record.src), ...(alt ? { alt } : {}), ...(link ? { link } : {}) };
      });
    } else if (typeof value === 'string') {
      if (value.trim() !== '' || field === 'filter') out[field] = value.trim();
    } else if (value !== undefined && value !== null) out[field] = value;
  }
  return out;
}

/** The PATCH of Save and Publish (site-content §7): `{sections, date_start, date_end}`. */
export const homePatch = (values: HomeFormValues) => ({
  date_start: values.date_start,
  date_end: values.date_end,
  sections: values.sections.map(homeSectionPatch),
});
