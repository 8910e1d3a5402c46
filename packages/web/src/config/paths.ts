/**
 * Every route of the admin in one place: `path` is the router pattern (relative to the base),
 * `getHref` builds the in-app location a link navigates to. `adminHref` turns that location into
 * the absolute URL the browser shows (site-content-and-shell §2.2, commerce-operations §2).
 */

/** The base the admin is served under; the router basename and Vite's `base`. */
export const ADMIN_BASE = '/-admin/';

/** Outside the single-page app: a plain link. */
export const BACKOFFICE_HREF = '/administracion/';

/** Folders of the content tree that the sidebar opens with `?path=`. */
export const TREE_FOLDERS = {
  products: '/bodegas/',
  promos: '/promos/',
  home: '/home/',
  landings: '/landings/',
  packs: '/packs/',
  tags: '/tags/',
  regions: '/zonas/',
  newsletters: '/newsletters/',
} as const;

const fixed = <P extends string>(path: P) => ({ path, getHref: () => `/${path}` as const });

export const paths = {
  tree: {
    path: '',
    /** `folder` is a content path such as `/bodegas/`; kept readable in the URL, as the spec writes it. */
    getHref: (folder?: string) => (folder ? `/?path=${encodeTreePath(folder)}` : '/'),
  },
  opinions: fixed('opinions'),
  offers: fixed('offers'),
  freeShippingRates: fixed('promos_trg'),
  users: fixed('users'),
  marketPlace: {
    matchProducts: fixed('market-place/match-products'),
    editMatchs: fixed('market-place/edit-matchs'),
  },
  orders: {
    delays: fixed('orders/delays'),
    preparationGroup: fixed('orders/preparation-group'),
    edit: { path: 'orders/:id/edit', getHref: (id: string) => `/orders/${encodeURIComponent(id)}/edit` },
    multiOrderInvoice: {
      list: fixed('orders/multi-order-invoice'),
      detail: {
        path: 'orders/multi-order-invoice/:id',
        getHref: (id: number | string) => `/orders/multi-order-invoice/${encodeURIComponent(String(id))}`,
      },
      newOrder: {
        path: 'orders/multi-order-invoice/:id/new',
        getHref: (id: number | string) => `/orders/multi-order-invoice/${encodeURIComponent(String(id))}/new`,
      },
    },
  },
  invoices: {
    importShippingInvoices: fixed('invoices/import-shipping-invoices'),
    importCommissionsCollections: fixed('invoices/import-commissions-collections'),
    importCommissionsCollectionsV2: fixed('invoices/import-commissions-collections-v2'),
    importInvoiceEurotax: fixed('invoices/import-invoice-eurotax'),
    importCostWarehouse: fixed('invoices/import-cost-warehouse'),
  },
  contentAi: {
    contentGenerated: fixed('content_ai/content_generated'),
    addNewContent: fixed('content_ai/add_new_content'),
    editContent: {
      path: 'content_ai/edit_content/:id',
      getHref: (id: string) => `/content_ai/edit_content/${encodeURIComponent(id)}`,
    },
  },
  product: {
    createContent: fixed('product/create-content'),
  },
  analytics: fixed('analytics'),
  customers: {
    a: fixed('customers/a'),
    b: fixed('customers/b'),
    rest: { path: 'customers/*', getHref: (rest: string) => `/customers/${rest}` },
  },
  notFound: { path: '*' },
} as const;

/** Keeps `/` readable in a tree path while escaping what would break the query string. */
export function encodeTreePath(path: string): string {
  return encodeURIComponent(path).replace(/%2F/gi, '/');
}

/** `/opinions` -> `/-admin/opinions`; `/?path=/bodegas/` -> `/-admin/?path=/bodegas/`. */
export function adminHref(to: string): string {
  return `${ADMIN_BASE}${to.replace(/^\//, '')}`;
}
