import type { Logger } from 'pino';
import { z } from 'zod';
import { auditedWrite, type ContentWrite } from '../content/audited-write';
import { type ObjectRow, rowData } from '../content/content-row';
import type { Db } from '../db/database';
import type { Clock } from '../http/clock';
import { newsletterProducts } from './newsletter-products';
import type { Mailer } from './outbox';
import { type RenderedNewsletter, renderNewsletter } from './render-newsletter';

/** Newsletters sent per second by default: fast enough for a demo, steady enough for `@progress` to move. */
export const DEFAULT_SEND_RATE = 20;

/** The timer the worker waits with; tests pass one they drive. */
export interface WorkerTimer {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const systemTimer: WorkerTimer = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface SendingWorkerOptions {
  db: Db;
  logger: Logger;
  now: Clock;
  mailer: Mailer;
  /** The main shop's public domain: the links of the emails. */
  domain: string;
  /** Emails per second (default {@link DEFAULT_SEND_RATE}). */
  ratePerSecond?: number;
  timer?: WorkerTimer;
  /** The renderer; tests pass a failing one. */
  render?: typeof renderNewsletter;
}

interface DueRecipient {
  newsletter_uid: string;
  email: string;
  lang: string;
  variant: string;
  /** The recipient's half has passed its finish date (`finish_at`, or `finish_at_b` for the B half). */
  finished: 0 | 1;
}

const deliverable = z.email();

/**
 * How long the worker waits after a step found nobody due: a newsletter starts at most a second after its time,
 * and a server with nothing to send asks the database once a second, not at the sending rate (20 times).
 */
export const IDLE_WAIT_MS = 1000;

/** What one step did: the state it gave a recipient, or 'idle' when nobody was due. */
export type StepOutcome = 'sent' | 'nosent' | 'norendered' | 'idle';

/**
 * The sending of scheduled newsletters (site-content-and-shell §4, contract.md "Things the reference backend does
 * locally"): once a newsletter's `schedule_at` is reached, one pending recipient per step, at a steady rate, through
 * the mailer (the local outbox). With an A/B second date, the B half of the recipients waits for `schedule_at_b`.
 * Once `finish_at` (`finish_at_b` for the B half) has passed, the half's recipients still pending are counted as
 * nosent, so the progress reaches its total. A recipient's state and its outbox row are written in one transaction, so a restart
 * mid-sending sends nobody twice. A newsletter that cannot be rendered in the recipient's language counts the
 * recipient as norendered; an address that cannot receive mail as nosent.
 */
export class SendingWorker {
  readonly #options: SendingWorkerOptions;
  readonly #interval: number;
  readonly #timer: WorkerTimer;
  /** The worker's writes record no audit entry: sending is the schedule's consequence, audited when scheduled. */
  readonly #write: ContentWrite;
  #handle: unknown;
  #running = false;
  /** Renders by newsletter, modification date and language: one render per language, not per recipient. */
  readonly #renders = new Map<string, RenderedNewsletter | Error>();
  /** The next due recipient: prepared once, since a step runs every 1/rate s whether anything is due or not. */
  readonly #due;

  constructor(options: SendingWorkerOptions) {
    this.#options = options;
    const rate = options.ratePerSecond ?? DEFAULT_SEND_RATE;
    if (!(rate > 0)) throw new Error(`The sending rate must be above 0 per second, not ${rate}`);
    this.#interval = 1000 / rate;
    this.#timer = options.timer ?? systemTimer;
    this.#write = auditedWrite(options.db, options.now);
    this.#due = options.db.prepare<[{ now: string }], DueRecipient>(
      `SELECT r.newsletter_uid, r.email, r.lang, r.variant,
         COALESCE(julianday(json_extract(o.data, CASE r.variant WHEN 'b' THEN '$.finish_at_b' ELSE '$.finish_at' END))
           <= julianday(@now), 0) AS finished
       FROM newsletter_recipients r JOIN objects o ON o.uid = r.newsletter_uid
       WHERE r.state = 'pending' AND o.type_name = 'Newsletter' AND json_extract(o.data, '$.status') = 'scheduled'
         AND julianday(json_extract(o.data, CASE r.variant WHEN 'b' THEN '$.schedule_at_b' ELSE '$.schedule_at' END))
             <= julianday(@now)
       ORDER BY r.rowid LIMIT 1`,
    );
  }

  /** Starts sending (with the server); a second call does nothing. */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#options.logger.info(
      { ratePerSecond: 1000 / this.#interval },
      'newsletter sending worker started (local mailer: emails go to the outbox)',
    );
    this.#schedule();
  }

  /** Stops sending (with the server): no step starts after this. */
  stop(): void {
    this.#running = false;
    if (this.#handle !== undefined) this.#timer.clearTimeout(this.#handle);
    this.#handle = undefined;
  }

  #schedule(wait = this.#interval): void {
    if (!this.#running) return;
    this.#handle = this.#timer.setTimeout(() => {
      this.#handle = undefined;
      if (!this.#running) return;
      let outcome: StepOutcome | undefined;
      try {
        outcome = this.step();
      } catch (error) {
        this.#options.logger.error({ err: error }, 'newsletter sending step failed');
      }
      this.#schedule(outcome === 'idle' ? Math.max(this.#interval, IDLE_WAIT_MS) : this.#interval);
    }, wait);
  }

  /** Sends to the next due recipient, if any. */
  step(): StepOutcome {
    const { db, now } = this.#options;
    const due = this.#due.get({ now: new Date(now()).toISOString() });
    if (!due) return 'idle';
    if (due.finished === 1) return this.#finish(due);
    const newsletter = db
      .prepare<[string], ObjectRow>('SELECT * FROM objects WHERE uid = ?')
      .get(due.newsletter_uid);
    if (!newsletter) return 'idle';
    const rendered = this.#render(newsletter, due.lang);
    const outcome: Exclude<StepOutcome, 'idle'> =
      rendered instanceof Error ? 'norendered' : deliverable.safeParse(due.email).success ? 'sent' : 'nosent';
    this.#write(() => {
      const still = db
        .prepare<[string, string], 1>(
          "SELECT 1 FROM newsletter_recipients WHERE newsletter_uid = ? AND email = ? AND state = 'pending'",
        )
        .get(due.newsletter_uid, due.email);
      if (!still) return;
      if (outcome === 'sent' && !(rendered instanceof Error))
        this.#options.mailer.send({
          kind: 'newsletter',
          recipient: due.email,
          subject: rendered.subject,
          html: rendered.html,
          lang: due.lang,
          newsletter: { uid: newsletter.uid, path: newsletter.path },
        });
      db.prepare(
        'UPDATE newsletter_recipients SET state = ?, done_at = ? WHERE newsletter_uid = ? AND email = ?',
      ).run(outcome, new Date(now()).toISOString(), due.newsletter_uid, due.email);
    });
    return outcome;
  }

  /** The half's finish date has passed: its pending recipients will not be sent to. */
  #finish(due: DueRecipient): 'nosent' {
    const { db, now, logger } = this.#options;
    const { changes } = this.#write(() =>
      db
        .prepare(
          `UPDATE newsletter_recipients SET state = 'nosent', done_at = ?
           WHERE newsletter_uid = ? AND variant = ? AND state = 'pending'`,
        )
        .run(new Date(now()).toISOString(), due.newsletter_uid, due.variant),
    );
    logger.info(
      { newsletter: due.newsletter_uid, variant: due.variant, notSent: changes },
      'newsletter finish date passed: the pending recipients are not sent to',
    );
    return 'nosent';
  }

  #render(newsletter: ObjectRow, lang: string): RenderedNewsletter | Error {
    const key = `${newsletter.uid}|${newsletter.modification_date}|${lang}`;
    let rendered = this.#renders.get(key);
    if (rendered === undefined) {
      const render = this.#options.render ?? renderNewsletter;
      try {
        rendered = render(rowData(newsletter), {
          lang,
          domain: this.#options.domain,
          product: newsletterProducts(this.#options.db, lang),
        });
      } catch (error) {
        rendered = error instanceof Error ? error : new Error(String(error));
        this.#options.logger.warn(
          { newsletter: newsletter.path, lang, err: rendered },
          'newsletter not rendered',
        );
      }
      if (this.#renders.size > 100) this.#renders.clear();
      this.#renders.set(key, rendered);
    }
    return rendered;
  }
}
