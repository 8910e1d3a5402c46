const BASE = '<base target="_blank">';

/**
 * An email's HTML with its links opening in a new tab, for the preview frame (inside it the admin's policy refuses
 * to show another site): a `<base target>` first in its head, so the doctype stays first and the email keeps its
 * standards mode; before everything when it has no head.
 */
export function withLinksInNewTab(html: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return BASE + html;
  const at = head.index + head[0].length;
  return html.slice(0, at) + BASE + html.slice(at);
}
