import slugifyLibrary from 'slugify';

/**
 * The one slugify of Cellar (ids of groups, tags, newsletters, bodegas, slugs per language):
 * lower case, accents folded, anything but letters and digits becomes a single hyphen, no hyphen at the ends.
 * Idempotent: slugify(slugify(x)) === slugify(x).
 */
export function slugify(text: string): string {
  // Separators first: a run of anything but letters and digits is one word break, so
  // 'Garnacha/Tempranillo' gives 'garnacha-tempranillo' rather than gluing the words.
  const words = text.replace(/[^\p{L}\p{N}]+/gu, ' ');
  return slugifyLibrary(words, { lower: true, strict: true, trim: true, replacement: '-' })
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
