import { Hono } from 'hono';
import type { Db } from '../db/database';
import type { FileRow, FileStore } from '../files/file-store';
import { INERT_HEADERS } from '../files/file-views';
import type { AppEnv } from '../http/app-env';
import { notFound } from '../http/errors';
import { NEWSLETTER_TYPE } from './newsletter';
import { newsletterImageField } from './newsletter-image';

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
      .get(`/newsletters/${c.req.param('id')}`, NEWSLETTER_TYPE, newsletterImageField(c.req.param('name')));
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
