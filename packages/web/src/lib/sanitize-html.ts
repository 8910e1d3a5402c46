import DOMPurify from 'dompurify';

/**
 * The HTML of a rich text as it may be saved and shown (catalogue-editors §2): DOMPurify keeps plain HTML only (no
 * script, no event handler attribute, no `javascript:` link, no SVG or MathML), and drops the `div` tags the editor
 * strips on change (their content stays) and inline styles. Used on what the editor gives before it reaches the
 * form (so before it is saved) and on what it is given before it is shown.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['div', 'style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}
