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
  /** An ERP screen, for administrators only (commerce-operations §6): its route renders inside `AdminOnly`. */
  erp?: true;
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

/** A route item of an ERP screen (administrators only). */
const erpRoute = (label: string, target: { getHref: () => string }): RouteItem => ({
  ...route(label, target),
  erp: true,
});

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
      erpRoute('Opinions', paths.opinions),
      erpRoute('Offers', paths.offers),
      erpRoute('Free Shipping Rates', paths.freeShippingRates),
      tree('Newsletter', TREE_FOLDERS.newsletters),
      erpRoute('Users', paths.users),
    ],
  },
  {
    kind: 'group',
    label: 'Market Place',
    items: [
      erpRoute('Match products', paths.marketPlace.matchProducts),
      erpRoute('Edit matchs', paths.marketPlace.editMatchs),
    ],
  },
  {
    kind: 'group',
    label: 'Orders',
    items: [
      erpRoute('Delays & Notifications', paths.orders.delays),
      erpRoute('Group Orders', paths.orders.preparationGroup),
      erpRoute('Multi order invoice', paths.orders.multiOrderInvoice.list),
    ],
  },
  {
    kind: 'group',
    label: 'Invoices',
    items: [
      erpRoute('Import shipping invoices', paths.invoices.importShippingInvoices),
      erpRoute('Import commissions collections (v2)', paths.invoices.importCommissionsCollectionsV2),
      erpRoute('Import invoice Eurotax', paths.invoices.importInvoiceEurotax),
      erpRoute('Import cost warehouse', paths.invoices.importCostWarehouse),
    ],
  },
  {
    kind: 'group',
    label: 'Content AI',
    items: [route('Content generated for AI', paths.contentAi.contentGenerated)],
  },
  route('Create product content', paths.product.createContent),
  erpRoute('Analytics', paths.analytics),
  { kind: 'external', label: 'Backoffice', href: BACKOFFICE_HREF },
  { kind: 'logout', label: 'Logout' },
];

/**
 * The sidebar as a user sees it: without the ERP screens when `erp` is false (they would only say 'Only
 * administrators can use this screen.'), and without a group left empty.
 */
export function visibleSidebar(erp: boolean, entries: readonly SidebarEntry[] = sidebar): SidebarEntry[] {
  if (erp) return [...entries];
  return entries.flatMap((entry): SidebarEntry[] => {
    if (entry.kind === 'group') {
      const items = entry.items.filter((item) => !(item.kind === 'route' && item.erp));
      return items.length > 0 ? [{ ...entry, items }] : [];
    }
    return entry.kind === 'route' && entry.erp ? [] : [entry];
  });
}

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
