import { asRecord } from '../fields';
import { fail, ok, type Result } from '../result';
import { siteMessages } from './messages';

export interface MenuValue {
  html: string;
}

/**
 * What a sanitiser (the editor's DOMPurify) removes and a menu never needs: script-like elements, event handler
 * attributes and `javascript:` URLs (entity-encoded or split by blanks too).
 */
const UNSAFE_ELEMENT =
  /<\s*\/?\s*(script|iframe|frame|frameset|object|embed|applet|base|meta|link|style|form)\b/i;
const EVENT_ATTRIBUTE = /<[^>]*\s(on[a-z]+)\s*=/i;
const SCRIPT_URL = /(href|src|action|formaction|xlink:href)=["']?(javascript|vbscript):/i;

/** Decodes the numeric entities and removes the blanks an attacker uses to hide `javascript:` from a filter. */
const decoded = (html: string): string =>
  html
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number.parseInt(dec, 10)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '');

/** True when the HTML holds something a sanitiser would have removed (the server's check of a menu). */
export function isUnsafeHtml(html: string): boolean {
  const text = decoded(html);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the blanks and controls a browser ignores in a URL
  const compact = text.replace(/[\u0000-\u0020]+/g, '');
  return UNSAFE_ELEMENT.test(text) || EVENT_ATTRIBUTE.test(text) || SCRIPT_URL.test(compact);
}

/** The Menu object's editable field (§3 Menu: html), refused when it holds what the editor's sanitiser strips. */
export function validateMenu(input: unknown): Result<MenuValue> {
  const html = asRecord(input).html;
  const text = typeof html === 'string' ? html : '';
  return isUnsafeHtml(text)
    ? fail({ path: 'html', message: siteMessages.menu.unsafeHtml })
    : ok({ html: text });
}
