import { slugify } from '@cellar/validation';

/** The `files.field` of an image stored in a newsletter: `newsletter-image/{name}`. */
export const newsletterImageField = (name: string): string => `newsletter-image/${name}`;

/** The name an image is stored and served under: the slug of its name with the extension of its real type. */
export function newsletterImageName(filename: string, extension: string): string {
  const dot = filename.lastIndexOf('.');
  const base = slugify(dot > 0 ? filename.slice(0, dot) : filename) || 'image';
  return `${base.slice(0, 100)}.${extension}`;
}

/** Where an image of a newsletter is read: `/newsletters/{id}/{name}`, as the fixtures' `image_src` values. */
export const newsletterImagePath = (newsletterPath: string, name: string): string =>
  `${newsletterPath}/${name}`;
