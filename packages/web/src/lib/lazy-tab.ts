import { type ComponentType, lazy } from 'react';
import type { Lazy, ObjectTabProps } from '@/lib/editor-registry';

/**
 * A tab loaded on demand: its code is a chunk of its own, fetched when the tab first shows, or before by `preload`
 * (the link to the object hovered). A module of its own, so it travels with the registrations (a lazy chunk), not
 * with the first page.
 */
export const lazyTab = <M extends Record<K, ComponentType<ObjectTabProps>>, K extends string>(
  load: () => Promise<M>,
  name: K,
): Lazy<ObjectTabProps> =>
  Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    { preload: load },
  );
