// The permission matrix: every endpoint the mount list serves, called as anonymous, viewer, editor and admin, against
// what the spec's §6 tables and contract.md's accounts give each role. The endpoints are read from the app built from
// `MOUNTS` (its Hono routes and the content dispatcher's views), so a new one fails this test until it is given a row.
import { join } from 'node:path';
import { ALL_PERMISSIONS, PERMISSIONS } from '@cellar/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewKey } from '../content/content-view';
import { type TestBackend, testBackend } from '../test-support';
import { REPO_ROOT } from './config';
import { mountedViews } from './mounts';
import { testMountDeps } from './mounts-test-support';

const ROLES = ['anonymous', 'viewer', 'editor', 'admin'] as const;
type Role = (typeof ROLES)[number];
type Account = Exclude<Role, 'anonymous'>;

/**
 * What an endpoint needs: nothing (`anyone`), any token even an anonymous one (`token`, the session calls), a
 * permission on its object (on the site root for a call on no object), or the admin role (`admin`: the ERP and what
 * contract.md gives the admin alone).
 */
type Need = 'anyone' | 'token' | 'admin' | (typeof ALL_PERMISSIONS)[number];

/**
 * The permissions of each account (contract.md, "Accounts loaded from fixtures"): the admin has every one; the
 * editor ViewContent, ModifyContent and ReviewContent; the viewer ViewContent only.
 */
const GRANTED: Readonly<Record<Account, readonly Need[]>> = {
  viewer: [PERMISSIONS.ViewContent],
  editor: [PERMISSIONS.ViewContent, PERMISSIONS.ModifyContent, PERMISSIONS.ReviewContent],
  admin: ['admin', ...ALL_PERMISSIONS],
};

const may = (role: Role, need: Need): boolean =>
  need === 'anyone' || need === 'token' || (role !== 'anonymous' && GRANTED[role].includes(need));

interface Row {
  needs: Need;
  /** The request's path, when the route has parameters or the view wants an object of some type (default the root). */
  path?: string;
  /** The call revokes the token it carries: it gets a token of its own. */
  ownToken?: boolean;
}

const { ViewContent, ModifyContent, DeleteContent, SeePermissions, ViewLogs, ScheduleNewsletters } =
  PERMISSIONS;

// Objects of the repository's fixtures, one per kind of view.
const BODEGA = '/bodegas/lagar-de-mirabel';
const PRODUCT = '/bodegas/lagar-de-mirabel/mirabel-verdejo';
const PACK = '/packs/pack-clasicos-de-rioja';
const LANDING = '/landings/champagne-y-espumosos';
/** Deleted by the admin's DELETE: no other row uses it. */
const DELETED = '/landings/vinos-ecologicos';
const NEWSLETTER = '/newsletters/3_09_26_vuelta-al-cole';
const ZONE = '/zonas/espana/rioja';
const TAG = '/tags/uva/xar';
const ERP = '/db/erp';

/** Every Hono route of the mount list, by `METHOD path` as Hono lists it. */
const ROUTES: Readonly<Record<string, Row | 'middleware'>> = {
  // Middleware, and the content dispatcher, whose views are the rows of VIEWS.
  'ALL /*': 'middleware',
  'ALL /v2/auth/*': 'middleware',
  'ALL /db/*': 'middleware',
  'ALL /db/erp/*': 'middleware',
  'ALL /db/guillotina': 'middleware',
  'ALL /db/guillotina/*': 'middleware',
  'ALL /-admin/*': 'middleware',
  // Session (contract.md, "Session"): the anonymous token is the bearer of the login call.
  'GET /v2/auth/get_token': { needs: 'anyone' },
  'POST /v2/auth/login': { needs: 'token' },
  'POST /v2/auth/logout': { needs: 'token', ownToken: true },
  'GET /v2/@constants': { needs: ViewContent },
  'GET /v2/@shops': { needs: ViewContent },
  // Editor image upload (catalogue §6, site §6: uploads need ModifyContent); the images are public.
  'POST /api/upload': { needs: ModifyContent },
  'GET /api/uploads/:name': { needs: 'anyone', path: '/api/uploads/0123456789abcdef0123456789abcdef.png' },
  'GET /api/static-map': { needs: ViewContent },
  // Error reports: filed with or without a session; listed to the admin.
  'POST /api/error-reports': { needs: 'anyone' },
  'GET /api/error-reports': { needs: 'admin' },
  // The browser's CSP violation reports carry no session; the list is the administrators'.
  'POST /api/csp-reports': { needs: 'anyone' },
  'GET /api/csp-reports': { needs: 'admin' },
  // The ERP (commerce §6, contract.md: the admin's), but the product's Price comparator tab (catalogue §6).
  'GET /db/erp/opinions/@total': { needs: 'admin' },
  'GET /db/erp/opinions/@list': { needs: 'admin' },
  'PATCH /db/erp/opinions/:id': { needs: 'admin', path: `${ERP}/opinions/270` },
  'POST /db/erp/opinions/:id/@publish': { needs: 'admin', path: `${ERP}/opinions/270/@publish` },
  'POST /db/erp/opinions/:id/@refuse': { needs: 'admin', path: `${ERP}/opinions/270/@refuse` },
  'POST /db/erp/offers/@search': { needs: 'admin' },
  'POST /db/erp/offers': { needs: 'admin' },
  'PATCH /db/erp/offers/:id': { needs: 'admin', path: `${ERP}/offers/1` },
  'DELETE /db/erp/offers/:id': { needs: 'admin', path: `${ERP}/offers/1` },
  'POST /db/erp/offers/:id/@expire': { needs: 'admin', path: `${ERP}/offers/1/@expire` },
  'POST /db/erp/promos_trg/@search': { needs: 'admin' },
  'POST /db/erp/promos_trg': { needs: 'admin' },
  'DELETE /db/erp/promos_trg/:id': { needs: 'admin', path: `${ERP}/promos_trg/1` },
  'POST /db/erp/@price-comparator': { needs: ModifyContent },
  'PATCH /db/erp/@price-comparator': { needs: ModifyContent },
  'DELETE /db/erp/@price-comparator': { needs: ModifyContent },
  'GET /db/erp/analytics/@product-traffic-and-performance': { needs: 'admin' },
  'POST /db/erp/orders/@check-payment-multiorder': { needs: 'admin' },
  'POST /db/erp/orders/@confirm-payment-multiorder': { needs: 'admin' },
  'GET /db/erp/orders/@delayed-orders': { needs: 'admin' },
  'GET /db/erp/orders/@stocks': { needs: 'admin' },
  'POST /db/erp/orders/:order/@change-vintage': { needs: 'admin', path: `${ERP}/orders/V1/@change-vintage` },
  'POST /db/erp/orders/:order/@update-na': { needs: 'admin', path: `${ERP}/orders/V1/@update-na` },
  'POST /db/erp/orders/:order/@notify-delay': { needs: 'admin', path: `${ERP}/orders/V1/@notify-delay` },
  'GET /db/erp/orders/@group-providers': { needs: 'admin' },
  'GET /db/erp/orders/@preparable-group-orders': { needs: 'admin' },
  'POST /db/erp/orders/@merge-group-orders': { needs: 'admin' },
  'GET /db/erp/orders/:id/@full': { needs: 'admin', path: `${ERP}/orders/1/@full` },
  'POST /db/erp/orders/:id/@update-products': { needs: 'admin', path: `${ERP}/orders/1/@update-products` },
  'POST /db/erp/orders/@grouping_invoices_country': { needs: 'admin' },
  'POST /db/erp/orders/@import_invoice_eurotax': { needs: 'admin' },
  'GET /db/erp/orders/@get_all_invoices_eurotax': { needs: 'admin' },
  'POST /db/erp/orders/@get_invoice_eurotax': { needs: 'admin' },
  'GET /db/erp/orders/@get-worker-cost': { needs: 'admin' },
  'POST /db/erp/orders/@import-worker-cost-order': { needs: 'admin' },
  'POST /db/erp/orders/@recalculate-order-preparation-costs': { needs: 'admin' },
  'GET /db/erp/orders/@get_all_payment_commission_companies': { needs: 'admin' },
  'POST /db/erp/orders/@upload_invoice/:kind': { needs: 'admin', path: `${ERP}/orders/@upload_invoice/csv` },
  'POST /db/erp/orders/@imported_invoice_data': { needs: 'admin' },
  'POST /db/erp/orders/@invoice-cost': { needs: 'admin' },
  'POST /db/erp/orders/@invoice-cost-confirm': { needs: 'admin' },
  'POST /db/erp/orders/@upload_invoice_v2': { needs: 'admin' },
  'POST /db/erp/orders/@imported_invoice_data_v2': { needs: 'admin' },
  'POST /db/erp/orders/@confirm_commissions_collections': { needs: 'admin' },
  'GET /db/erp/@ids-products-out-catalog': { needs: 'admin' },
  'GET /db/erp/@proveedores-marketplace': { needs: 'admin' },
  'POST /db/erp/@products-proveedores-marketplace': { needs: 'admin' },
  'POST /db/erp/@match-products-marketplace': { needs: 'admin' },
  'GET /db/erp/@get-products-with-match': { needs: 'admin' },
  'POST /db/erp/@edit-product-with-match': { needs: 'admin' },
  'POST /db/erp/@delete-product-match': { needs: 'admin' },
  'POST /db/erp/@graphql': { needs: 'admin' },
  // Public files: newsletter images (read by mail clients) and product images (read by the shops).
  'GET /newsletters/:id/:name': { needs: 'anyone', path: '/newsletters/1/header.png' },
  'GET /images/:reference/:file': { needs: 'anyone', path: '/images/LA10826/anv800.png' },
  // The admin's files.
  'GET /': { needs: 'anyone' },
  'GET /-admin': { needs: 'anyone' },
  'GET /-admin/version.txt': { needs: 'anyone' },
  'GET /-admin/*': { needs: 'anyone', path: '/-admin/login' },
};

/** Every view of the content dispatcher, by `METHOD @view` ('' for the object itself). */
const VIEWS: Readonly<Record<string, Row>> = {
  // Site §6: ViewContent views the tabs, ModifyContent edits, saves and uploads, DeleteContent deletes.
  'GET ': { needs: ViewContent },
  'POST ': { needs: ModifyContent, path: '/landings' },
  'PATCH ': { needs: ModifyContent, path: LANDING },
  'DELETE ': { needs: DeleteContent, path: DELETED },
  'POST @upsert': { needs: ModifyContent, path: '/landings' },
  'POST @move': { needs: ModifyContent, path: LANDING },
  // Issue 24: the viewer's 400 ('Enter the path of the destination folder') comes before its 403; the part of the
  // issue that puts permission before validation everywhere fixes it.
  'POST @duplicate': { needs: ModifyContent, path: LANDING },
  'GET @canido': { needs: ViewContent },
  // The Permissions tab (catalogue §6, site §6).
  'GET @sharing': { needs: SeePermissions },
  'POST @sharing': { needs: SeePermissions },
  'GET @principals': { needs: SeePermissions },
  'POST @lock': { needs: ModifyContent, path: LANDING },
  'POST @unlock': { needs: ModifyContent, path: LANDING },
  // The AuditLog tab (site §6).
  'GET @get-logs': { needs: ViewLogs },
  'GET @types': { needs: ViewContent, path: '/@types/Bodega' },
  'GET @addable-types': { needs: ViewContent, path: BODEGA },
  'GET @behaviors': { needs: ViewContent, path: BODEGA },
  'PATCH @behaviors': { needs: ModifyContent, path: BODEGA },
  'DELETE @behaviors': { needs: ModifyContent, path: BODEGA },
  'POST @search': { needs: ViewContent },
  'POST @count': { needs: ViewContent },
  'GET @search': { needs: ViewContent },
  'GET @count': { needs: ViewContent, path: NEWSLETTER },
  // A winery's location map (catalogue §6: image upload and delete controls need ModifyContent).
  'PATCH @upload': { needs: ModifyContent, path: `${BODEGA}/@upload/location_map` },
  'DELETE @delete': { needs: ModifyContent, path: `${BODEGA}/@delete/location_map` },
  'GET @download': { needs: ViewContent, path: `${BODEGA}/@download/location_map` },
  'POST @upload-image': { needs: ModifyContent, path: `${PRODUCT}/@upload-image/LA10826/anv800` },
  'GET @upload-image': { needs: ViewContent, path: `${PRODUCT}/@upload-image/LA10826/anv800` },
  'DELETE @upload-image': { needs: ModifyContent, path: `${PRODUCT}/@upload-image/LA10826/anv800` },
  'POST @generate-image': { needs: ModifyContent, path: PACK },
  'PATCH @opciones': { needs: ModifyContent, path: PRODUCT },
  'POST @search-product': { needs: ViewContent },
  'POST @prod-by-referencia': { needs: ViewContent },
  'GET @product': { needs: ViewContent },
  'GET @field-constants': { needs: ViewContent },
  'GET @user_info': { needs: ViewContent },
  'GET @list-id-zonas': { needs: ViewContent },
  'GET @tags': { needs: ViewContent, path: '/@tags/uva' },
  'GET @tag-products': { needs: ViewContent, path: TAG },
  // Regions (site §6: copy and move region products need ModifyContent).
  'GET @products': { needs: ViewContent, path: ZONE },
  'GET @get-zonas': { needs: ViewContent, path: ZONE },
  'POST @product-change-region': { needs: ModifyContent, path: ZONE },
  'POST @copy-content': { needs: ModifyContent, path: ZONE },
  'GET @getColectivos': { needs: ViewContent, path: NEWSLETTER },
  'POST @sendto-emails': { needs: ModifyContent, path: NEWSLETTER },
  'DELETE @sendto-emails': { needs: ModifyContent, path: NEWSLETTER },
  'GET @list-orphan-opciones': { needs: ViewContent },
  'GET @list-all-bodegas': { needs: ViewContent },
  'POST @create-vino-destilado-from-opcion': { needs: ModifyContent, path: BODEGA },
  'POST @translate_content': { needs: ViewContent },
  // Newsletters (site §6): edits need ModifyContent, the upload to the email provider ScheduleNewsletters; the
  // outbox of the local email service is the admin's (contract.md, "Things the reference backend does locally").
  'POST @newsletter-image': { needs: ModifyContent, path: NEWSLETTER },
  'GET @outbox': { needs: 'admin' },
  'GET @previsualize': { needs: ViewContent, path: NEWSLETTER },
  'POST @send-test-email': { needs: ModifyContent, path: NEWSLETTER },
  'POST @mark-as-verified': { needs: ModifyContent, path: NEWSLETTER },
  'POST @mark-as-draft': { needs: ModifyContent, path: NEWSLETTER },
  'POST @schedule': { needs: ModifyContent, path: NEWSLETTER },
  'POST @unschedule': { needs: ModifyContent, path: NEWSLETTER },
  'GET @progress': { needs: ViewContent, path: NEWSLETTER },
  'POST @upload-to-brevo': { needs: ScheduleNewsletters, path: NEWSLETTER },
  // AI campaigns (commerce §7, content API): generating and saving content edits it.
  'GET @get-content-generated': { needs: ViewContent },
  'POST @new-content': { needs: ModifyContent },
  'PATCH @update-content': { needs: ModifyContent, path: '/@update-content/1' },
  'POST @generate-feed-ai': { needs: ModifyContent },
  'GET @generate-content-from-ai': { needs: ViewContent },
};

/** The path of a view's request: its row's, or the view on the root. */
const viewPath = (key: string, row: Row): string => {
  const name = key.slice(key.indexOf(' ') + 1);
  const path = row.path ?? '/';
  if (path.includes('/@')) return `/db/guillotina${path}`;
  const object = path === '/' ? '/' : `${path}/`;
  return `/db/guillotina${object}${name}`;
};

interface Endpoint {
  key: string;
  method: string;
  path: string;
  row: Row;
}

let b: TestBackend;
let routeKeys: string[];
let viewKeys: string[];
beforeAll(() => {
  b = testBackend({ fixturesDir: join(REPO_ROOT, 'fixtures') });
  routeKeys = [...new Set(b.app.routes.map((route) => `${route.method} ${route.path}`))];
  const deps = testMountDeps();
  viewKeys = [...new Set(mountedViews(deps).map((def) => viewKey(def.method, def.name)))];
  deps.db.close();
}, 60_000);
afterAll(() => b.close());

describe('the permission matrix', () => {
  it('has a row for every route and view the mount list serves, and none for one it does not', () => {
    expect(routeKeys.filter((key) => !(key in ROUTES))).toEqual([]);
    expect(Object.keys(ROUTES).filter((key) => !routeKeys.includes(key))).toEqual([]);
    expect(viewKeys.filter((key) => !(key in VIEWS))).toEqual([]);
    expect(Object.keys(VIEWS).filter((key) => !viewKeys.includes(key))).toEqual([]);
  });

  it('answers each role as the spec’s tables say: 401 for anonymous, 403 for an account without the permission, and writes nothing it refuses', {
    timeout: 120_000,
  }, async () => {
    const endpoints: Endpoint[] = [
      ...Object.entries(ROUTES).flatMap(([key, row]) => {
        if (row === 'middleware') return [];
        const [method = '', path = ''] = key.split(' ');
        return [{ key, method, path: row.path ?? path, row }];
      }),
      ...Object.entries(VIEWS).map(([key, row]) => ({
        key,
        method: key.slice(0, key.indexOf(' ')),
        path: viewPath(key, row),
        row,
      })),
    ];
    const tokens: Record<Role, string> = {
      anonymous: await b.anonymousToken(),
      viewer: await b.tokenFor('viewer'),
      editor: await b.tokenFor('editor'),
      admin: await b.tokenFor('admin'),
    };
    const changes = () => b.db.prepare<[], number>('SELECT total_changes()').pluck().get();
    const mismatches: string[] = [];
    let cells = 0;
    for (const { key, method, path, row } of endpoints) {
      for (const role of ROLES) {
        const token =
          row.ownToken === true
            ? role === 'anonymous'
              ? await b.anonymousToken()
              : await b.tokenFor(role)
            : tokens[role];
        const before = changes();
        const res = await b.call(method, path, { token, body: method === 'GET' ? undefined : {} });
        const allowed = may(role, row.needs);
        const refusal = role === 'anonymous' ? 401 : 403;
        const answered = res.status === 401 || res.status === 403 ? res.status : 'let in';
        const expected = allowed ? 'let in' : refusal;
        cells += 1;
        const cell = `${role} ${method} ${path} (${key}, needs ${row.needs})`;
        if (!allowed && changes() !== before) mismatches.push(`${cell}: refused, yet it wrote`);
        if (answered === expected) continue;
        mismatches.push(`${cell}: ${res.status}, expected ${expected}`);
      }
      // Each endpoint finds the objects as the fixtures left them: the locks the last one took are over.
      b.advance(120_000);
    }
    expect(mismatches).toEqual([]);
    expect(cells).toBe(ROLES.length * endpoints.length);
  });
});
