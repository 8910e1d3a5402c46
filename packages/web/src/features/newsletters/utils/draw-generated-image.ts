import {
  ballCentre,
  IMAGE_GENERATOR_FONT_FAMILY,
  IMAGE_GENERATOR_SIZE,
  type ImageGeneratorSettings,
  productImageRect,
} from '@cellar/validation/site';

/** What the drawing needs of a canvas 2D context: a fake one records the calls in a test. */
export type DrawingContext = Pick<
  CanvasRenderingContext2D,
  | 'clearRect'
  | 'fillRect'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'closePath'
  | 'arc'
  | 'fill'
  | 'stroke'
  | 'drawImage'
  | 'fillText'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
>;

/** A loaded product image with its natural size (an ImageBitmap, an HTMLImageElement's naturalWidth...). */
export interface ProductBitmap {
  source: CanvasImageSource;
  width: number;
  height: number;
}

/** The triangle's top: it rises from the bottom-left corner to this share of the height at the right edge. */
const TRIANGLE_TOP = 0.45;
/** Room kept between the ball's text and its edge. */
const TEXT_PADDING = 8;

/**
 * Draws the generated newsletter image (§2.8, §9; 400x352): the background colour, the triangle across the bottom
 * in its colour, the product image at its zoom (fitted, centred, cropped), then the ball in its corner and position
 * with its border (in the text colour) and its text centred in it (shrunk to fit the ball when too wide).
 */
export function drawGeneratedImage(
  context: DrawingContext,
  settings: ImageGeneratorSettings,
  product: ProductBitmap | null,
): void {
  const { width, height } = IMAGE_GENERATOR_SIZE;
  context.clearRect(0, 0, width, height);
  context.fillStyle = settings.bgColor;
  context.fillRect(0, 0, width, height);

  context.fillStyle = settings.triangleColor;
  context.beginPath();
  context.moveTo(0, height);
  context.lineTo(width, height);
  context.lineTo(width, height * TRIANGLE_TOP);
  context.closePath();
  context.fill();

  if (product !== null) {
    const rect = productImageRect(product, settings.zoom);
    context.drawImage(product.source, rect.sx, rect.sy, rect.sw, rect.sh, rect.dx, rect.dy, rect.dw, rect.dh);
  }

  const centre = ballCentre(settings);
  context.beginPath();
  context.arc(centre.x, centre.y, settings.ballRadius, 0, Math.PI * 2);
  context.fillStyle = settings.ballColor;
  context.fill();
  if (settings.border > 0) {
    context.lineWidth = settings.border;
    context.strokeStyle = settings.textColor;
    context.stroke();
  }

  context.fillStyle = settings.textColor;
  context.font = `bold ${settings.fontSize}px ${IMAGE_GENERATOR_FONT_FAMILY}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(
    settings.ballText,
    centre.x,
    centre.y,
    Math.max(1, 2 * settings.ballRadius - 2 * TEXT_PADDING),
  );
}

/** The canvas as a PNG file named with the time (`imageGeneratorFileName`); rejects when the browser makes none. */
export function canvasPngFile(canvas: HTMLCanvasElement, name: string): Promise<File> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob === null) reject(new Error('The canvas gave no PNG'));
      else resolve(new File([blob], name, { type: 'image/png' }));
    }, 'image/png');
  });
}
