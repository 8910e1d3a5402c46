import { asNumber, asRecord, asText } from '../fields';
import { formMessages } from '../form-messages';
import { fail, type Issue, ok, type Result } from '../result';
import { IMAGE_GENERATOR_DEFAULTS } from './image-generator-constants';
import { SITE_LIMITS } from './limits';
import { siteMessages } from './messages';

export interface ImageGeneratorValue {
  product: string;
  zoom: number;
  position: number;
}

/**
 * Image generator dialog (§5): zoom 1 to 15, position 1 to 20 (defaults 1 and 10 when not given); no
 * product selected gives 'No product selected'.
 */
export function validateImageGenerator(input: unknown): Result<ImageGeneratorValue> {
  const record = asRecord(input);
  const messages = siteMessages.imageGenerator;
  const product = asText(record.product);
  const zoom = asNumber(record.zoom) ?? IMAGE_GENERATOR_DEFAULTS.zoom;
  const position = asNumber(record.position) ?? IMAGE_GENERATOR_DEFAULTS.position;
  const issues: Issue[] = [];
  if (product === '') issues.push({ path: 'product', message: messages.noProduct });
  const z = SITE_LIMITS.imageGeneratorZoom;
  if (!(zoom >= z.min && zoom <= z.max))
    issues.push({ path: 'zoom', message: formMessages.between('zoom', z.min, z.max) });
  const p = SITE_LIMITS.imageGeneratorPosition;
  if (!(position >= p.min && position <= p.max))
    issues.push({ path: 'position', message: formMessages.between('position', p.min, p.max) });
  return issues.length > 0 ? fail(...issues) : ok({ product, zoom, position });
}
