import type { HomeValue } from '@cellar/validation/site';
import { sanitizeHtml } from '@/lib/sanitize-html';

/** Where an issue shows on the Data tab: a date, or a section's field (`sections.2.reference`); else above the form. */
export const homeFieldOf = (path: string): string | null =>
  /^(date_start|date_end)$|^sections\.\d+\.\w/.test(path) ? path : null;

/** The home with every section's HTML (per language) as DOMPurify leaves it: what Save and Publish sends. */
export const sanitizeHomeHtml = (home: HomeValue): HomeValue => ({
  ...home,
  sections: home.sections.map((section) =>
    typeof section.html === 'object' && section.html !== null
      ? {
          ...section,
          html: Object.fromEntries(
            Object.entries(section.html).map(([language, html]) => [language, sanitizeHtml(String(html))]),
          ),
        }
      : section,
  ),
});
