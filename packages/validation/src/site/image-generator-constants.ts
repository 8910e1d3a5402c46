/** Where the ball of a generated newsletter image sits: the four corners. */
export const IMAGE_GENERATOR_CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type ImageGeneratorCorner = (typeof IMAGE_GENERATOR_CORNERS)[number];

/** The labels of the corners, as the dialog offers them. */
export const IMAGE_GENERATOR_CORNER_LABELS: Readonly<Record<ImageGeneratorCorner, string>> = {
  'top-left': 'Top left',
  'top-right': 'Top right',
  'bottom-left': 'Bottom left',
  'bottom-right': 'Bottom right',
};

/**
 * Defaults of the image generator dialog (§9). The ball and text colours are not in the spec: the default ball is
 * the 'Offers' one (the promo yellow), as the default text '10%' is an offer.
 */
export const IMAGE_GENERATOR_DEFAULTS = {
  width: 400,
  height: 352,
  ballRadius: 70,
  ballText: '10%',
  fontSize: 40,
  border: 1,
  zoom: 1,
  position: 10,
  bgColor: '#e9edeb',
  triangleColor: '#fbe89d',
  ballColor: '#fbe89d',
  textColor: '#1f2937',
  corner: 'top-right' as ImageGeneratorCorner,
} as const;

/** One colour preset of the ball: the colours it applies. */
export interface ImageGeneratorPreset {
  name: string;
  ballColor: string;
  textColor: string;
}

/**
 * The 11 presets for wine-rating publications plus 'Offers' (§9), in the order the dialog shows them. The spec
 * names neither the publications nor their colours: these are ours (each distinct, with a readable text colour),
 * not the publications' brand colours. 'Offers' is the promo yellow (#fbe89d, the promos' default colour).
 */
export const IMAGE_GENERATOR_PRESETS: readonly ImageGeneratorPreset[] = [
  { name: 'Parker', ballColor: '#7b1e3a', textColor: '#ffffff' },
  { name: 'Peñín', ballColor: '#c8102e', textColor: '#ffffff' },
  { name: 'Wine Spectator', ballColor: '#1f3a5f', textColor: '#ffffff' },
  { name: 'Decanter', ballColor: '#111111', textColor: '#d4af37' },
  { name: 'James Suckling', ballColor: '#2e6f40', textColor: '#ffffff' },
  { name: 'Tim Atkin', ballColor: '#5b2a86', textColor: '#ffffff' },
  { name: 'Wine Enthusiast', ballColor: '#e35205', textColor: '#ffffff' },
  { name: 'Vinous', ballColor: '#3c3c3c', textColor: '#ffffff' },
  { name: 'Jancis Robinson', ballColor: '#d81b60', textColor: '#ffffff' },
  { name: 'Falstaff', ballColor: '#c8a951', textColor: '#000000' },
  { name: 'Guía Proensa', ballColor: '#004d73', textColor: '#ffffff' },
  { name: 'Offers', ballColor: '#fbe89d', textColor: '#1f2937' },
];

/** Pixels the ball moves in from its corner (along both axes) per position step above 1 (not in the spec). */
export const IMAGE_GENERATOR_POSITION_STEP = 4;
/** How much each zoom step above 1 enlarges the product image (zoom 15 is 4.5 times the fitted size; ours). */
export const IMAGE_GENERATOR_ZOOM_STEP = 0.25;
/** The font family of the ball's text. */
export const IMAGE_GENERATOR_FONT_FAMILY = 'Arial, Helvetica, sans-serif';
/** Where the dialog remembers its last settings (§3: kept on the client). */
export const IMAGE_GENERATOR_STORAGE_KEY = 'cellar.newsletter.image-generator';
