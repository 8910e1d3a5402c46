import slugifyLibrary from 'slugify';

/**
 * The one slugify of Cellar (ids of groups, tags, newsletters, bodegas, slugs per language):
 * lower case, accents folded, anything but letters and digits becomes a single hyphen, no hyphen at the ends.
 * Idempotent: slugify(slugify(x)) === slugify(x).
 */
export function slugify(text: string): string {
  return slugifyLibrary(text, { lower: true, strict: true, trim: true, replacement: '-' })
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
