import {
  ERROR_TYPE_BY_STATUS,
  fail,
  LANGUAGES,
  ok,
  PERMISSIONS,
  type Shop,
  type ShopId,
  shopsFor,
} from '@cellar/validation';
import {
  NEWSLETTER_STATUSES,
  type NewsletterStatus,
  type NewsletterStatusAction,
  newsletterTransition,
  siteMessages,
  validateTestEmail,
} from '@cellar/validation/site';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import { type ObjectRow, rowData } from '../content/content-row';
import { type ViewContext, type ViewDef, view } from '../content/content-view';
import type { Db } from '../db/database';
import type { Clock } from '../http/clock';
import {
  ApiError,
  badRequest,
  conflict,
  type ErrorType,
  forbidden,
  notFound,
  preconditionFailed,
} from '../http/errors';
import { parseBody } from '../http/parse-body';
import { type EmailProvider, LocalEmailProvider } from './email-provider';
import { NEWSLETTER_TYPE } from './newsletter';
import { newsletterProducts } from './newsletter-products';
import {
  audienceSize,
  dropPendingRecipients,
  scheduleRecipients,
  sendingProgress,
} from './newsletter-recipients';
import { LocalMailer, type Mailer, OUTBOX_KINDS, type OutboxKind, readOutbox } from './outbox';
import { RenderError, renderNewsletter } from './render-newsletter';

const OUTBOX_MAX_SIZE = 100;

export type NewsletterSendingDeps = {
  now: Clock;
  logger: Logger;
  shopDomains: Readonly<Record<ShopId, string>>;
  /** Default the local email provider. */
  provider?: EmailProvider;
} & (
  | {
      /** The database of the default mailer (the local outbox). */
      db: Db;
      mailer?: Mailer;
    }
  | { mailer: Mailer }
);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The newsletter a view is called on; 404 on any other object. */
const newsletterOf = (ctx: ViewContext): ObjectRow => {
  if (ctx.object.type_name !== NEWSLETTER_TYPE) throw notFound();
  return ctx.object;
};

const statusOf = (row: ObjectRow): NewsletterStatus => {
  const status = rowData(row).status;
  return (NEWSLETTER_STATUSES as readonly unknown[]).includes(status)
    ? (status as NewsletterStatus)
    : 'draft';
};

const isLanguage = (lang: string) => (LANGUAGES as readonly string[]).includes(lang);

/**
 * The body of `@send-test-email` (`{recipient, ctx: {lang, country, shop, domain}}`) by the validation package's
 * rule over the configured shops, its issues at the body's paths; `ctx` as sent, for the audit entry.
 */
const testEmailBody = (shops: readonly Shop[]) => (input: unknown) => {
  const record = isRecord(input) ? input : {};
  const context = isRecord(record.ctx) ? record.ctx : {};
  const checked = validateTestEmail(
    {
      email: record.recipient,
      language: context.lang,
      country: context.country,
      shop: context.shop,
      domain: context.domain,
    },
    shops,
  );
  if (!checked.ok)
    return fail(
      ...checked.issues.map((issue) => ({
        path: { email: 'recipient', language: 'ctx.lang' }[issue.path] ?? `ctx.${issue.path}`,
        message: issue.message,
      })),
    );
  return ok({ ...checked.value, context });
};

/**
 * The status calls (§4) as one handler: checks ModifyContent, the lock and the transition (409 for a wrong status,
 * 412 for a missing date or audience, in the validation package's words), then writes the status in one audited
 * transaction; a schedule stores the recipients, an unschedule drops those still pending.
 */
const transition =
  (action: NewsletterStatusAction) =>
  (ctx: ViewContext): Response => {
    const row = newsletterOf(ctx);
    ctx.assertNotLocked();
    const result = ctx.write(() => {
      const current = ctx.store.getByUid(row.uid) ?? row;
      const data = rowData(current);

      const checked = newsletterTransition(action, {
        status: statusOf(current),
        hasScheduleAt: typeof data.schedule_at === 'string' && data.schedule_at !== '',
        hasAudience: action === 'schedule' && audienceSize(ctx.db, current) > 0,
      });
      if (!checked.ok) {
        const message = checked.issues[0]?.message ?? siteMessages.newsletter.statusError;
        throw checked.refusal === 'precondition' ? preconditionFailed(message) : conflict(message);
      }
      // `status` is read-only to a PATCH: only these calls write it (a trusted write).
      const next = ctx.store.update(
        current,
        { status: checked.value },
        { user: ctx.account.email, action, trusted: true },
      );
      let total: number | undefined;
      if (action === 'schedule')
        total = scheduleRecipients(ctx.db, current, {
          abTest: typeof data.schedule_at_b === 'string' && data.schedule_at_b !== '',
        });
      if (action === 'unschedule') dropPendingRecipients(ctx.db, current.uid);
      return { status: checked.value, modification_date: next.modification_date, total };
    });
    return ctx.c.json(
      result.total === undefined
        ? { status: result.status, modification_date: result.modification_date }
        : result,
    );
  };

const intParam = (
  name: string,
  value: string | undefined,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw badRequest([{ path: name, message: `${name} is a whole number of 0 or more, not ${value}` }]);
  return Math.min(n, max);
};

const modify = { permission: PERMISSIONS.ModifyContent };

/**
 * The newsletter sending views (site-content-and-shell §7 "Newsletters"): the admin's outbox, the preview, the test
 * email, the status calls, the progress and the email-provider upload. Mails go through `deps.mailer` (the local
 * outbox unless one is given) and uploads through `deps.provider` (the local email provider).
 */

export function newsletterSendingViews(deps: NewsletterSendingDeps): ViewDef[] {
  const mailer = deps.mailer ?? new LocalMailer((deps as { db: Db }).db, deps.now, deps.logger);
  const provider = deps.provider ?? new LocalEmailProvider(mailer, deps.logger);
  const mainDomain = deps.shopDomains.cellar;
  const readTestEmail = testEmailBody(shopsFor(deps.shopDomains));

  return [
    view('GET', '@outbox', (ctx) => {
      if (ctx.account.role !== 'admin') throw forbidden('Only an administrator may read the outbox.');
      const q = ctx.c.req.query();
      const kind = q.kind;
      if (kind !== undefined && kind !== '' && !(OUTBOX_KINDS as readonly string[]).includes(kind))
        throw badRequest([{ path: 'kind', message: `kind is one of ${OUTBOX_KINDS.join(', ')}` }]);
      return ctx.c.json(
        readOutbox(ctx.db, {
          from: intParam('from', q.from, 0),
          size: intParam('size', q.size, 20, OUTBOX_MAX_SIZE),
          kind: kind ? (kind as OutboxKind) : undefined,
        }),
      );
    }),

    view('GET', '@previsualize', (ctx) => {
      const row = newsletterOf(ctx);
      const lang = ctx.c.req.query('lang') ?? 'es';
      if (!isLanguage(lang))
        throw badRequest([{ path: 'lang', message: `The language is one of ${LANGUAGES.join(', ')}` }]);
      const domain = ctx.c.req.query('domain') || mainDomain;
      const { html } = renderNewsletter(rowData(row), {
        lang,
        domain,
        // The shop's domain may not serve the images (a staging or example one): this server does, at its paths.
        imageOrigin: new URL(ctx.c.req.url).origin,
        product: newsletterProducts(ctx.db, lang),
        preview: true,
      });
      ctx.c.header('Content-Security-Policy', "script-src 'none'; object-src 'none'; base-uri 'none'");
      return ctx.c.html(html);
    }),

    view(
      'POST',
      '@send-test-email',
      async (ctx) => {
        const row = newsletterOf(ctx);
        const { email, language, domain, context } = await parseBody(ctx.c, readTestEmail);
        if (!isLanguage(language))
          throw badRequest([{ path: 'ctx.lang', message: `The language is one of ${LANGUAGES.join(', ')}` }]);
        const rendered = renderNewsletter(rowData(row), {
          lang: language,
          domain,
          product: newsletterProducts(ctx.db, language),
          preview: true,
        });
        ctx.write((audit) => {
          mailer.send({
            kind: 'test',
            recipient: email,
            subject: rendered.subject,
            html: rendered.html,
            lang: language,
            newsletter: { uid: row.uid, path: row.path },
          });
          audit('send-test-email', { recipient: email, ctx: context });
        });
        return ctx.c.json({ recipient: email });
      },
      modify,
    ),

    view('POST', '@mark-as-verified', transition('mark-as-verified'), modify),
    view('POST', '@mark-as-draft', transition('mark-as-draft'), modify),
    view('POST', '@schedule', transition('schedule'), modify),
    view('POST', '@unschedule', transition('unschedule'), modify),

    view('GET', '@progress', (ctx) => ctx.c.json(sendingProgress(ctx.db, newsletterOf(ctx).uid))),

    view(
      'POST',
      '@upload-to-brevo',
      (ctx) => {
        const row = newsletterOf(ctx);
        const data = rowData(row);
        let rendered: { subject: string; html: string };
        try {
          rendered = renderNewsletter(data, {
            lang: 'es',
            domain: mainDomain,
            product: newsletterProducts(ctx.db, 'es'),
          });
        } catch (error) {
          if (error instanceof RenderError) throw badRequest([{ path: '', message: error.message }]);
          throw error;
        }
        const upload = ctx.write((audit) => {
          const answer = provider.upload({
            newsletter: { uid: row.uid, path: row.path },
            name: row.title,
            subject: rendered.subject,
            html: rendered.html,
          });
          if (answer.status >= 200 && answer.status < 300)
            audit('upload-to-brevo', { status: answer.status });
          return answer;
        });
        if (upload.status < 200 || upload.status >= 300) {
          // The provider's failure status is answered as is (the screen shows 'Error uploading to Brevo! Status: {status}').
          const status = (
            upload.status >= 400 && upload.status <= 599 ? upload.status : 502
          ) as ContentfulStatusCode;
          const type = ((ERROR_TYPE_BY_STATUS as Readonly<Record<number, string>>)[status] ??
            'ServiceUnavailable') as ErrorType;
          throw new ApiError(status, type, siteMessages.newsletter.brevoError(upload.status), {
            status: upload.status,
          });
        }
        return ctx.c.json(upload);
      },
      { permission: PERMISSIONS.ScheduleNewsletters },
    ),
  ];
}
