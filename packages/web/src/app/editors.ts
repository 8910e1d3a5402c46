import { catalogueEditors } from '@/features/catalogue-editors';
import { newsletterEditors } from '@/features/newsletters';
import { siteEditors } from '@/features/site-editors';
import { mergeEditors } from '@/lib/editor-registry';

/**
 * Every type-specific editor of the object page (tabs and creation forms), from the features that build them; each
 * is lazy, so no editor is in the first page nor in the content browser's chunk. A feature of editors exports its
 * part from its index (`export const siteEditors: Partial<EditorRegistry>`), listed here.
 */
export const editors = mergeEditors(siteEditors, catalogueEditors, newsletterEditors);
