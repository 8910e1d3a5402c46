import { type ComponentType, lazy } from 'react';
import type { Lazy, ObjectTabProps } from './editor-registry';

/**
 * A tab of the editor registry loaded on demand: the export `name` of the module `load` imports, a chunk of its own
 * fetched when the tab first shows. A module of its own, imported by the editors' registrations only (a lazy chunk),
 * so it weighs nothing on the first page.
 */
export const lazyTab = <M extends Record<K, ComponentType<ObjectTabProps>>, K extends string>(
  load: () => Promise<M>,
  name: K,
): Lazy<ObjectTabProps> => lazy(async () => ({ default: (await load())[name] }));
