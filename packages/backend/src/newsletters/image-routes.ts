import { siteMessages } from '@cellar/validation/site';
import { Hono } from 'hono';
import type { Db } from '../db/database';
import type { FileStore } from '../files/file-store';
import { publicFileResponse } from '../files/file-views';
import type { AppEnv } from '../http/app-env';
import { NEWSLETTER_TYPE } from './newsletter';
import { newsletterImageField } from './newsletter-image';

/**
 * `GET /newsletters/{id}/{name}`: an image stored in a newsletter, public as the email that shows it is (the
 * fixtures' `image_src` values have this form, and the fixtures store their banners). 404 when the newsletter has
 * no such image: the editor shows it as missing.
 */
export function newsletterImageRoutes(db: Db, files: FileStore): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/newsletters/:id/:name', (c) =>
    publicFileResponse(
      db,
      files,
      {
        typeName: NEWSLETTER_TYPE,
        field: newsletterImageField(c.req.param('name')),
        path: `/newsletters/${c.req.param('id')}`,
      },
      siteMessages.newsletter.imageMissing,
    ),
  );
  return routes;
}
