import { PERMISSIONS } from '@cellar/validation';
import { isAudienceFileName, siteMessages } from '@cellar/validation/site';
import { rowData } from '../content/content-row';
import { type ViewContext, type ViewDef, view } from '../content/content-view';
import { badRequest, notFound } from '../http/errors';
import { catalogCountView } from '../search/search-views';
import {
  audienceList,
  MAX_AUDIENCE_LINES,
  NoEmailsError,
  removeAudienceList,
  storeAudienceEmails,
  TooManyLinesError,
} from './audience-email-list';
import { audienceCountQuery } from './audience-query';
import { NEWSLETTER_TYPE } from './newsletter';

const messages = siteMessages.newsletter;

/** 404 on anything but a newsletter: these views are the newsletter's own. */
function newsletterOf(ctx: ViewContext) {
  if (ctx.object.type_name !== NEWSLETTER_TYPE) throw notFound();
  return ctx.object;
}

/**
 * `GET {newsletter}/@count`: the uploaded list's size when there is one, else the customers its sendto selects. On any
 * other object `GET @count` stays Guillotina's catalog count (the name is shared: views are registered by name).
 */
function count(ctx: ViewContext): Response {
  if (ctx.object.type_name !== NEWSLETTER_TYPE) return catalogCountView(ctx);
  const newsletter = ctx.object;
  const list = audienceList(ctx.db, newsletter.uid);
  if (list !== undefined) return ctx.c.json({ total: list.total, source: 'list_emails' });
  const query = audienceCountQuery(rowData(newsletter).sendto);
  const row = ctx.db.prepare<unknown[], { total: number }>(query.sql).get(...query.params);
  return ctx.c.json({ total: row?.total ?? 0, source: 'filters' });
}

/** `GET {newsletter}/@getColectivos`: the customer groups (id and name) the audience picker offers. */
function colectivos(ctx: ViewContext): Response {
  newsletterOf(ctx);
  const items = ctx.db
    .prepare<[], { id: string; name: string }>('SELECT id, name FROM newsletter_colectivos ORDER BY name')
    .all();
  return ctx.c.json(items);
}

/** Permission, lock, then the write's own check: the order every write of the content API follows. */
function beforeWrite(ctx: ViewContext) {
  const newsletter = newsletterOf(ctx);
  ctx.assertNotLocked(newsletter);
  return newsletter;
}

/** Records the write on the newsletter (a new modification_date) with its audit entry. */
function touch(ctx: ViewContext, action: 'upload' | 'delete-file', payload: unknown): void {
  const current = ctx.store.getByUid(ctx.object.uid) ?? ctx.object;
  ctx.store.update(current, {}, { user: ctx.account.email, trusted: true, action, payload });
}

/**
 * `POST {newsletter}/@sendto-emails`, the text of the list as the body (one email per line), streamed: see
 * `storeAudienceEmails`. An `X-UPLOAD-FILENAME` header, when sent, must name a .txt file (§5).
 */
async function uploadEmails(ctx: ViewContext): Promise<Response> {
  const newsletter = beforeWrite(ctx);
  const filename = ctx.c.req.header('x-upload-filename');
  if (filename !== undefined && !isAudienceFileName(filename))
    throw badRequest([{ path: 'file', message: messages.audienceFileNotTxt }]);
  const body = ctx.c.req.raw.body;
  if (body === null) throw badRequest([{ path: 'file', message: messages.audienceFileEmpty }]);
  try {
    const answer = await storeAudienceEmails(ctx.db, newsletter.uid, chunksOf(body), {
      user: ctx.account.email,
      now: ctx.now,
      onStored: (stored) =>
        touch(ctx, 'upload', {
          field: 'sendto_emails',
          filename: filename ?? null,
          accepted: stored.accepted,
          duplicates: stored.duplicates,
          invalid: stored.invalid_count,
        }),
    });
    return ctx.c.json(answer);
  } catch (error) {
    if (error instanceof TooManyLinesError)
      throw badRequest([{ path: 'file', message: messages.audienceTooManyLines(MAX_AUDIENCE_LINES) }]);
    if (error instanceof NoEmailsError)
      throw badRequest([{ path: 'file', message: messages.audienceFileEmpty }]);
    throw error;
  }
}

/** `DELETE {newsletter}/@sendto-emails` ('Delete emails filter'): the audience goes back to the filters. */
function deleteEmails(ctx: ViewContext): Response {
  const newsletter = beforeWrite(ctx);
  ctx.write(() => {
    if (!removeAudienceList(ctx.db, newsletter.uid)) throw notFound(messages.audienceNoList);
    touch(ctx, 'delete-file', { field: 'sendto_emails' });
  });
  return ctx.c.json({ deleted: true });
}

/** A web stream read chunk by chunk (a DOM `ReadableStream` is not typed as async-iterable everywhere). */
async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) yield read.value;
  } finally {
    reader.releaseLock();
  }
}

/** The audience views of a newsletter (site-content §7 "Newsletters"). */
export const audienceViews = (): ViewDef[] => [
  view('GET', '@count', count),
  view('GET', '@getColectivos', colectivos),
  view('POST', '@sendto-emails', uploadEmails, { permission: PERMISSIONS.ModifyContent }),
  view('DELETE', '@sendto-emails', deleteEmails, { permission: PERMISSIONS.ModifyContent }),
];
