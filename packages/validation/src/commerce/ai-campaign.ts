import { asArray, asFlag, asRecord, asText } from '../fields';
import { isBeforeTodayInMadrid, madridDay } from '../madrid-time';
import { nowOf, parseInstant } from '../parse-instant';
import { fail, type Issue, ok, type Result } from '../result';
import { AI_CAMPAIGN_TYPES, type AiCampaignType } from './constants';
import { commerceMessages } from './messages';

const { aiCampaign: messages, form } = commerceMessages;

/** Characters a campaign name may hold: letters without ñ (nor accents), digits and spaces. */
const NAME_CHARACTER = /^[A-Za-z0-9 ]$/;

/**
 * Strips the characters a campaign name may not hold, then trims it. When something was removed, the
 * warning lists the removed characters once each, separated by spaces (a space is never removed).
 */
export function sanitizeCampaignName(name: unknown): { value: string; warnings: Issue[] } {
  const characters = [...(typeof name === 'string' ? name : asText(name))];
  const removed = [...new Set(characters.filter((character) => !NAME_CHARACTER.test(character)))];
  const value = characters
    .filter((character) => NAME_CHARACTER.test(character))
    .join('')
    .trim();
  const warnings =
    removed.length > 0 ? [{ path: 'campaign_name', message: messages.nameStripped(removed.join(' ')) }] : [];
  return { value, warnings };
}

const TEXT_FIELDS = [
  'description',
  'topic',
  'promotion_topic',
  'marketing_text',
  'feature_badge',
  'feature_value',
  'feature_text',
  'landing_page_url',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/**
 * Every field of an AI campaign as the create and edit forms send it (§3), in the forms' order: what the web
 * form lists and validateAiCampaign's issue paths name.
 */
export const AI_CAMPAIGN_FIELDS = [
  'campaign_name',
  'title',
  'type',
  'description',
  'topic',
  'start_date',
  'end_date',
  'promotion_topic',
  'marketing_text',
  'feature_badge',
  'feature_value',
  'feature_text',
  'landing_page_url',
  'oferta_producto',
  'promoted_products',
  'sin_productos',
] as const satisfies readonly (keyof AiCampaign)[];

/** An AI campaign as the create and edit forms send it (§3); dates are Madrid days, `yyyy-MM-dd`. */
export type AiCampaign = Record<TextField, string> & {
  campaign_name: string;
  title: string;
  type: AiCampaignType;
  start_date: string;
  end_date: string;
  oferta_producto?: string | number | boolean;
  promoted_products: string[];
  sin_productos: boolean;
};

const productId = (product: unknown): string =>
  typeof product === 'object' && product !== null ? asText(asRecord(product).id_producto) : asText(product);

const primitive = (value: unknown): string | number | boolean | undefined => {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) return value;
  return undefined;
};

/**
 * AI campaign create and edit (§5): the name is required and stripped of disallowed characters (a
 * warning, not an error); title and type are required; the date range is required and must not start
 * before today in Madrid ("The offer shouldn't be expired"); promoted products are required unless the
 * campaign has none ('No hay productos seleccionados'). The value holds the campaign and the warnings.
 */
export function validateAiCampaign(
  input: unknown,
  options?: { now?: Date | number },
): Result<{ campaign: AiCampaign; warnings: Issue[] }> {
  const record = asRecord(input);
  const issues: Issue[] = [];
  const name = sanitizeCampaignName(record.campaign_name);
  if (name.value === '') issues.push({ path: 'campaign_name', message: form.required('name') });
  const title = asText(record.title);
  if (title === '') issues.push({ path: 'title', message: form.required('title') });
  const type = asText(record.type);
  if (type === '') issues.push({ path: 'type', message: form.required('type') });
  else if (!(AI_CAMPAIGN_TYPES as readonly string[]).includes(type))
    issues.push({ path: 'type', message: form.unknownValue('type', AI_CAMPAIGN_TYPES) });

  const start = parseInstant(record.start_date);
  const end = parseInstant(record.end_date);
  if (start === undefined || end === undefined)
    issues.push({ path: 'start_date', message: form.required('date range') });
  else if (isBeforeTodayInMadrid(start, nowOf(options)))
    issues.push({ path: 'start_date', message: messages.expired });
  else if (madridDay(end) < madridDay(start)) issues.push({ path: 'end_date', message: form.endBeforeStart });

  const sin_productos = asFlag(record.sin_productos);
  const promoted_products = asArray(record.promoted_products)
    .map(productId)
    .filter((id) => id !== '');
  if (!sin_productos && promoted_products.length === 0)
    issues.push({ path: 'promoted_products', message: messages.noProducts });

  if (issues.length > 0 || start === undefined || end === undefined) return fail(...issues);
  const campaign: AiCampaign = {
    campaign_name: name.value,
    title,
    type: type as AiCampaignType,
    start_date: madridDay(start),
    end_date: madridDay(end),
    ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, asText(record[field])])) as Record<
      TextField,
      string
    >),
    promoted_products,
    sin_productos,
  };
  const oferta_producto = primitive(record.oferta_producto);
  if (oferta_producto !== undefined) campaign.oferta_producto = oferta_producto;
  return ok({ campaign, warnings: name.warnings });
}
