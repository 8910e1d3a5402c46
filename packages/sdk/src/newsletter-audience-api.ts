import type { paths } from '@cellar/contract';
import type { Client } from 'openapi-fetch';
import { z } from 'zod';
import { componentSchema } from './component-schema';
import { apiPath } from './content-api';
import { request } from './request';

// The newsletter audience calls (site-content-and-shell §3 "Audience sendto", §7 "Newsletters"), checked at the edge.

export const newsletterCountSchema = componentSchema(
  'NewsletterCount',
  z.object({ total: z.number().int().nonnegative(), source: z.enum(['list_emails', 'filters']) }),
);
/** `GET {newsletter}/@count`: the audience's size and where it comes from. */
export type NewsletterCount = z.infer<typeof newsletterCountSchema>;

export const newsletterColectivoSchema = componentSchema(
  'NewsletterColectivo',
  z.object({ id: z.string(), name: z.string() }),
);
export type NewsletterColectivo = z.infer<typeof newsletterColectivoSchema>;

export const newsletterSendtoEmailsSchema = componentSchema(
  'NewsletterSendtoEmails',
  z.object({
    accepted: z.number().int().nonnegative(),
    duplicates: z.number().int().nonnegative(),
    invalid_count: z.number().int().nonnegative(),
    invalid: z.array(
      componentSchema(
        'NewsletterBadLine',
        z.object({ line: z.number().int().positive(), value: z.string(), message: z.string() }),
      ),
    ),
    invalid_more: z.number().int().nonnegative(),
  }),
);
/** `POST {newsletter}/@sendto-emails`: what was stored, and the bad lines by number. */
export type NewsletterSendtoEmails = z.infer<typeof newsletterSendtoEmailsSchema>;

const deletedSchema = componentSchema(
  'NewsletterSendtoEmailsDeleted',
  z.object({ deleted: z.literal(true) }),
);

const pathParams = (newsletterPath: string) => ({
  params: { path: { path: apiPath(newsletterPath) } },
});

/**
 * The Schedule tab's audience calls on a newsletter (`/newsletters/{id}/`). Failures: `NotFoundError` on anything
 * but a newsletter (and on deleting a list there is none of), `ForbiddenError` for a write without ModifyContent,
 * `LockedError` while someone else holds the lock, `ValidationError` for a list with no email, over 1,000,000
 * lines or not named .txt.
 */
export function createNewsletterAudienceApi(raw: Client<paths>) {
  return {
    /**
     * The audience's size: the uploaded list when there is one, else the customers the stored `sendto` selects.
     * @example const { total, source } = await client.newsletters.audienceCount('/newsletters/3_09_26_vuelta-al-cole/');
     */
    audienceCount: async (newsletterPath: string) =>
      request('newsletterCount', newsletterCountSchema, () =>
        raw.GET('/db/guillotina/{path}/@count', pathParams(newsletterPath)),
      ),

    /**
     * The customer groups (colectivos) the audience picks from.
     * @example const groups = await client.newsletters.colectivos('/newsletters/3_09_26_vuelta-al-cole/'); // [{ id: '1', name: 'Sumilleres' }, ...]
     */
    colectivos: async (newsletterPath: string) =>
      request('newsletterColectivos', z.array(newsletterColectivoSchema), () =>
        raw.GET('/db/guillotina/{path}/@getColectivos', pathParams(newsletterPath)),
      ),

    /**
     * Uploads the audience's email list (one email per line), which then overrides the filters. A `Blob` (a picked
     * `File`) is sent as it is, so the browser streams it; a `ReadableStream` (a file read in Node, up to a million
     * lines) is streamed as it is read, never held whole; `filename` goes as `X-UPLOAD-FILENAME`.
     * @example const { accepted, duplicates, invalid } = await client.newsletters.uploadAudienceEmails(path, file, file.name);
     * @example await client.newsletters.uploadAudienceEmails(path, Readable.toWeb(createReadStream('list.txt')), 'list.txt');
     */
    uploadAudienceEmails: async (
      newsletterPath: string,
      emails: string | Blob | ReadableStream<Uint8Array>,
      filename?: string,
    ) =>
      request('uploadNewsletterEmails', newsletterSendtoEmailsSchema, () =>
        raw.POST('/db/guillotina/{path}/@sendto-emails', {
          ...pathParams(newsletterPath),
          body: emails as string,
          bodySerializer: (body: unknown) => body as string,
          headers: {
            'content-type': 'text/plain; charset=utf-8',
            ...(filename === undefined ? {} : { 'x-upload-filename': filename }),
          },
          // fetch sends a stream body only as a half-duplex request (the answer is read after the body is sent).
          ...(emails instanceof ReadableStream ? { duplex: 'half' } : {}),
        }),
      ),

    /**
     * 'Delete emails filter': removes the uploaded list; the audience is built from the filters again.
     * @example await client.newsletters.deleteAudienceEmails('/newsletters/10_12_26_packs-navidad/');
     */
    deleteAudienceEmails: async (newsletterPath: string) => {
      await request('deleteNewsletterEmails', deletedSchema, () =>
        raw.DELETE('/db/guillotina/{path}/@sendto-emails', pathParams(newsletterPath)),
      );
    },
  };
}

export type NewsletterAudienceApi = ReturnType<typeof createNewsletterAudienceApi>;
