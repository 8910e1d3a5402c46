import type { components } from '@cellar/contract';
import { ok, PERMISSIONS, type Result } from '@cellar/validation';
import type { Account } from '../auth/account-store';
import { type ObjectRow, ROOT_OBJECT_PATH, rowData, rowDynamicBehaviors } from '../content/content-row';
import { objectUrl } from '../content/content-serialize';
import { type ViewContext, type ViewDef, view } from '../content/content-view';
import type { Permissions } from '../content/permissions';
import type { Db } from '../db/database';
import { parseBody } from '../http/parse-body';
import { catalogSearch, underParams } from './catalog-query';
import { matchedRows } from './matched-rows';
import { indexedFieldsOf, searchRegistry } from './object-index';
import { compileSearch, type SqlPart, subtreeCondition, TRUE } from './search-query';
import { viewableCondition } from './search-visibility';

/** One search hit: the built-ins, then any indexed field. */
export type SearchItem = components['schemas']['SearchItem'];

export type SearchResponse = components['schemas']['SearchResponse'];

/** The hit of one row: the built-ins, then the type's (and behaviours') indexed fields as stored. */
export function searchItem(db: Db, row: ObjectRow, origin: string): SearchItem {
  const data = rowData(row);
  const item: SearchItem = {
    '@id': objectUrl(origin, row.path),
    '@name': row.id,
    '@uid': row.uid,
    '@type': row.type_name,
    type_name: row.type_name,
    path: row.path,
    depth: row.depth,
    title: row.title,
    parent_uuid: row.parent_uid ?? undefined,
    is_folderish: row.is_folderish === 1,
    creation_date: row.creation_date,
    modification_date: row.modification_date,
  };
  if (row.parent_uid === null) delete item.parent_uuid;
  for (const { name, behavior } of indexedFieldsOf(
    searchRegistry(db),
    row.type_name,
    rowDynamicBehaviors(row),
  )) {
    const holder = behavior === undefined ? data : data[behavior];
    if (holder === null || typeof holder !== 'object' || Array.isArray(holder)) continue;
    const value = (holder as Record<string, unknown>)[name];
    if (value !== undefined && !(name in item)) item[name] = value;
  }
  return item;
}

const scopeTo = (row: ObjectRow | undefined): SqlPart => subtreeCondition(row?.path ?? ROOT_OBJECT_PATH);

/** `where`, within `scope`, for what the account may view: `TRUE` itself when nothing narrows the search. */
const conditions = (
  db: Db,
  account: Account,
  where: SqlPart,
  scope: ObjectRow | undefined,
  permissions?: Permissions,
): SqlPart => {
  const parts = [where, scopeTo(scope), viewableCondition(db, account, permissions)].filter(
    (part) => part.sql !== TRUE.sql,
  );
  if (parts.length === 0) return TRUE;
  return {
    sql: parts.map((p) => p.sql).join(' AND '),
    params: parts.flatMap((p) => p.params),
  };
};

/**
 * Runs a SearchRequest body for an account: only objects it may view, within `scope` (the object the
 * view was called on) when given. Throws 400 ValidationError on a bad body.
 */
export function search(
  db: Db,
  account: Account,
  body: unknown,
  options: { origin: string; scope?: ObjectRow; permissions?: Permissions },
): SearchResponse {
  const { rows, total } = searchRows(db, account, body, options);
  return { items: rows.map((row) => searchItem(db, row, options.origin)), items_total: total };
}

/**
 * The rows of one page of a SearchRequest body (only objects the account may view, within `scope`) and how many
 * match in all: for views that answer more of each object than a search hit carries.
 */
export function searchRows(
  db: Db,
  account: Account,
  body: unknown,
  options: { scope?: ObjectRow; permissions?: Permissions } = {},
): { rows: ObjectRow[]; total: number } {
  const compiled = compileSearch(db, body);
  if (compiled.match !== undefined)
    return matchedRows(
      db,
      compiled,
      compiled.match,
      conditions(db, account, compiled.match.rest, options.scope, options.permissions),
    );
  // A search over an index range (a folder's listing) counts its range, then picks its page: counting in the
  // narrower index costs less than keeping its rows for the page.
  const where = conditions(db, account, compiled.where, options.scope, options.permissions);
  const total = db
    .prepare<unknown[], number>(`SELECT count(*) FROM objects o WHERE ${where.sql}`)
    .pluck()
    .get(...where.params);
  const rows =
    compiled.size === 0
      ? []
      : db
          .prepare<unknown[], ObjectRow>(
            // The page is chosen on the uids and sort keys alone, then its rows are read: sorting whole rows (a
            // product's data runs to kilobytes) cost a 10,000-item folder's page some 300 ms.
            `SELECT o.* FROM objects o WHERE o.uid IN (
               SELECT o.uid FROM objects o WHERE ${where.sql} ORDER BY ${compiled.orderBy.sql} LIMIT ? OFFSET ?
             ) ORDER BY ${compiled.orderBy.sql}`,
          )
          .all(
            ...where.params,
            ...compiled.orderBy.params,
            compiled.size,
            compiled.from,
            ...compiled.orderBy.params,
          );
  return { rows, total: total ?? 0 };
}

/** How many objects a SearchRequest body matches for an account. */
export function count(
  db: Db,
  account: Account,
  body: unknown,
  options: { scope?: ObjectRow; permissions?: Permissions } = {},
): number {
  const compiled = compileSearch(db, body);
  const where = conditions(db, account, compiled.where, options.scope, options.permissions);
  return (
    db
      .prepare<unknown[], number>(`SELECT count(*) FROM objects o WHERE ${where.sql}`)
      .pluck()
      .get(...where.params) ?? 0
  );
}

/** The body of a search read by `rule`; an empty body is an empty search (every object the user may view). */
export const readSearchBody = <T>(ctx: ViewContext, rule: (input: unknown) => Result<T>): Promise<T> =>
  parseBody(ctx.c, (input) => rule(input === undefined ? {} : input));

/** A search body as it was sent: `compileSearch` refuses a bad one with its own 400s. */
const asSent = ok;

/** `POST {path}/@search`: one page of hits (SearchResponse), within the object's subtree. */
export async function searchView(ctx: ViewContext): Promise<Response> {
  const body = await readSearchBody(ctx, asSent);
  return ctx.c.json(
    search(ctx.db, ctx.account, body, {
      origin: ctx.origin,
      scope: ctx.object,
      permissions: ctx.permissions,
    }),
  );
}

/** `POST {path}/@count`: `{items_total}`. */
export async function countView(ctx: ViewContext): Promise<Response> {
  const body = await readSearchBody(ctx, asSent);
  return ctx.c.json({
    items_total: count(ctx.db, ctx.account, body, { scope: ctx.object, permissions: ctx.permissions }),
  });
}

const catalogQuery = (ctx: ViewContext, counting = false) =>
  catalogSearch(
    new URL(ctx.c.req.url).searchParams,
    { contextPath: ctx.object.path, contextDepth: ctx.object.depth },
    { counting },
  );

/** `GET {path}/@search?type_name=...`: Guillotina's catalog query (catalog-query.ts), answered as `POST @search`. */
export function catalogSearchView(ctx: ViewContext): Response {
  const query = catalogQuery(ctx);
  return ctx.c.json(
    underParams(query, () =>
      search(ctx.db, ctx.account, query.body, {
        origin: ctx.origin,
        scope: ctx.object,
        permissions: ctx.permissions,
      }),
    ),
  );
}

/** `GET {path}/@count?type_name=...`: how many objects a catalog query matches, as a bare integer (Guillotina's). */
export function catalogCountView(ctx: ViewContext): Response {
  const query = catalogQuery(ctx, true);
  return ctx.c.json(
    underParams(query, () =>
      count(ctx.db, ctx.account, query.body, { scope: ctx.object, permissions: ctx.permissions }),
    ),
  );
}

/** The search views of the content dispatcher. */
export const searchViews = (): ViewDef[] => [
  view('POST', '@search', searchView, { permission: PERMISSIONS.ViewContent }),
  view('POST', '@count', countView, { permission: PERMISSIONS.ViewContent }),
  view('GET', '@search', catalogSearchView),
  view('GET', '@count', catalogCountView),
];
