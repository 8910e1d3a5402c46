/** Where the ball of a generated newsletter image sits: the four corners. */
export const IMAGE_GENERATOR_CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type ImageGeneratorCorner = (typeof IMAGE_GENERATOR_CORNERS)[number];

/** Defaults of the image generator dialog (§9). */
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
  corner: 'top-right' as ImageGeneratorCorner,
} as const;
