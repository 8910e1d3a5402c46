import type { EditorRegistry } from '@/lib/editor-registry';

/**
 * The type editors' registrations, loaded with the first screen that shows an object, or by the preload of a link to
 * one (not in the first page). One function, so the layout's registry and the preloader share its one load.
 */
export const loadEditors = (): Promise<EditorRegistry> => import('@/app/editors').then((m) => m.editors);
