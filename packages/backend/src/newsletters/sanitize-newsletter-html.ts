import { domPurify } from '../content/dom-purify';

/**
 * The HTML of a newsletter's html section as it may be sent (site-content-and-shell §2.8: html sections are
 * sanitised): DOMPurify over a jsdom window, the same library the editor uses, keeping plain HTML only (no script,
 * no event handler, no `javascript:` link, no form control). Inline styles stay: an email has no stylesheet.
 * jsdom is loaded on the first html section, not with the server (`domPurify`).
 */
export function sanitizeNewsletterHtml(html: string): string {
  return domPurify().instance.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
  });
}
