import { fail, formatInMadrid, ok, PERMISSIONS, pathSegments, type Result } from '@cellar/validation';
import { restoreMessages } from '@cellar/validation/catalogue';
import { siteMessages } from '@cellar/validation/site';
import type { Db } from '../db/database';
import { GenerationCache } from '../db/generation-cache';
import { badRequest, notFound, preconditionFailed } from '../http/errors';
import { parseBody } from '../http/parse-body';
import { RESTORABLE_ACTIONS, readLogEntry, readLogs } from './audit-log';
import { type ObjectRow, requestedPath, rowDynamicBehaviors, storedPath } from './content-row';
import { behaviorSchema, created, objectUrl, resource } from './content-serialize';
import type { ContentStore } from './content-store';
import { typeSchema } from './content-types';
import { type ViewContext, type ViewDef, view } from './content-view';
import { applySharingChange, parseSharingChange, sharingEntry } from './permissions';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body of a create, a PATCH or an upsert: an object (its fields are the store's to check). */
const objectBody = (input: unknown): Result<Record<string, unknown>> =>
  isRecord(input) ? ok(input) : fail({ path: '', message: 'Expected an object' });

/** The 412 message of a stale write (contract.md, "Concurrency"). */
export const staleMessage = (row: ObjectRow): string =>
  `This content was modified by ${row.modified_by ?? 'unknown'} at ${formatInMadrid(
    Date.parse(row.modification_date),
    'dd/MM/yyyy HH:mm',
  )}. Reload to see the changes.`;

/** 412 when the `last-mod-date` header is present and is not the stored modification_date. */
export function assertFresh(ctx: ViewContext, row: ObjectRow): void {
  const held = ctx.c.req.header('last-mod-date');
  if (held === undefined || held === '') return;
  const same = held === row.modification_date || Date.parse(held) === Date.parse(row.modification_date);
  if (!same) throw preconditionFailed(staleMessage(row));
}

/** The object at a request path the user may view, or undefined. */
const findViewable = (ctx: ViewContext, input: unknown): ObjectRow | undefined => {
  if (typeof input !== 'string') return undefined;
  const path = requestedPath(input);
  const row = path === undefined ? undefined : ctx.store.get(path);
  return row && ctx.permissions.canView(row) ? row : undefined;
};

const user = (ctx: ViewContext) => ({ user: ctx.account.email });

/** The JSON of each object's GET as an account was answered it, while the data stays as it was. */
const answers = new WeakMap<Db, GenerationCache<Uint8Array<ArrayBuffer>>>();
const utf8 = new TextEncoder();

const getObject = (ctx: ViewContext) => {
  const { object, store, account } = ctx;
  let cache = answers.get(ctx.db);
  if (cache === undefined) {
    cache = new GenerationCache(ctx.db, 500);
    answers.set(ctx.db, cache);
  }
  // The answer is the object, its parent, the children the account may view and the origin of its URLs: the same
  // again until a write changes one of them (or a grant, or the account).
  const bytes = cache.get(`${account.id}\n${ctx.origin}\n${object.uid}`, () => {
    const parent = object.parent_uid ? store.getByUid(object.parent_uid) : undefined;
    const items = object.is_folderish
      ? ctx.permissions.filterViewable(store.childSummaries(object))
      : undefined;
    return utf8.encode(
      JSON.stringify(resource(object, { origin: ctx.origin, registry: ctx.registry, parent, items })),
    );
  });
  // A Response of plain headers: under @hono/node-server the bytes go out as they are, with no fetch `Headers`
  // built and read back (`c.body()` builds one), which was a measurable share of this GET (README "Performance").
  return new Response(bytes, { headers: { 'content-type': 'application/json' } });
};

const createdResponse = (ctx: ViewContext, row: ObjectRow, status: 200 | 201) => {
  const body = created(row, ctx.origin);
  if (status === 201) ctx.c.header('Location', body['@id']);
  return ctx.c.json(body, status);
};

const createObject = async (ctx: ViewContext) => {
  const body = await parseBody(ctx.c, objectBody);
  const row = ctx.store.create(ctx.object, body, user(ctx));
  return createdResponse(ctx, row, 201);
};

/** The header of a PATCH that restores the values an audit entry replaced (issue 28): the entry's id. */
export const RESTORE_OF_HEADER = 'x-restore-of';

/**
 * The entry a restoring PATCH names: a `modify`, `upsert` or `restore` of this object (by uid, so it follows a
 * move) that logged the values it replaced; undefined without the header, 400 when it names no such entry.
 */
function restoreOf(ctx: ViewContext, row: ObjectRow): number | undefined {
  const header = ctx.c.req.header(RESTORE_OF_HEADER);
  if (header === undefined) return undefined;
  const id = /^[1-9][0-9]{0,15}$/.test(header) ? Number(header) : undefined;
  const entry = id === undefined ? undefined : readLogEntry(ctx.db, id);
  const payload = entry?.payload;
  const restorable =
    entry !== undefined &&
    entry.uid === row.uid &&
    RESTORABLE_ACTIONS.includes(entry.action as (typeof RESTORABLE_ACTIONS)[number]) &&
    isRecord(payload) &&
    isRecord(payload.before);
  if (id === undefined || !restorable)
    throw badRequest([{ path: RESTORE_OF_HEADER, message: restoreMessages.unknownEntry(header) }]);
  return id;
}

const patchObject = async (ctx: ViewContext) => {
  ctx.assertNotLocked();
  assertFresh(ctx, ctx.object);
  const restored = restoreOf(ctx, ctx.object);
  const body = await parseBody(ctx.c, objectBody);
  ctx.write(() => {
    const current = ctx.store.getByUid(ctx.object.uid) ?? ctx.object;
    assertFresh(ctx, current);
    ctx.store.update(current, body, { ...user(ctx), restoreOf: restored });
  });
  return ctx.c.body(null, 204);
};

const deleteObject = (ctx: ViewContext) => {
  ctx.assertNotLocked();
  ctx.store.remove(ctx.object, user(ctx));
  return ctx.c.json({});
};

const upsert = async (ctx: ViewContext) => {
  const body = await parseBody(ctx.c, objectBody);
  const existing = typeof body.id === 'string' ? ctx.store.child(ctx.object, body.id) : undefined;
  if (!existing) {
    const row = ctx.store.create(ctx.object, body, { ...user(ctx), action: 'upsert' });
    return createdResponse(ctx, row, 201);
  }
  if (!ctx.permissions.canView(existing)) throw notFound();
  ctx.require(PERMISSIONS.ModifyContent, existing);
  ctx.assertNotLocked(existing);
  assertFresh(ctx, existing);
  if (body['@type'] !== undefined && body['@type'] !== existing.type_name)
    throw badRequest([
      { path: '@type', message: `The object "${existing.id}" is of type "${existing.type_name}"` },
    ]);
  ctx.store.update(existing, body, { ...user(ctx), action: 'upsert' });
  return ctx.c.body(null, 204);
};

/** The body of a move or a copy: a destination path, and the new id when it is renamed. */
const moveBody = (input: unknown): Result<{ destination: string; new_id: unknown }> => {
  if (!isRecord(input) || typeof input.destination !== 'string' || input.destination.trim() === '')
    return fail({ path: 'destination', message: siteMessages.treeBrowser.bulk.destinationRequired });
  if (input.new_id !== undefined && input.new_id !== null && typeof input.new_id !== 'string')
    return fail({ path: 'new_id', message: 'Expected text' });
  return ok({ destination: input.destination, new_id: input.new_id });
};

const readMove = async (ctx: ViewContext) => {
  const body = await parseBody(ctx.c, moveBody);
  const destination = findViewable(ctx, body.destination);
  if (!destination)
    throw badRequest([
      { path: 'destination', message: siteMessages.treeBrowser.bulk.destinationNotFound(body.destination) },
    ]);
  return { destination, newId: body.new_id };
};

const move = async (ctx: ViewContext) => {
  const { destination, newId } = await readMove(ctx);
  ctx.require(PERMISSIONS.ModifyContent, destination);
  ctx.assertNotLocked();
  const row = ctx.store.move(ctx.object, destination, newId, user(ctx));
  return createdResponse(ctx, row, 200);
};

const duplicate = async (ctx: ViewContext) => {
  const { destination, newId } = await readMove(ctx);
  ctx.require(PERMISSIONS.ModifyContent, destination);
  const row = ctx.store.duplicate(ctx.object, destination, newId, user(ctx));
  return createdResponse(ctx, row, 200);
};

const canido = (ctx: ViewContext) => {
  const names = (ctx.c.req.query('permissions') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  return ctx.c.json(ctx.permissions.answers(ctx.object, names));
};

const getSharing = (ctx: ViewContext) => {
  const inherit = ctx.store.ancestors(ctx.object).map((row) => ({
    '@id': objectUrl(ctx.origin, row.path),
    path: row.path,
    ...sharingEntry(ctx.db, row.uid),
  }));
  return ctx.c.json({ local: sharingEntry(ctx.db, ctx.object.uid), inherit });
};

const postSharing = async (ctx: ViewContext) => {
  const change = await parseBody(ctx.c, (input) => parseSharingChange(ctx.db, input));
  ctx.write((audit) => {
    applySharingChange(ctx.db, ctx.object.uid, change);
    audit('sharing', change);
  });
  ctx.permissions.reset();
  return ctx.c.json({});
};

const lock = (ctx: ViewContext) => ctx.c.json(ctx.locks.lock(ctx.object, ctx.account, ctx.sessionHash));

const unlock = (ctx: ViewContext) => {
  ctx.locks.unlock(ctx.object, ctx.account);
  return ctx.c.json({});
};

const MAX_LOG_PAGE = 100;

/** The object a log request is about: the one at `path`, else its nearest existing ancestor (deleted ones). */
const logTarget = (store: ContentStore, path: string): ObjectRow => {
  const segments = pathSegments(path);
  for (let n = segments.length; n > 0; n--) {
    const row = store.get(storedPath(segments.slice(0, n)));
    if (row) return row;
  }
  return store.root();
};

const getLogs = (ctx: ViewContext) => {
  const query = ctx.c.req.query();
  const path = requestedPath(query.path ?? '/');
  if (path === undefined) throw badRequest([{ path: 'path', message: 'Invalid path' }]);
  const sizeText = query.size ?? '20';
  const size = /^\d+$/.test(sizeText) ? Number(sizeText) : Number.NaN;
  if (!(size >= 1 && size <= MAX_LOG_PAGE))
    throw badRequest([{ path: 'size', message: `The size must be between 1 and ${MAX_LOG_PAGE}` }]);
  const after = query.search_after;
  if (after !== undefined && after !== '' && !/^\d+$/.test(after))
    throw badRequest([{ path: 'search_after', message: 'Invalid cursor' }]);
  const target = logTarget(ctx.store, path);
  if (!ctx.permissions.canView(target)) throw notFound();
  ctx.require(PERMISSIONS.ViewLogs, target);
  return ctx.c.json(
    readLogs(ctx.db, {
      path,
      size,
      searchAfter: after === undefined || after === '' ? undefined : Number(after),
    }),
  );
};

const listTypes = (ctx: ViewContext) =>
  ctx.c.json([...ctx.registry.contentTypes.values()].map((type) => typeSchema(type)));

const getType = (ctx: ViewContext) => {
  const [name, ...rest] = ctx.args;
  const type = name === undefined || rest.length > 0 ? undefined : ctx.registry.contentTypes.get(name);
  if (!type) throw notFound(`Unknown type: ${name ?? ''}`);
  return ctx.c.json(typeSchema(type));
};

const types = (ctx: ViewContext) => (ctx.args.length === 0 ? listTypes(ctx) : getType(ctx));

/** Types that may be created in the object: its type's allowedTypes, every type but the container when absent. */
export const addableTypes = (ctx: Pick<ViewContext, 'registry'>, row: ObjectRow): string[] => {
  if (!row.is_folderish) return [];
  const allowed = ctx.registry.contentTypes.get(row.type_name)?.allowedTypes;
  const all = [...ctx.registry.contentTypes.keys()].filter((name) => name !== 'Container');
  return allowed === undefined ? all : all.filter((name) => allowed.includes(name));
};

const getAddableTypes = (ctx: ViewContext) => ctx.c.json(addableTypes(ctx, ctx.object));

const getBehaviors = (ctx: ViewContext) => {
  const type = ctx.registry.contentTypes.get(ctx.object.type_name);
  const body: Record<string, unknown> = {
    available: [...ctx.registry.behaviors.keys()],
    static: type?.behaviors ?? [],
    dynamic: rowDynamicBehaviors(ctx.object),
  };
  for (const behavior of ctx.registry.behaviors.values()) body[behavior.name] = behaviorSchema(behavior);
  return ctx.c.json(body);
};

const changeBehaviors = (add: boolean) => async (ctx: ViewContext) => {
  ctx.assertNotLocked();
  const name = await parseBody(ctx.c, (input) => {
    const behavior = isRecord(input) ? input.behavior : undefined;
    return typeof behavior === 'string' && ctx.registry.behaviors.has(behavior)
      ? ok(behavior)
      : fail({ path: 'behavior', message: `Unknown behavior "${String(behavior)}"` });
  });
  const type = ctx.registry.contentTypes.get(ctx.object.type_name);
  if (type?.behaviors.includes(name))
    throw badRequest([{ path: 'behavior', message: `"${name}" is a static behavior of ${type.name}` }]);
  const current = rowDynamicBehaviors(ctx.object);
  const next = add ? [...new Set([...current, name])] : current.filter((b) => b !== name);
  if (next.length !== current.length) ctx.store.setDynamicBehaviors(ctx.object, next, user(ctx));
  return ctx.c.body(null, 204);
};

const modify = { permission: PERMISSIONS.ModifyContent };

/**
 * The core views of the content API. A copy needs ModifyContent on what it copies as a move does (Guillotina's
 * DuplicateContent is an editor's), and on the destination.
 */
export const coreViews = (): ViewDef[] => [
  view('GET', '', getObject),
  view('POST', '', createObject, modify),
  view('PATCH', '', patchObject, modify),
  view('DELETE', '', deleteObject, { permission: PERMISSIONS.DeleteContent }),
  view('POST', '@upsert', upsert, modify),
  view('POST', '@move', move, modify),
  view('POST', '@duplicate', duplicate, modify),
  view('GET', '@canido', canido),
  view('GET', '@sharing', getSharing, { permission: PERMISSIONS.SeePermissions }),
  view('POST', '@sharing', postSharing, { permission: PERMISSIONS.SeePermissions }),
  view('POST', '@lock', lock, modify),
  view('POST', '@unlock', unlock, modify),
  view('GET', '@get-logs', getLogs),
  view('GET', '@types', types),
  view('GET', '@addable-types', getAddableTypes),
  view('GET', '@behaviors', getBehaviors),
  view('PATCH', '@behaviors', changeBehaviors(true), modify),
  view('DELETE', '@behaviors', changeBehaviors(false), modify),
];
