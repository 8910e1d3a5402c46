import { paths } from '../src/config/paths';
import { type TabName, type TabTarget, tabNamesFor } from '../src/features/content/config/tabs';

// The screens the accessibility test opens: every route of `config/paths.ts` and every tab of one object of each
// content type. The test checks first that these are all the router's.

/** A screen: what a failure calls it and the in-app location that opens it (given the ids the backend gave). */
export interface Screen {
  name: string;
  href: (ids: SampleIds) => string;
}

/** Ids the backend gives when it loads the fixtures. */
export interface SampleIds {
  /** An AI campaign's. */
  campaign: number;
}

/** The pattern of the content tree's route: its screens are the tabs of `CONTENT_SAMPLES`. */
export const TREE_PATTERN = paths.tree.path;

/** The route patterns with a parameter (or none to open), each with the fixture it is opened on. */
export const ROUTE_SAMPLES: Readonly<Record<string, (ids: SampleIds) => string>> = {
  [paths.orders.edit.path]: () => paths.orders.edit.getHref('500004'),
  [paths.orders.multiOrderInvoice.detail.path]: () => paths.orders.multiOrderInvoice.detail.getHref(301),
  [paths.orders.multiOrderInvoice.newOrder.path]: () => paths.orders.multiOrderInvoice.newOrder.getHref(301),
  [paths.contentAi.editContent.path]: (ids) => paths.contentAi.editContent.getHref(String(ids.campaign)),
  [paths.customers.rest.path]: () => paths.customers.rest.getHref('c'),
  [paths.notFound.path]: () => '/no/such/screen',
};

interface RouteEntry {
  path: string;
  getHref?: (...args: never[]) => string;
}

const isRoute = (value: unknown): value is RouteEntry =>
  typeof value === 'object' && value !== null && typeof (value as { path?: unknown }).path === 'string';

/** Every route of `config/paths.ts`, nested groups included. */
export function pathRoutes(node: object = paths): RouteEntry[] {
  return Object.values(node).flatMap((value): RouteEntry[] => {
    if (isRoute(value)) return [value];
    return typeof value === 'object' && value !== null ? pathRoutes(value) : [];
  });
}

/** Every screen of a route but the content tree's: its own href, or its sample's when it takes a parameter. */
export function routeScreens(): Screen[] {
  return pathRoutes()
    .filter((route) => route.path !== TREE_PATTERN)
    .map((route) => {
      const href =
        ROUTE_SAMPLES[route.path] ??
        (route.getHref?.length === 0 ? (route.getHref as () => string) : undefined);
      if (href === undefined)
        throw new Error(`No sample to open the route '${route.path}' on (ROUTE_SAMPLES)`);
      return { name: `/${route.path}`, href };
    });
}

/** One fixture object of each content type and each path view, as `tabNamesFor` sees it. */
export const CONTENT_SAMPLES: readonly (TabTarget & { folderish?: boolean })[] = [
  { type: 'Container', path: '/', folderish: true },
  { type: 'BodegasFolder', path: '/bodegas/', folderish: true },
  { type: 'Bodega', path: '/bodegas/herran-de-abalos/', folderish: true },
  { type: 'Producto', path: '/bodegas/herran-de-abalos/herran-de-abalos-reserva/' },
  { type: 'Producto', path: '/packs/pack-clasicos-de-rioja/' },
  { type: 'Producto', path: '/complementos/sacacorchos-de-camarero-profesional/' },
  { type: 'Promos', path: '/promos/' },
  { type: 'HomeFolder', path: '/home/', folderish: true },
  { type: 'Home', path: '/home/home-otono-2026/' },
  { type: 'Landing', path: '/landings/vinos-de-rioja/' },
  { type: 'TagType', path: '/tags/uva/', folderish: true },
  { type: 'Tag', path: '/tags/uva/tem/' },
  { type: 'ZonasFolder', path: '/zonas/', folderish: true },
  { type: 'ZonaGeo', path: '/zonas/espana/rioja/', folderish: true },
  { type: 'NewslettersFolder', path: '/newsletters/', folderish: true },
  { type: 'Newsletter', path: '/newsletters/3_09_26_vuelta-al-cole/' },
  { type: 'Taxonomy', path: '/taxonomies/categorias-producto/' },
  { type: 'Menu', path: '/menus/menu-es/' },
];

/** A tab of an object, as a screen. */
export const tabScreen = (path: string, tab: TabName): Screen => ({
  name: `${path} ${tab}`,
  href: () => `${paths.tree.getHref(path)}&tab=${encodeURIComponent(tab)}`,
});

/** Every tab of every content sample. */
export const contentScreens = (): Screen[] =>
  CONTENT_SAMPLES.flatMap((sample) => tabNamesFor(sample).map((tab) => tabScreen(sample.path, tab)));
