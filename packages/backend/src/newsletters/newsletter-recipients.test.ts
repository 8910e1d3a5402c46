import { describe, expect, it } from 'vitest';
import { storeAudienceEmails } from './audience-email-list';
import { type AudienceCustomer, insertAudienceCustomers } from './audience-fixtures';
import {
  audienceSize,
  dropPendingRecipients,
  scheduleRecipients,
  sendingProgress,
} from './newsletter-recipients';
import { audienceCustomer, type NewsletterStage, newsletterStage } from './newsletter-test-support';

type Db = NewsletterStage['backend']['db'];

async function* textBody(text: string): AsyncGenerator<Uint8Array> {
  yield new TextEncoder().encode(text);
}

/** An uploaded list, stored as `@sendto-emails` stores it. */
const upload = (stage: NewsletterStage, emails: string[]) =>
  storeAudienceEmails(stage.backend.db, stage.newsletter.uid, textBody(emails.join('\n')), {
    user: 'test',
    now: () => Date.UTC(2026, 10, 24),
  });

const customer = (id: number, fields: Partial<AudienceCustomer>) =>
  audienceCustomer(id, { email: `Customer${id}@Example.com`, ...fields });

const recipients = (db: Db, uid: string) =>
  db
    .prepare<[string], { email: string; lang: string; variant: string; state: string }>(
      'SELECT email, lang, variant, state FROM newsletter_recipients WHERE newsletter_uid = ? ORDER BY email',
    )
    .all(uid);

describe('the audience of a schedule', () => {
  it('takes the uploaded list over the filters, in the audience language, split for an A/B test', async () => {
    const stage = newsletterStage({ sendto: { langs: ['fr'], countries: ['es'] } });
    const { db } = stage.backend;
    insertAudienceCustomers(db, [customer(1, {})]);
    await upload(stage, [
      'a@example.com',
      'B@example.com',
      'c@example.com',
      'd@example.com',
      'a@example.com',
    ]);
    expect(audienceSize(db, stage.current())).toBe(4);
    expect(scheduleRecipients(db, stage.current(), { abTest: true })).toBe(4);
    expect(recipients(db, stage.newsletter.uid)).toEqual([
      { email: 'a@example.com', lang: 'fr', variant: 'a', state: 'pending' },
      { email: 'b@example.com', lang: 'fr', variant: 'b', state: 'pending' },
      { email: 'c@example.com', lang: 'fr', variant: 'a', state: 'pending' },
      { email: 'd@example.com', lang: 'fr', variant: 'b', state: 'pending' },
    ]);
  });

  it('without a list, sends to the customers the filters select, each in their language', () => {
    const stage = newsletterStage({ sendto: { countries: ['fr', 'de'], frequency: 1 } });
    const { db } = stage.backend;
    insertAudienceCustomers(db, [
      customer(1, { country: 'fr', lang: 'fr' }),
      customer(2, { country: 'de', lang: 'de', frequency: 1 }),
      customer(3, { country: 'es' }),
    ]);
    expect(audienceSize(db, stage.current())).toBe(2);
    expect(scheduleRecipients(db, stage.current())).toBe(2);
    expect(recipients(db, stage.newsletter.uid).map(({ email, lang }) => [email, lang])).toEqual([
      ['customer1@example.com', 'fr'],
      ['customer2@example.com', 'de'],
    ]);
  });

  it('keeps who was sent across an unschedule and a new schedule, sending nobody twice', async () => {
    const stage = newsletterStage({ sendto: { langs: ['es'] } });
    const { db } = stage.backend;
    await upload(stage, ['uno@example.com', 'dos@example.com']);
    expect(scheduleRecipients(db, stage.current())).toBe(2);
    db.prepare("UPDATE newsletter_recipients SET state = 'sent' WHERE email = 'uno@example.com'").run();
    dropPendingRecipients(db, stage.newsletter.uid);
    expect(sendingProgress(db, stage.newsletter.uid)).toMatchObject({ sent: 1, pending: 0, total: 1 });
    expect(scheduleRecipients(db, stage.current())).toBe(2);
    expect(sendingProgress(db, stage.newsletter.uid)).toMatchObject({ sent: 1, pending: 1, total: 2 });
  });

  it('has no audience when the filters select nobody', () => {
    const stage = newsletterStage({ sendto: { langs: ['es'], countries: ['es'] } });
    expect(audienceSize(stage.backend.db, stage.current())).toBe(0);
  });
});
