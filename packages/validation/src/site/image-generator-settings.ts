import { asNumber, asRecord } from '../fields';
import { formatInMadrid } from '../madrid-time';
import { isHexColor } from './color';
import {
  IMAGE_GENERATOR_CORNERS,
  IMAGE_GENERATOR_DEFAULTS,
  IMAGE_GENERATOR_POSITION_STEP,
  IMAGE_GENERATOR_ZOOM_STEP,
  type ImageGeneratorCorner,
  type ImageGeneratorPreset,
} from './image-generator-constants';
import { SITE_LIMITS } from './limits';

/** What the image generator dialog draws with (§3 'Generated newsletter image settings', kept on the client). */
export interface ImageGeneratorSettings {
  corner: ImageGeneratorCorner;
  /** 1 to 20: how far in from its corner the ball sits. */
  position: number;
  /** 1 to 15: how much the product image is enlarged. */
  zoom: number;
  ballRadius: number;
  ballText: string;
  fontSize: number;
  /** The width of the ball's border, in pixels (0 for none). */
  border: number;
  bgColor: string;
  triangleColor: string;
  ballColor: string;
  textColor: string;
}

/** The settings of §9, what Reset puts back. */
export const defaultImageGeneratorSettings = (): ImageGeneratorSettings => ({
  corner: IMAGE_GENERATOR_DEFAULTS.corner,
  position: IMAGE_GENERATOR_DEFAULTS.position,
  zoom: IMAGE_GENERATOR_DEFAULTS.zoom,
  ballRadius: IMAGE_GENERATOR_DEFAULTS.ballRadius,
  ballText: IMAGE_GENERATOR_DEFAULTS.ballText,
  fontSize: IMAGE_GENERATOR_DEFAULTS.fontSize,
  border: IMAGE_GENERATOR_DEFAULTS.border,
  bgColor: IMAGE_GENERATOR_DEFAULTS.bgColor,
  triangleColor: IMAGE_GENERATOR_DEFAULTS.triangleColor,
  ballColor: IMAGE_GENERATOR_DEFAULTS.ballColor,
  textColor: IMAGE_GENERATOR_DEFAULTS.textColor,
});

/** Limits of the ball's numeric settings the spec leaves open (ours): a ball that still fits the image. */
export const IMAGE_GENERATOR_BALL_LIMITS = {
  ballRadius: { min: 10, max: 170 },
  fontSize: { min: 8, max: 120 },
  border: { min: 0, max: 20 },
} as const;

const between = (
  value: unknown,
  limits: { min: number; max: number },
  fallback: number,
  integer: boolean,
) => {
  const number = asNumber(value);
  if (number === undefined || !(number >= limits.min && number <= limits.max)) return fallback;
  return integer ? Math.round(number) : number;
};

/**
 * Settings read back from storage (or anything else): each field kept when valid, else its §9 default, so a
 * stored value from an older version or a hand edit never breaks the dialog.
 */
export function imageGeneratorSettings(input: unknown): ImageGeneratorSettings {
  const record = asRecord(input);
  const defaults = defaultImageGeneratorSettings();
  const color = (value: unknown, fallback: string) => (isHexColor(value) ? value.toLowerCase() : fallback);
  const corner = IMAGE_GENERATOR_CORNERS.find((c) => c === record.corner) ?? defaults.corner;
  return {
    corner,
    position: between(record.position, SITE_LIMITS.imageGeneratorPosition, defaults.position, true),
    zoom: between(record.zoom, SITE_LIMITS.imageGeneratorZoom, defaults.zoom, true),
    ballRadius: between(record.ballRadius, IMAGE_GENERATOR_BALL_LIMITS.ballRadius, defaults.ballRadius, true),
    ballText: typeof record.ballText === 'string' ? record.ballText.slice(0, 20) : defaults.ballText,
    fontSize: between(record.fontSize, IMAGE_GENERATOR_BALL_LIMITS.fontSize, defaults.fontSize, true),
    border: between(record.border, IMAGE_GENERATOR_BALL_LIMITS.border, defaults.border, true),
    bgColor: color(record.bgColor, defaults.bgColor),
    triangleColor: color(record.triangleColor, defaults.triangleColor),
    ballColor: color(record.ballColor, defaults.ballColor),
    textColor: color(record.textColor, defaults.textColor),
  };
}

/** The settings with a preset's colours applied to the ball and its text. */
export const withImageGeneratorPreset = (
  settings: ImageGeneratorSettings,
  preset: ImageGeneratorPreset,
): ImageGeneratorSettings => ({ ...settings, ballColor: preset.ballColor, textColor: preset.textColor });

/** The canvas size of §9 (400x352). */
export const IMAGE_GENERATOR_SIZE = {
  width: IMAGE_GENERATOR_DEFAULTS.width,
  height: IMAGE_GENERATOR_DEFAULTS.height,
} as const;

export interface Point {
  x: number;
  y: number;
}

/**
 * The ball's centre: in its corner, position 1 with the whole ball (border included) just inside both edges, each
 * further step `IMAGE_GENERATOR_POSITION_STEP` pixels further in along both axes (position 20: 76 px more).
 */
export function ballCentre(
  settings: Pick<ImageGeneratorSettings, 'corner' | 'position' | 'ballRadius' | 'border'>,
  size: { width: number; height: number } = IMAGE_GENERATOR_SIZE,
): Point {
  const inset =
    settings.ballRadius + settings.border + (settings.position - 1) * IMAGE_GENERATOR_POSITION_STEP;
  const left = settings.corner.endsWith('left');
  const top = settings.corner.startsWith('top');
  return { x: left ? inset : size.width - inset, y: top ? inset : size.height - inset };
}

/** Where a product image goes on the canvas: the source rectangle (`s*`) drawn into the destination (`d*`). */
export interface ImageRect {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
  dx: number;
  dy: number;
  dw: number;
  dh: number;
}

/**
 * The product image's scale and crop: at zoom 1 it fits the canvas whole, centred; each zoom step above 1 enlarges it
 * by `IMAGE_GENERATOR_ZOOM_STEP` of that size, kept centred, and what overflows the canvas is cropped from the source
 * (so `drawImage(image, sx, sy, sw, sh, dx, dy, dw, dh)` never draws outside it).
 */
export function productImageRect(
  image: { width: number; height: number },
  zoom: number,
  size: { width: number; height: number } = IMAGE_GENERATOR_SIZE,
): ImageRect {
  const fit = Math.min(size.width / image.width, size.height / image.height);
  const scale = fit * (1 + (zoom - 1) * IMAGE_GENERATOR_ZOOM_STEP);
  const axis = (source: number, target: number) => {
    const drawn = source * scale;
    if (drawn <= target) return { s: 0, sl: source, d: (target - drawn) / 2, dl: drawn };
    const visible = target / scale;
    return { s: (source - visible) / 2, sl: visible, d: 0, dl: target };
  };
  const x = axis(image.width, size.width);
  const y = axis(image.height, size.height);
  return { sx: x.s, sy: y.s, sw: x.sl, sh: y.sl, dx: x.d, dy: y.d, dw: x.dl, dh: y.dl };
}

/** The generated image's file name: `newsletter-image-` and the Madrid time to the millisecond (§9 'a timestamp'). */
export const imageGeneratorFileName = (now: Date | number = Date.now()): string =>
  `newsletter-image-${formatInMadrid(now, 'yyyyMMdd-HHmmss-SSS')}.png`;
