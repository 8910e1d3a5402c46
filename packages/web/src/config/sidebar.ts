import { BACKOFFICE_HREF, paths, TREE_FOLDERS } from './paths';

/** A folder of the content tree, opened by the index route with `?path={folder}`. */
export interface TreeItem {
  kind: 'tree';
  label: string;
  folder: string;
  to: string;
}

/** A screen of the single-page app. */
export interface RouteItem {
  kind: 'route';
  label: string;
  /** The route's pathname relative to the base, e.g. `/orders/delays`. */
  route: string;
  to: string;
}

/** A page outside the single-page app (full page load). */
export interface ExternalItem {
  kind: 'external';
  label: string;
  href: string;
}

/** The session's Logout button. */
export interface LogoutItem {
  kind: 'logout';
  label: string;
}

export type NavItem = TreeItem | RouteItem;
export type SidebarItem = TreeItem | RouteItem | ExternalItem | LogoutItem;

export interface SidebarGroup {
  label: string;
  items: NavItem[];
}

/** The sidebar's top level: groups of items, then single items (site-content-and-shell §2.2). */
export type SidebarEntry = ({ kind: 'group' } & SidebarGroup) | SidebarItem;

const tree = (label: string, folder: string): TreeItem => ({
  kind: 'tree',
  label,
  folder,
  to: paths.tree.getHref(folder),
});

const route = (label: string, target: { getHref: () => string }): RouteItem => {
  const to = target.getHref();
  return { kind: 'route', label, route: to, to };
};

export const sidebar: SidebarEntry[] = [
  {
    kind: 'group',
    label: 'Catalogue',
    items: [
      tree('Products', TREE_FOLDERS.products),
      tree('Promos', TREE_FOLDERS.promos),
      tree('Home', TREE_FOLDERS.home),
      tree('Landings', TREE_FOLDERS.landings),
      tree('Packs', TREE_FOLDERS.packs),
      tree('Grappes & Tags', TREE_FOLDERS.tags),
      tree('Regions', TREE_FOLDERS.regions),
      route('Opinions', paths.opinions),
      route('Offers', paths.offers),
      route('Free Shipping Rates', paths.freeShippingRates),
      tree('Newsletter', TREE_FOLDERS.newsletters),
      route('Users', paths.users),
    ],
  },
  {
    kind: 'group',
    label: 'Market Place',
    items: [
      route('Match products', paths.marketPlace.matchProducts),
      route('Edit matchs', paths.marketPlace.editMatchs),
    ],
  },
  {
    kind: 'group',
    label: 'Orders',
    items: [
      route('Delays & Notifications', paths.orders.delays),
      route('Group Orders', paths.orders.preparationGroup),
      route('Multi order invoice', paths.orders.multiOrderInvoice.list),
    ],
  },
  {
    kind: 'group',
    label: 'Invoices',
    items: [
      route('Import shipping invoices', paths.invoices.importShippingInvoices),
      route('Import commissions collections (v2)', paths.invoices.importCommissionsCollectionsV2),
      route('Import invoice Eurotax', paths.invoices.importInvoiceEurotax),
      route('Import cost warehouse', paths.invoices.importCostWarehouse),
    ],
  },
  {
    kind: 'group',
    label: 'Content AI',
    items: [route('Content generated for AI', paths.contentAi.contentGenerated)],
  },
  route('Create product content', paths.product.createContent),
  route('Analytics', paths.analytics),
  { kind: 'external', label: 'Backoffice', href: BACKOFFICE_HREF },
  { kind: 'logout', label: 'Logout' },
];

/** Every item that navigates inside the app, in sidebar order. */
export const navItems: NavItem[] = sidebar.flatMap((entry): NavItem[] => {
  if (entry.kind === 'group') return entry.items;
  return entry.kind === 'tree' || entry.kind === 'route' ? [entry] : [];
});

/** Where the user is: the pathname relative to the base and the query string. */
export interface CurrentLocation {
  pathname: string;
  search: string;
}

/**
 * Whether a sidebar item matches the current URL: a tree item when the index route's `path`
 * parameter starts with the item's folder; a route item when the pathname is the route or below it.
 */
export function isItemActive(item: NavItem, location: CurrentLocation): boolean {
  const pathname = location.pathname.replace(/\/+$/, '') || '/';
  if (item.kind === 'tree') {
    if (pathname !== '/') return false;
    const path = new URLSearchParams(location.search).get('path');
    if (path === null) return false;
    // `/bodegas` names the same folder as `/bodegas/`.
    return (path.endsWith('/') ? path : `${path}/`).startsWith(item.folder);
  }
  return pathname === item.route || pathname.startsWith(`${item.route}/`);
}

/** The item to highlight, if any. */
export function activeItem(location: CurrentLocation): NavItem | undefined {
  return navItems.find((item) => isItemActive(item, location));
}
