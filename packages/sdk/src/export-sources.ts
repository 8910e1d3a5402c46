import type { OfferType, OpinionState } from '@cellar/validation/commerce';
import { OPINION_STATES } from '@cellar/validation/commerce';
import type { LogEntry } from './content-schemas';
import type { CellarClient } from './create-client';
import type { DelayedOrder } from './delayed-orders-api';
import type { ErpFreeShippingSearch } from './erp-api';
import type {
  ErpAnalyticsRow,
  ErpFreeShippingRate,
  ErpMatch,
  ErpOffer,
  ErpOpinion,
  ErpUserSummary,
} from './erp-schemas';

/**
 * The lists `cellar export` and the admin's Export CSV take away: for each, its columns (one definition for both,
 * so a file from the terminal and one from the screen read alike) and, for the lists the server pages, the pages
 * read one after another with the SDK.
 */

/** One page of an export as it arrives, and the number of rows of the whole export when the server says it. */
export interface ExportPage {
  rows: readonly Record<string, unknown>[];
  total?: number;
}

/** The CSV columns of one kind of list. */
export interface ExportColumns {
  /** The CSV header, in order: every field of the SDK's row type. */
  columns: readonly string[];
  /** Columns written as one JSON cell rather than spread (see flatten-row.ts). */
  whole?: readonly string[];
}

/** What one kind exports: its CSV columns, and its pages read one after another with the SDK. */
export interface ExportSource<Filters> extends ExportColumns {
  /**
   * What tells one row from another. A list read by page number shifts when a row is written meanwhile, so the
   * next page may start with a row already written: it is written once.
   */
  key: (row: Record<string, unknown>) => string;
  pages(client: CellarClient, filters: Filters, options: PageOptions): AsyncIterable<ExportPage>;
}

export interface PageOptions {
  pageSize: number;
  /** Runs one read of the server (the CLI retries it; the admin runs it as it is). */
  read: <T>(call: () => Promise<T>) => Promise<T>;
}

const keysOf = <T>(keys: readonly (keyof T & string)[]) => keys;

/**
 * The pages of a list the server pages itself with its own page size (`p` from 1; `per_page` and the whole count,
 * `items`, in each answer), one after another until the count is reached.
 */
const serverPages = <Filters>(
  search: (
    client: CellarClient,
    filters: Filters,
    p: number,
  ) => Promise<{ result: readonly Record<string, unknown>[]; per_page: number; items: number }>,
): ExportSource<Filters>['pages'] =>
  async function* (client, filters, { read }) {
    for (let p = 1; ; p += 1) {
      const page = await read(() => search(client, filters, p));
      yield { rows: page.result, total: page.items };
      if (page.result.length === 0 || p * page.per_page >= page.items) return;
    }
  };

export interface OfferFilters {
  q?: string;
  /** YYYY-MM-DD: offers running some time of that Madrid day. */
  date?: string;
  tipo?: OfferType;
}

/** The Offers screen's list (POST /offers/@search): the server's pages (20), newest start first. */
export const offersSource: ExportSource<OfferFilters> = {
  columns: keysOf<ErpOffer>([
    'id',
    'id_tipo',
    'id_producto',
    'grupo',
    'fecha_desde',
    'fecha_hasta',
    'descuento_oferta',
    'uni_compra',
    'uni_promo',
    'cantidad_precio_especial',
    'descuento_especial',
    'caducable',
  ]),
  key: (row) => String(row.id),
  pages: serverPages((client, filters, p) => client.erp.offers.search({ ...filters, p })),
};

export interface OpinionFilters {
  /** Every status, one after the other, when none is given. */
  status?: OpinionState;
  idioma?: string;
  shop?: string;
  q?: string;
}

/** The Opinions screen's list (GET /opinions/@list): each status in turn, newest first, `pageSize` a page. */
export const opinionsSource: ExportSource<OpinionFilters> = {
  columns: keysOf<ErpOpinion>([
    'id_opinion',
    'estado',
    'fecha',
    'shop',
    'idioma',
    'grupo',
    'nombre',
    'zope_id',
    'nombre_usuario',
    'nota',
    'titulo',
    'opinion',
  ]),
  key: (row) => String(row.id_opinion),
  async *pages(client, { status, ...filters }, { pageSize, read }) {
    const totals = await read(() => client.erp.opinions.total(filters));
    const statuses: readonly OpinionState[] = status ? [status] : OPINION_STATES;
    const total = statuses.reduce<number>((sum, state) => sum + totals[state], 0);
    for (const state of statuses) {
      for (let page = 0; ; page += 1) {
        const answer = await read(() =>
          client.erp.opinions.list({ ...filters, status: state, page, page_size: pageSize }),
        );
        yield { rows: answer.items, total };
        if (answer.items.length < answer.page_size || (page + 1) * answer.page_size >= answer.total) break;
      }
    }
  },
};

export interface AuditLogFilters {
  /** The object whose log is read, with everything below it; '/' is the whole container. */
  path: string;
}

/** The AuditLog tab's list (GET @get-logs): newest first, cut by the `search_after` cursor. */
export const auditLogSource: ExportSource<AuditLogFilters> = {
  columns: keysOf<LogEntry>(['id', 'date', 'user', 'action', 'path', 'uid', 'payload']),
  whole: ['payload'],
  key: (row) => String(row.id),
  async *pages(client, { path }, { pageSize, read }) {
    let searchAfter: string | null | undefined;
    do {
      const page = await read(() => client.content.logs(path, { size: pageSize, searchAfter }));
      yield { rows: page.logs };
      searchAfter = page.search_after;
    } while (searchAfter);
  },
};

/**
 * The Edit matchs list (GET @get-products-with-match), newest first, in pages of `pageSize`. The spec's call has
 * no paging (the reference backend adds it): a server that ignores it answers every match at once, told by an
 * answer longer than a page, and that answer is the whole export.
 */
export const matchesSource: ExportSource<Record<string, never>> = {
  columns: keysOf<ErpMatch>([
    'id_proveedor',
    'id_producto_proveedor',
    'id_producto',
    'name',
    'anyada',
    'capacidad',
    'familia_producto',
    'graduacion',
    'pvp_proveedor',
    'stock',
    'surtido',
    'excluir_venta',
    'fecha_registro',
  ]),
  key: (row) => `${String(row.id_proveedor)}/${String(row.id_producto_proveedor)}`,
  async *pages(client, _filters, { pageSize, read }) {
    let exported = 0;
    for (let page = 1; ; page += 1) {
      const rows = await read(() => client.erp.marketplace.matches({ page, page_size: pageSize }));
      if (rows.length > pageSize) {
        // Not paged: the whole list (never after a first page, since a server either pages or does not).
        yield { rows, total: rows.length };
        return;
      }
      exported += rows.length;
      // The list's length is known at its end only.
      yield { rows, total: rows.length < pageSize ? exported : undefined };
      if (rows.length < pageSize) return;
    }
  },
};

/** The Free Shipping Rates screen's list (POST /promos_trg/@search): the server's pages. */
export const freeShippingRatesSource: ExportSource<Omit<ErpFreeShippingSearch, 'p'>> = {
  columns: keysOf<ErpFreeShippingRate>([
    'id',
    'pais',
    'tarifa',
    'cart_amount',
    'min_precio_uni',
    'desde',
    'hasta',
  ]),
  key: (row) => String(row.id),
  pages: serverPages((client, filters, p) => client.erp.freeShipping.search({ ...filters, p })),
};

/** The Delays & Notifications list (GET /orders/@delayed-orders, one shop's late lines, unpaged). */
export const delayedOrderColumns: ExportColumns = {
  columns: keysOf<DelayedOrder>([
    'cod_pedido',
    'id_pedido',
    'id_linea_pedido',
    'id_usuario',
    'email',
    'incidencia',
    'precio_total',
    'clasificacion',
    'id_producto',
    'nombre',
    'fecha_stock',
    'fecha',
    'id_prov_vino',
    'ccompra',
    'stock_real',
    'sum2',
  ]),
};

/** The Analytics screen's Product traffic & performance table (unpaged). */
export const productTrafficColumns: ExportColumns = {
  columns: keysOf<ErpAnalyticsRow>([
    'grupo',
    'id_producto',
    'nombre',
    'domain',
    'visits',
    'unique_users',
    'add_to_cart',
    'add_to_cart_percent',
    'purchase',
    'purchase_percent',
    'units',
    'revenue',
  ]),
};

/** The Users screen's search results (GraphQL search_user, unpaged). */
export const userSearchColumns: ExportColumns = {
  columns: keysOf<ErpUserSummary>(['id_usuario', 'email']),
};
