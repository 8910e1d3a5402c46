import { PERMISSIONS } from '@cellar/validation';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { auditedWrite } from '../content/audited-write';
import { ROOT_OBJECT_PATH } from '../content/content-row';
import { requireRootPermission } from '../content/root-permission';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/app-env';
import type { Clock } from '../http/clock';
import { badRequest, notFound, unauthorized } from '../http/errors';
import { type FileRow, type FileStore, isStorageKey, MAX_FILE_BYTES, payloadTooLarge } from './file-store';
import { checkFileType, INERT_HEADERS, uploadFilename } from './file-views';

/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const MULTIPART_OVERHEAD = 64 * 1024;

export interface UploadDeps {
  db: Db;
  files: FileStore;
  now: Clock;
  /** The middleware that puts the logged-in account on the context (`requireUser`). */
  requireUser: MiddlewareHandler<AppEnv>;
}

/**
 * `POST /api/upload` (editor images: multipart field `file`, ModifyContent on the root, 10 MiB) and
 * `GET /api/uploads/{name}` (public, cacheable; only names of the stored-key form, only editor images).
 */
export function uploadRoutes({ db, files, now, requireUser }: UploadDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const write = auditedWrite(db, now);

  routes.post(
    '/api/upload',
    requireUser,
    requireRootPermission(db, PERMISSIONS.ModifyContent),
    bodyLimit({
      maxSize: MAX_FILE_BYTES + MULTIPART_OVERHEAD,
      onError: () => {
        throw payloadTooLarge();
      },
    }),
    async (c) => {
      const account = c.get('account');
      if (!account) throw unauthorized();
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw badRequest([{ path: 'file', message: 'Expected a multipart body with a file field' }]);
      }
      const file = form.file;
      if (!(file instanceof File))
        throw badRequest([{ path: 'file', message: 'The file field is required' }]);
      if (file.size > MAX_FILE_BYTES) throw payloadTooLarge();
      const filename = uploadFilename(file.name);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = checkFileType(bytes, filename, { imagesOnly: true, path: 'file' });
      // SVG may carry markup: editor images are served publicly, so only raster images are taken.
      if (type.extension === 'svg')
        throw badRequest([{ path: 'file', message: 'The file is not a PNG, JPEG, GIF or WebP image' }]);
      const { key, md5 } = files.put(bytes, type);
      const url = `/api/uploads/${key}`;
      const date = new Date(now()).toISOString();
      try {
        write((audit) => {
          db.prepare(
            `INSERT INTO files (storage_key, uid, field, filename, content_type, size, md5, created_at)
             VALUES (?, NULL, NULL, ?, ?, ?, ?, ?)`,
          ).run(key, filename, type.content_type, bytes.byteLength, md5, date);
          audit({
            date,
            user: account.email,
            action: 'upload',
            path: ROOT_OBJECT_PATH,
            uid: null,
            payload: { url, filename, content_type: type.content_type, size: bytes.byteLength, md5 },
          });
        });
      } catch (error) {
        files.remove(key);
        throw error;
      }
      return c.json({ url });
    },
  );

  routes.get('/api/uploads/:name', (c) => {
    const name = c.req.param('name');
    if (!isStorageKey(name)) throw notFound();
    const row = db
      .prepare<[string], FileRow>('SELECT * FROM files WHERE storage_key = ? AND uid IS NULL')
      .get(name);
    const bytes = row === undefined ? undefined : files.read(name);
    if (row === undefined || bytes === undefined) throw notFound();
    return new Response(new Uint8Array(bytes), {
      headers: {
        'content-type': row.content_type,
        'content-length': String(bytes.byteLength),
        'cache-control': 'public, max-age=31536000, immutable',
        ...INERT_HEADERS,
      },
    });
  });

  return routes;
}
