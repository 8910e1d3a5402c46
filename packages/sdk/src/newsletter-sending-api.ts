import type { components, paths } from '@cellar/contract';
import type { Client } from 'openapi-fetch';
import { z } from 'zod';
import { componentSchema } from './component-schema';
import { apiPath } from './content-api';
import { request } from './request';

type Schemas = components['schemas'];
/** One row of the local outbox. */
export type NewsletterOutboxEntry = Schemas['NewsletterOutboxEntry'];
export type NewsletterOutboxPage = Schemas['NewsletterOutboxPage'];
export type NewsletterOutboxKind = Schemas['NewsletterOutboxKind'];
/** The body of `@send-test-email` (build it with `testEmailBody` of the validation package). */
export type NewsletterTestEmail = Schemas['NewsletterTestEmail'];
export type NewsletterStatusChange = Schemas['NewsletterStatusChange'];
/** `@progress`: sent, nosent, norendered, pending, rendered and total. */
export type NewsletterProgress = Schemas['NewsletterProgress'];
export type NewsletterProviderUpload = Schemas['NewsletterProviderUpload'];

const outboxKindSchema = componentSchema(
  'NewsletterOutboxKind',
  z.enum(['test', 'newsletter', 'provider-upload', 'order-notification']),
);
const outboxPageSchema = componentSchema(
  'NewsletterOutboxPage',
  z.object({
    items: z.array(
      componentSchema(
        'NewsletterOutboxEntry',
        z.object({
          id: z.number(),
          kind: outboxKindSchema,
          recipient: z.string(),
          subject: z.string(),
          date: z.string(),
          newsletter: z.string().nullable(),
          lang: z.string().nullable(),
        }),
      ),
    ),
    items_total: z.number(),
  }),
);
const statusChangeSchema = componentSchema(
  'NewsletterStatusChange',
  z.object({
    status: z.enum(['draft', 'verified', 'scheduled']),
    modification_date: z.string(),
    total: z.number().optional(),
  }),
);
const progressSchema = componentSchema(
  'NewsletterProgress',
  z.object({
    sent: z.number(),
    nosent: z.number(),
    norendered: z.number(),
    pending: z.number(),
    rendered: z.number(),
    total: z.number(),
  }),
);
const providerUploadSchema = componentSchema(
  'NewsletterProviderUpload',
  z.object({ status: z.number(), campaign: z.string() }),
);
const testEmailSentSchema = componentSchema('NewsletterTestEmailSent', z.object({ recipient: z.string() }));

const at = (path: string) => ({ path: { path: apiPath(path) } });

/**
 * The newsletter sending calls (site-content-and-shell §4, §7 "Newsletters"): the status calls, the preview, the
 * test email, the progress, the email-provider upload and the admin's outbox. Methods take the newsletter's path
 * (`/newsletters/3_09_26_vuelta-al-cole/`). Failures are the SDK's typed errors: `ConflictError` (409) for a wrong
 * transition, `PreconditionFailedError` (412) for a schedule without date or audience, `ValidationError` (400) 'Please,
 * fill all fields in order to send the email', `ForbiddenError` without ModifyContent (or ScheduleNewsletters for the
 * upload), and the provider's own failure status for the upload.
 */
export function createNewsletterSendingApi(raw: Client<paths>) {
  const status = (
    path: string,
    call:
      | '/db/guillotina/{path}/@mark-as-verified'
      | '/db/guillotina/{path}/@mark-as-draft'
      | '/db/guillotina/{path}/@schedule'
      | '/db/guillotina/{path}/@unschedule',
    operation: string,
  ) => request(operation, statusChangeSchema, () => raw.POST(call, { params: at(path) }));

  return {
    /**
     * draft -> verified ('Verify content').
     *
     * @example
     * await client.newsletters.markAsVerified('/newsletters/10_12_26_packs-navidad/');
     */
    markAsVerified: (path: string): Promise<NewsletterStatusChange> =>
      status(path, '/db/guillotina/{path}/@mark-as-verified', 'markNewsletterVerified'),
    /**
     * verified -> draft ('Back to draft'); refused (409) while scheduled.
     *
     * @example
     * await client.newsletters.markAsDraft('/newsletters/30_11_26_cyber-monday/');
     */
    markAsDraft: (path: string): Promise<NewsletterStatusChange> =>
      status(path, '/db/guillotina/{path}/@mark-as-draft', 'markNewsletterDraft'),
    /**
     * verified -> scheduled: the recipients are built from the audience; `total` says how many.
     *
     * @example
     * const { total } = await client.newsletters.schedule('/newsletters/30_11_26_cyber-monday/');
     */
    schedule: (path: string): Promise<NewsletterStatusChange> =>
      status(path, '/db/guillotina/{path}/@schedule', 'scheduleNewsletter'),
    /**
     * scheduled -> verified: stops what is not sent yet.
     *
     * @example
     * await client.newsletters.unschedule('/newsletters/3_09_26_vuelta-al-cole/');
     */
    unschedule: (path: string): Promise<NewsletterStatusChange> =>
      status(path, '/db/guillotina/{path}/@unschedule', 'unscheduleNewsletter'),

    /**
     * The sending's counters.
     *
     * @example
     * const { sent, nosent, norendered, total } = await client.newsletters.progress(path);
     */
    progress: (path: string): Promise<NewsletterProgress> =>
      request('newsletterProgress', progressSchema, () =>
        raw.GET('/db/guillotina/{path}/@progress', { params: at(path) }),
      ),

    /**
     * The newsletter's email as HTML for a language and a shop domain.
     *
     * @example
     * const html = await client.newsletters.preview(path, { lang: 'fr', domain: 'www.cellar-fr.example' });
     */
    preview: (path: string, options: { lang: string; domain?: string }): Promise<string> =>
      request('newsletterPreview', z.string(), () =>
        raw.GET('/db/guillotina/{path}/@previsualize', {
          params: {
            ...at(path),
            query: {
              lang: options.lang as 'es',
              ...(options.domain ? { domain: options.domain } : {}),
            },
          },
          parseAs: 'text',
        }),
      ),

    /**
     * Sends the newsletter to one address (it lands in the outbox).
     *
     * @example
     * await client.newsletters.sendTestEmail(path, testEmailBody(form));
     */
    sendTestEmail: (path: string, body: NewsletterTestEmail) =>
      request('sendNewsletterTestEmail', testEmailSentSchema, () =>
        raw.POST('/db/guillotina/{path}/@send-test-email', { params: at(path), body }),
      ),

    /**
     * Uploads the newsletter to the email provider (needs cellar.ScheduleNewsletters).
     *
     * @example
     * await client.newsletters.uploadToBrevo(path);
     */
    uploadToBrevo: (path: string): Promise<NewsletterProviderUpload> =>
      request('uploadNewsletterToBrevo', providerUploadSchema, () =>
        raw.POST('/db/guillotina/{path}/@upload-to-brevo', { params: at(path) }),
      ),

    /**
     * What the local mailer would have sent, newest first (admin only).
     *
     * @example
     * const { items } = await client.newsletters.outbox({ kind: 'test', size: 5 });
     */
    outbox: (
      query: { from?: number; size?: number; kind?: NewsletterOutboxKind } = {},
    ): Promise<NewsletterOutboxPage> =>
      request('newsletterOutbox', outboxPageSchema, () =>
        raw.GET('/db/guillotina/@outbox', { params: { query } }),
      ),
  };
}

export type NewsletterSendingApi = ReturnType<typeof createNewsletterSendingApi>;
