import { describe, expect, it } from 'vitest';
import {
  audienceSize,
  dropPendingRecipients,
  scheduleRecipients,
  sendingProgress,
} from './newsletter-recipients';
import { newsletterStage } from './newsletter-test-support';

const upload = (db: ReturnType<typeof newsletterStage>['backend']['db'], uid: string, emails: string[]) => {
  const insert = db.prepare('INSERT INTO newsletter_audience_emails (newsletter_uid, email) VALUES (?, ?)');
  for (const email of emails) insert.run(uid, email);
};

const recipients = (db: ReturnType<typeof newsletterStage>['backend']['db'], uid: string) =>
  db
    .prepare<[string], { email: string; lang: string; variant: string; state: string }>(
      'SELECT email, lang, variant, state FROM newsletter_recipients WHERE newsletter_uid = ? ORDER BY email',
    )
    .all(uid);

describe('the audience of a schedule', () => {
  it('takes the uploaded list of the table over the object list, in the audience language, split for an A/B test', () => {
    const stage = newsletterStage({ sendto: { langs: ['fr'], list_emails: ['other@example.com'] } });
    const { db } = stage.backend;
    upload(db, stage.newsletter.uid, ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']);
    expect(audienceSize(db, stage.current())).toBe(4);
    expect(scheduleRecipients(db, stage.current(), { abTest: true })).toBe(4);
    expect(recipients(db, stage.newsletter.uid)).toEqual([
      { email: 'a@example.com', lang: 'fr', variant: 'a', state: 'pending' },
      { email: 'b@example.com', lang: 'fr', variant: 'b', state: 'pending' },
      { email: 'c@example.com', lang: 'fr', variant: 'a', state: 'pending' },
      { email: 'd@example.com', lang: 'fr', variant: 'b', state: 'pending' },
    ]);
  });

  it('falls back to the object list, then to the filters (none in this branch), and keeps who was sent across a reschedule', () => {
    const stage = newsletterStage({
      sendto: { list_emails: [' Uno@Example.com', 'uno@example.com', 'dos@example.com'] },
    });
    const { db } = stage.backend;
    expect(audienceSize(db, stage.current())).toBe(2);
    expect(scheduleRecipients(db, stage.current())).toBe(2);
    db.prepare("UPDATE newsletter_recipients SET state = 'sent' WHERE email = 'uno@example.com'").run();
    dropPendingRecipients(db, stage.newsletter.uid);
    expect(sendingProgress(db, stage.newsletter.uid)).toMatchObject({ sent: 1, pending: 0, total: 1 });
    expect(scheduleRecipients(db, stage.current())).toBe(2);
    expect(sendingProgress(db, stage.newsletter.uid)).toMatchObject({ sent: 1, pending: 1, total: 2 });

    const filters = newsletterStage({ sendto: { langs: ['es'], countries: ['es'] } });
    expect(audienceSize(filters.backend.db, filters.current())).toBe(0);
  });
});
