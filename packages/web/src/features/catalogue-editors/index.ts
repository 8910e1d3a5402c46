import { lazy } from 'react';
import type { EditorRegistry } from '@/lib/editor-registry';

/**
 * The catalogue's editors (catalogue-editors; site-content-and-shell §2.3 and §2.12 for the creation forms), each
 * loaded on demand.
 */
export const catalogueEditors: Partial<EditorRegistry> = {
  tabs: {
    'Producto/Options': lazy(() =>
      import('./components/options/options-tab').then((m) => ({ default: m.OptionsTab })),
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
