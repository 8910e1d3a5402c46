import { lazy } from 'react';
import type { EditorRegistry } from '@/lib/editor-registry';
import { lazyEditor } from '@/lib/lazy-editor';

/**
 * The catalogue's editors (catalogue-editors; site-content-and-shell §2.3 and §2.12 for the creation forms), each
 * loaded on demand.
 */
export const catalogueEditors: Partial<EditorRegistry> = {
  tabs: {
    'Bodega/Edit': lazyEditor(() => import('./components/winery/winery-edit-tab'), 'WineryEditTab'),
    '*/SEO': lazyEditor(() => import('./components/seo/seo-tab'), 'SeoTab'),
    '*/ContentReview': lazyEditor(
      () => import('./components/content-review/content-review-tab'),
      'ContentReviewTab',
    ),
    'Producto/Product': lazyEditor(() => import('./components/product/product-tab'), 'ProductTab'),
    'Producto/Complements': lazyEditor(
      () => import('./components/complements/complements-tab'),
      'ComplementsTab',
    ),
    'Producto/Pack': lazyEditor(() => import('./components/pack/pack-tab'), 'PackTab'),
    'Producto/Options': lazyEditor(() => import('./components/options/options-tab'), 'OptionsTab'),
    'Producto/Price comparator': lazyEditor(
      () => import('./components/price-comparator/price-comparator-tab'),
      'PriceComparatorTab',
    ),
  },
  createForms: {
    bodega: lazy(() => import('./components/create/bodega-form').then((m) => ({ default: m.BodegaForm }))),
    producto: lazy(() =>
      import('./components/create/producto-form').then((m) => ({ default: m.ProductoForm })),
    ),
    pack: lazy(() => import('./components/create/pack-form').then((m) => ({ default: m.PackForm }))),
  },
};
