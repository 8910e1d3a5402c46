import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { sendingProgress } from './newsletter-recipients';
import { newsletterStage, storeRecipients } from './newsletter-test-support';
import { LocalMailer, type Mailer, readOutbox } from './outbox';
import { RenderError } from './render-newsletter';
import { IDLE_WAIT_MS, SendingWorker, type WorkerTimer } from './sending-worker';

const logger = pino({ level: 'silent' });
const START = Date.UTC(2026, 10, 24, 9, 0, 0);

/** A timer the test fires by hand. */
function manualTimer() {
  const pending = new Map<number, { run: () => void; ms: number }>();
  let next = 0;
  const timer: WorkerTimer = {
    setTimeout: (run, ms) => {
      next += 1;
      pending.set(next, { run, ms });
      return next;
    },
    clearTimeout: (handle) => pending.delete(handle as number),
  };
  return {
    timer,
    pending,
    fire() {
      const [id, entry] = [...pending.entries()][0] ?? [];
      if (id === undefined || !entry) throw new Error('nothing scheduled');
      pending.delete(id);
      entry.run();
    },
  };
}

function scheduledStage(emails: string[], scheduleAt = new Date(START + 60_000).toISOString()) {
  const stage = newsletterStage({ status: 'scheduled', schedule_at: scheduleAt });
  storeRecipients(
    stage.backend.db,
    stage.newsletter.uid,
    emails.map((email) => ({ email, lang: 'es' })),
  );
  let now = START;
  const clock = () => now;
  const mailer = new LocalMailer(stage.backend.db, clock, logger);
  return { ...stage, clock, mailer, setNow: (t: number) => (now = t) };
}

const outboxRecipients = (db: Parameters<typeof readOutbox>[0]) =>
  readOutbox(db, { from: 0, size: 100, kind: 'newsletter' })
    .items.map((i) => i.recipient)
    .sort();

describe('SendingWorker', () => {
  it('waits for schedule_at, then sends one recipient per step at the configured rate', () => {
    const stage = scheduledStage(['a@example.com', 'b@example.com', 'c@example.com']);
    const { timer, pending, fire } = manualTimer();
    const worker = new SendingWorker({
      db: stage.backend.db,
      logger,
      now: stage.clock,
      mailer: stage.mailer,
      domain: 'd.example',
      ratePerSecond: 4,
      timer,
    });
    worker.start();
    expect([...pending.values()][0]?.ms).toBe(250);
    fire();
    expect(sendingProgress(stage.backend.db, stage.newsletter.uid)).toMatchObject({
      sent: 0,
      pending: 3,
      total: 3,
    });
    // Nobody was due: the next look is a second away, not at the sending rate.
    expect([...pending.values()][0]?.ms).toBe(IDLE_WAIT_MS);
    stage.setNow(START + 60_000);
    fire();
    expect(sendingProgress(stage.backend.db, stage.newsletter.uid)).toMatchObject({ sent: 1, pending: 2 });
    expect([...pending.values()][0]?.ms).toBe(250);
    fire();
    fire();
    expect(sendingProgress(stage.backend.db, stage.newsletter.uid)).toEqual({
      sent: 3,
      nosent: 0,
      norendered: 0,
      pending: 0,
      rendered: 3,
      total: 3,
    });
    expect(outboxRecipients(stage.backend.db)).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    const [mail] = readOutbox(stage.backend.db, { from: 0, size: 1 }).items;
    expect(mail).toMatchObject({
      kind: 'newsletter',
      subject: 'Asunto',
      newsletter: '/newsletters/1_12_26_test',
      lang: 'es',
    });
    worker.stop();
    expect(pending.size).toBe(0);
  });

  it('sends nobody twice across a restart, even one that failed mid-transaction', () => {
    const stage = scheduledStage(
      ['a@example.com', 'b@example.com', 'c@example.com'],
      new Date(START).toISOString(),
    );
    const options = { db: stage.backend.db, logger, now: stage.clock, domain: 'd.example' };
    const first = new SendingWorker({ ...options, mailer: stage.mailer });
    expect(first.step()).toBe('sent');
    // The process dies while handing over the second email: its transaction rolls back.
    const crashing: Mailer = {
      send(mail) {
        stage.mailer.send(mail);
        throw new Error('killed');
      },
    };
    const dying = new SendingWorker({ ...options, mailer: crashing });
    expect(() => dying.step()).toThrow('killed');
    expect(outboxRecipients(stage.backend.db)).toEqual(['a@example.com']);
    // A new worker after the restart finishes the sending.
    const restarted = new SendingWorker({ ...options, mailer: stage.mailer });
    while (restarted.step() !== 'idle');
    expect(outboxRecipients(stage.backend.db)).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    expect(sendingProgress(stage.backend.db, stage.newsletter.uid)).toMatchObject({
      sent: 3,
      pending: 0,
      total: 3,
    });
  });

  it('counts an undeliverable address as nosent and a newsletter it cannot render as norendered', () => {
    const stage = scheduledStage(['a@example.com', 'not-an-address'], new Date(START).toISOString());
    const worker = new SendingWorker({
      db: stage.backend.db,
      logger,
      now: stage.clock,
      mailer: stage.mailer,
      domain: 'd.example',
    });
    expect(worker.step()).toBe('sent');
    expect(worker.step()).toBe('nosent');
    const failing = scheduledStage(['x@example.com'], new Date(START).toISOString());
    const broken = new SendingWorker({
      db: failing.backend.db,
      logger,
      now: failing.clock,
      mailer: failing.mailer,
      domain: 'd.example',
      render: () => {
        throw new RenderError('no subject');
      },
    });
    expect(broken.step()).toBe('norendered');
    expect(sendingProgress(failing.backend.db, failing.newsletter.uid)).toMatchObject({
      norendered: 1,
      rendered: 0,
      total: 1,
    });
    expect(outboxRecipients(failing.backend.db)).toEqual([]);
  });

  it('sends the B half of an A/B test at the second date', () => {
    const stage = newsletterStage({
      status: 'scheduled',
      schedule_at: new Date(START).toISOString(),
      schedule_at_b: new Date(START + 3_600_000).toISOString(),
    });
    storeRecipients(
      stage.backend.db,
      stage.newsletter.uid,
      ['a1@example.com', 'b1@example.com', 'a2@example.com', 'b2@example.com'].map((email) => ({
        email,
        lang: 'es',
      })),
      { abTest: true },
    );
    let now = START;
    const worker = new SendingWorker({
      db: stage.backend.db,
      logger,
      now: () => now,
      mailer: new LocalMailer(stage.backend.db, () => now, logger),
      domain: 'd.example',
    });
    while (worker.step() !== 'idle');
    expect(outboxRecipients(stage.backend.db)).toEqual(['a1@example.com', 'a2@example.com']);
    expect(sendingProgress(stage.backend.db, stage.newsletter.uid)).toMatchObject({
      sent: 2,
      pending: 2,
      total: 4,
    });
    now = START + 3_600_000;
    while (worker.step() !== 'idle');
    expect(outboxRecipients(stage.backend.db)).toEqual([
      'a1@example.com',
      'a2@example.com',
      'b1@example.com',
      'b2@example.com',
    ]);
  });

  it('sends nothing for a newsletter that is no longer scheduled', () => {
    const stage = scheduledStage(['a@example.com'], new Date(START).toISOString());
    stage.store.update(stage.current(), { status: 'verified' }, { user: 'test', trusted: true });
    const worker = new SendingWorker({
      db: stage.backend.db,
      logger,
      now: stage.clock,
      mailer: stage.mailer,
      domain: 'd.example',
    });
    expect(worker.step()).toBe('idle');
  });
  it('stops at finish_at: the recipients still pending then count as nosent, so the progress ends', () => {
    const stage = newsletterStage({
      status: 'scheduled',
      schedule_at: new Date(START).toISOString(),
      finish_at: new Date(START + 60_000).toISOString(),
    });
    storeRecipients(
      stage.backend.db,
      stage.newsletter.uid,
      ['a@example.com', 'b@example.com', 'c@example.com'].map((email) => ({ email, lang: 'es' })),
    );
    let now = START;
    const worker = new SendingWorker({
      db: stage.backend.db,
      logger,
      now: () => now,
      mailer: new LocalMailer(stage.backend.db, () => now, logger),
      domain: 'd.example',
    });
    expect(worker.step()).toBe('sent');
    now = START + 60_000;
    expect(worker.step()).toBe('nosent');
    expect(worker.step()).toBe('idle');
    expect(outboxRecipients(stage.backend.db)).toEqual(['a@example.com']);
    expect(sendingProgress(stage.backend.db, stage.newsletter.uid)).toMatchObject({
      sent: 1,
      nosent: 2,
      pending: 0,
      total: 3,
    });
  });
});
