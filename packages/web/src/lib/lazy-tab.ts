import { type ComponentType, lazy } from 'react';
import type { Lazy, ObjectTabProps } from './editor-registry';

/**
 * A tab of the editor registry loaded on demand: its code is a chunk of its own, fetched when the tab first shows.
 *
 * @example
 * lazyTab(() => import('./components/home/home-data-tab'), 'HomeDataTab')
 */
export const lazyTab = <M extends Record<K, ComponentType<ObjectTabProps>>, K extends string>(
  load: () => Promise<M>,
  name: K,
): Lazy<ObjectTabProps> => lazy(async () => ({ default: (await load())[name] }));
