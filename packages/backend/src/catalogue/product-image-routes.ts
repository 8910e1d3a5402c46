import { IMAGE_SLOT_EXTENSIONS, isImageSlot } from '@cellar/validation/catalogue';
import { siteMessages } from '@cellar/validation/site';
import { Hono } from 'hono';
import type { Db } from '../db/database';
import type { FileStore } from '../files/file-store';
import { publicFileResponse } from '../files/file-views';
import type { AppEnv } from '../http/app-env';
import { notFound } from '../http/errors';
import { PRODUCT_TYPE, slotImageKey } from './product-summary';

/** Where a reference's slot image is public: the shops' own form of the address (`/images/CA11127/anv800.png`). */
export const publicSlotImagePath = (reference: string, slot: 'anv800'): string =>
  `/images/${encodeURIComponent(reference)}/${slot}.${IMAGE_SLOT_EXTENSIONS[slot]}`;

/**
 * `GET /images/{reference}/{slot}.{extension}`: a product's slot image, public as it is on the shops (the newsletter
 * preview shows them from here). 404 when no product has that image, or the extension is not the slot's.
 */
export function productImageRoutes(db: Db, files: FileStore): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/images/:reference/:file', (c) => {
    const [slot, extension, ...rest] = c.req.param('file').split('.');
    if (!isImageSlot(slot) || rest.length > 0 || extension !== IMAGE_SLOT_EXTENSIONS[slot])
      throw notFound(siteMessages.newsletter.imageMissing);
    return publicFileResponse(
      db,
      files,
      { typeName: PRODUCT_TYPE, field: slotImageKey(c.req.param('reference'), slot) },
      siteMessages.newsletter.imageMissing,
    );
  });
  return routes;
}
