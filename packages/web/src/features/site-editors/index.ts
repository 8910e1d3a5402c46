import { type ComponentType, lazy } from 'react';
import type { EditorRegistry, Lazy, ObjectTabProps } from '@/lib/editor-registry';

/** A tab loaded on demand: its code is a chunk of its own, fetched when the tab first shows. */
const lazyTab = <M extends Record<K, ComponentType<ObjectTabProps>>, K extends string>(
  load: () => Promise<M>,
  name: K,
): Lazy<ObjectTabProps> => lazy(async () => ({ default: (await load())[name] }));

/** The site's editors (site-content-and-shell: homes, landings, tags, regions, newsletters), each loaded on demand. */
export const siteEditors: Partial<EditorRegistry> = {
  tabs: {
    'ZonaGeo/Edit': lazyTab(() => import('./components/region/region-edit-tab'), 'RegionEditTab'),
    'ZonasFolder/Zonas': lazyTab(() => import('./components/region/zonas-tab'), 'ZonasTab'),
  },
  createForms: {
    home: lazy(() => import('./components/create/home-form').then((m) => ({ default: m.HomeForm }))),
    landing: lazy(() => import('./components/create/landing-form').then((m) => ({ default: m.LandingForm }))),
    tag: lazy(() => import('./components/create/tag-form').then((m) => ({ default: m.TagForm }))),
    'zona-geo': lazy(() =>
      import('./components/create/zona-geo-form').then((m) => ({ default: m.ZonaGeoForm })),
    ),
    newsletter: lazy(() =>
      import('./components/create/newsletter-form').then((m) => ({ default: m.NewsletterForm })),
    ),
  },
};
