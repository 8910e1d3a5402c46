import { lazy } from 'react';
import type { EditorRegistry } from '@/lib/editor-registry';
import { lazyEditor } from '@/lib/lazy-editor';

/** The site's editors (site-content-and-shell: homes, landings, tags, regions, newsletters), each loaded on demand. */
export const siteEditors: Partial<EditorRegistry> = {
  tabs: {
    'Promos/Content': lazyEditor(() => import('./components/promos/promos-tab'), 'PromosTab'),
    'Taxonomy/Taxonomy': lazyEditor(() => import('./components/taxonomy/taxonomy-tab'), 'TaxonomyTab'),
    'Landing/Data': lazyEditor(() => import('./components/landing/landing-data-tab'), 'LandingDataTab'),
    'Landing/Sections': lazyEditor(
      () => import('./components/landing/landing-sections-tab'),
      'LandingSectionsTab',
    ),
    'Tag/Properties': lazyEditor(() => import('./components/tag/tag-properties-tab'), 'TagPropertiesTab'),
    '*/Submenu': lazyEditor(() => import('./components/submenu/submenu-tab'), 'SubmenuTab'),
    'Menu/Edit': lazyEditor(() => import('./components/menu/menu-edit-tab'), 'MenuEditTab'),
    'Home/Data': lazyEditor(() => import('./components/home/home-data-tab'), 'HomeDataTab'),
    'ZonaGeo/Edit': lazyEditor(() => import('./components/region/region-edit-tab'), 'RegionEditTab'),
    'ZonasFolder/Zonas': lazyEditor(() => import('./components/region/zonas-tab'), 'ZonasTab'),
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
