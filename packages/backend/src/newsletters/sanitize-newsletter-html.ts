import { createRequire } from 'node:module';

type Sanitize = (html: string) => string;

let sanitizer: Sanitize | undefined;

/**
 * The HTML of a newsletter's html section as it may be sent (site-content-and-shell §2.8: html sections are
 * sanitised): DOMPurify over a jsdom window, the same library the editor uses, keeping plain HTML only (no script,
 * no event handler, no `javascript:` link, no form control). Inline styles stay: an email has no stylesheet.
 * jsdom is loaded on the first html section, not with the server.
 */
export function sanitizeNewsletterHtml(html: string): string {
  if (sanitizer === undefined) {
    const require = createRequire(import.meta.url);
    const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: unknown } };
    const createDOMPurify = require('dompurify') as (window: unknown) => {
      sanitize(html: string, config: Record<string, unknown>): string;
    };
    const purify = createDOMPurify(new JSDOM('').window);
    sanitizer = (text) =>
      purify.sanitize(text, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
      });
  }
  return sanitizer(html);
}
