/** Section types of the home page (§9). */
export const HOME_SECTION_TYPES = [
  'product-banner',
  'offer-banner',
  'html',
  'blog-posts',
  'image',
  'image-slider',
  'product-image',
] as const;
export type HomeSectionType = (typeof HOME_SECTION_TYPES)[number];

/** Image filters: '' is "no filter". */
export const HOME_FILTERS = ['', 'clear', 'dark'] as const;
export type HomeFilter = (typeof HOME_FILTERS)[number];
export const HOME_FILTER_LABELS: Readonly<Record<HomeFilter, string>> = {
  '': 'no filter',
  clear: 'clear',
  dark: 'dark',
};

export const HOME_WIDTHS = ['regular', 'big', 'full'] as const;
export type HomeWidth = (typeof HOME_WIDTHS)[number];

export const BANNER_THEMES = [
  'clear',
  'clear-grey-green',
  'clear-pink',
  'dark',
  'golden',
  'grey-green',
  'light',
  'light-blue',
  'light-green',
  'light-grey-green',
  'light-orange',
  'light-pink',
  'light-purple',
  'light-shine',
  'orange',
  'pink',
  'shine',
] as const;
export type BannerTheme = (typeof BANNER_THEMES)[number];

export const BUTTON_THEMES = ['primary', 'default', 'btn-as-link', 'btn-black', 'btn-white'] as const;
export type ButtonTheme = (typeof BUTTON_THEMES)[number];

/** A banner image wider than this (px) is the desktop one. */
export const DESKTOP_BANNER_MIN_WIDTH = 768;
export const isDesktopBannerImage = (widthPx: number): boolean => widthPx > DESKTOP_BANNER_MIN_WIDTH;

/** The home date picker stores the chosen day at this local (Madrid) hour. */
export const HOME_PICKER_HOUR = 2;
/** Default times of a new home's range: From 00:00, To 23:59. */
export const HOME_RANGE_TIMES = { from: '00:00', to: '23:59' } as const;
