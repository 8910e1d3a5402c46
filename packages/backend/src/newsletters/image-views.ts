import { PERMISSIONS, slugify } from '@cellar/validation';
import { Hono } from 'hono';
import { type ViewContext, type ViewDef, view } from '../content/content-view';
import type { Db } from '../db/database';
import { type FileRow, type FileStore, MAX_FILE_BYTES, payloadTooLarge } from '../files/file-store';
import { checkFileType, INERT_HEADERS, uploadFilename } from '../files/file-views';
import type { AppEnv } from '../http/app-env';
import { badRequest, notFound } from '../http/errors';

const NEWSLETTER_TYPE = 'Newsletter';
/** The `files.field` of an image stored in a newsletter: `newsletter-image/{name}`. */
const FIELD_PREFIX = 'newsletter-image/';
/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const MULTIPART_OVERHEAD = 64 * 1024;
const NOT_AN_IMAGE = 'The file is not a PNG, JPEG, GIF or WebP image';

/** The name an image is stored and served under: the slug of its name with the extension of its real type. */
export function newsletterImageName(filename: string, extension: string): string {
  const dot = filename.lastIndexOf('.');
  const base = slugify(dot > 0 ? filename.slice(0, dot) : filename) || 'image';
  return `${base.slice(0, 100)}.${extension}`;
}

/** Where an image of a newsletter is read: `/newsletters/{id}/{name}`, as the fixtures' `image_src` values. */
export const newsletterImagePath = (newsletterPath: string, name: string): string =>
  `${newsletterPath}/${name}`;

/**
 * `POST {newsletterPath}/@newsletter-image` (multipart `file`, site-content §7 "Upload of an image to
 * newsletters/{newsletterId} returns path"): a PNG, JPEG, GIF or WebP image (magic bytes, the name's extension
 * must match; SVG refused: the images are served publicly), at most 10 MiB. Stored beside the newsletter under
 * the slug of its name (the same name replaces the image), audited as an `upload`; answers `{path}`. The
 * newsletter itself is not modified, so a form open on it keeps its `modification_date`. ModifyContent (403),
 * someone else's editing lock 409.
 */
async function uploadNewsletterImage(ctx: ViewContext, files: FileStore): Promise<Response> {
  if (ctx.object.type_name !== NEWSLETTER_TYPE) throw notFound('Not a newsletter');
  ctx.require(PERMISSIONS.ModifyContent);
  ctx.assertNotLocked();
  const declared = Number(ctx.c.req.header('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > MAX_FILE_BYTES + MULTIPART_OVERHEAD) throw payloadTooLarge();
  let form: Record<string, unknown>;
  try {
    form = await ctx.c.req.parseBody();
  } catch {
    throw badRequest([{ path: 'file', message: 'Expected a multipart body with a file field' }]);
  }
  const file = form.file;
  if (!(file instanceof File)) throw badRequest([{ path: 'file', message: 'The file field is required' }]);
  if (file.size > MAX_FILE_BYTES) throw payloadTooLarge();
  const filename = uploadFilename(file.name);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = checkFileType(bytes, filename, { imagesOnly: true, path: 'file' });
  if (type.extension === 'svg') throw badRequest([{ path: 'file', message: NOT_AN_IMAGE }]);
  const name = newsletterImageName(filename, type.extension);
  const path = newsletterImagePath(ctx.object.path, name);
  const { key, md5 } = files.put(bytes, type);
  try {
    ctx.store.transaction(() => {
      // The replaced image's row goes to file_trash (trigger); its bytes are swept after the commit.
      ctx.db
        .prepare('DELETE FROM files WHERE uid = ? AND field = ?')
        .run(ctx.object.uid, `${FIELD_PREFIX}${name}`);
      ctx.db
        .prepare(
          `INSERT INTO files (storage_key, uid, field, filename, content_type, size, md5, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          key,
          ctx.object.uid,
          `${FIELD_PREFIX}${name}`,
          filename,
          type.content_type,
          bytes.byteLength,
          md5,
          new Date(ctx.now()).toISOString(),
        );
      ctx.audit('upload', { path, filename, content_type: type.content_type, size: bytes.byteLength, md5 });
    });
  } catch (error) {
    files.remove(key);
    throw error;
  }
  files.sweep(ctx.db);
  return ctx.c.json({ path });
}

/** The newsletter image views of the content dispatcher. */
export const newsletterImageViews = (files: FileStore): ViewDef[] => [
  view('POST', '@newsletter-image', (ctx) => uploadNewsletterImage(ctx, files)),
];

/**
 * `GET /newsletters/{id}/{name}`: an image stored in a newsletter, public as the email that shows it is (the
 * fixtures' `image_src` values have this form). 404 when the newsletter has no such image (the fixtures name
 * images that were never uploaded: the editor shows them as missing).
 */
export function newsletterImageRoutes(db: Db, files: FileStore): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/newsletters/:id/:name', (c) => {
    const row = db
      .prepare<[string, string, string], FileRow>(
        `SELECT f.* FROM files f JOIN objects o ON o.uid = f.uid
         WHERE o.path = ? AND o.type_name = ? AND f.field = ?`,
      )
      .get(`/newsletters/${c.req.param('id')}`, NEWSLETTER_TYPE, `${FIELD_PREFIX}${c.req.param('name')}`);
    const bytes = row === undefined ? undefined : files.read(row.storage_key);
    if (row === undefined || bytes === undefined) throw notFound('The image is missing');
    return new Response(new Uint8Array(bytes), {
      headers: {
        'content-type': row.content_type,
        'content-length': String(bytes.byteLength),
        'cache-control': 'no-cache',
        ...INERT_HEADERS,
      },
    });
  });
  return routes;
}
