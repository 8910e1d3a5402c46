import { asText, display, isBlank } from '../fields';
import type { Issue } from '../result';
import { siteMessages } from './messages';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** True for a `#RRGGBB` colour (either case). */
export const isHexColor = (value: unknown): value is string =>
  typeof value === 'string' && HEX_COLOR.test(value);

/**
 * Colour fields are optional; when given they must be `#RRGGBB`, else 'The color {value} doesn't exist'.
 * Answers the issue, or undefined when the colour is fine.
 */
export function colorIssue(value: unknown, path: string): Issue | undefined {
  if (isBlank(value) || isHexColor(asText(value))) return undefined;
  return { path, message: siteMessages.home.invalidColor(display(value)) };
}
