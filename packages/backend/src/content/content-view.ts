import type { Context } from 'hono';
import type { Account } from '../auth/account-store';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/app-env';
import type { Clock } from '../http/clock';
import type { AuditAction } from './audit-log';
import type { AuditTarget } from './audited-write';
import type { ContentRegistry } from './content-fields';
import type { ObjectRow } from './content-row';
import type { ContentStore } from './content-store';
import type { LockStore } from './locks';
import type { Permissions } from './permissions';

/**
 * What a view handler of `/db/guillotina/<object path>/@<view>/<args>` gets. The dispatcher has already
 * resolved `object` (404 when it is missing or the user may not view it) and checked the view's
 * `permission`.
 */
export interface ViewContext {
  c: Context<AppEnv>;
  db: Db;
  account: Account;
  /** The sha256 of the request's token (`requireUser`'s `sessionHash`): the session an editing lock records. */
  sessionHash: string;
  /** The resolved object (the root container for `/db/guillotina/@view`). */
  object: ObjectRow;
  /** Segments after the `@view` segment, URL-decoded (`@upload/image` → ['image']). */
  args: readonly string[];
  now: Clock;
  store: ContentStore;
  locks: LockStore;
  /** Cached per request. */
  permissions: Permissions;
  registry: ContentRegistry;
  /** `http://host:port` of the request, for `@id`s. */
  origin: string;
  /**
   * Runs `run` as one write of the account (`content/audited-write.ts`): what it writes and the entries it appends
   * through `audit` commit together or not at all; inside another write (a store's own) it is a savepoint.
   */
  write<T>(run: (audit: ViewAudit) => T): T;
  /** 403 Forbidden unless the account has `permission` on `row` (default the object). */
  require(permission: string, row?: ObjectRow): void;
  /** 409 Locked when someone else holds the editing lock of `row` (default the object). */
  assertNotLocked(row?: ObjectRow): void;
}

/**
 * Appends an audit entry of a view's write: user the account's email, filed under `target` (default the object),
 * dated now unless the write passes the date it stamped its rows with.
 */
export type ViewAudit = (action: AuditAction, payload: unknown, target?: AuditTarget, date?: string) => void;

export type ViewHandler = (ctx: ViewContext) => Response | Promise<Response>;

export interface ViewDef {
  /** HTTP method, upper case. */
  method: string;
  /** `@search`, `@upload`, ...; '' for the object itself. */
  name: string;
  handler: ViewHandler;
  /**
   * Checked by the dispatcher on the object before the handler runs, so a refusal (403) comes before anything
   * looks at the body (ViewContent is always checked). Every view but a GET must name it (ViewContent for a
   * read sent as a POST): `contentRoutes` refuses to serve one that does not.
   */
  permission?: string;
}

export const viewKey = (method: string, name: string): string => `${method.toUpperCase()} ${name}`;

/** A view definition, for a folder's views (`http/mounts.ts` hands them all to `contentRoutes`). */
export const view = (
  method: string,
  name: string,
  handler: ViewHandler,
  options: { permission?: string } = {},
): ViewDef => ({ method: method.toUpperCase(), name, handler, ...options });
