import { type ObjectRow, rowData } from '../content/content-row';
import { type Db, getMeta, setMeta } from '../db/database';
import { scheduleRecipients } from './newsletter-recipients';

export const SENDING_FIXTURES_LOADED_KEY = 'sending_fixtures_loaded';

/**
 * The fixtures' newsletters that are already `scheduled` get their recipients, as `@schedule` would have stored them
 * (after the content and the audience customers are loaded, on the first start only): one whose `schedule_at` has
 * passed was sent before this backend existed, so its recipients count as sent at that date (its `@progress` shows
 * it done; no outbox rows are made up for it); one still to come is pending, and the sending worker sends it when
 * its date is reached.
 */
export function loadSendingFixtures(db: Db, now: () => number): { loaded: boolean; newsletters: number } {
  if (getMeta(db, SENDING_FIXTURES_LOADED_KEY) !== undefined) return { loaded: false, newsletters: 0 };
  const scheduled = db
    .prepare<[], ObjectRow>("SELECT * FROM objects WHERE type_name = 'Newsletter'")
    .all()
    .filter((row) => rowData(row).status === 'scheduled');
  const markSent = db.prepare(
    "UPDATE newsletter_recipients SET state = 'sent', done_at = ? WHERE newsletter_uid = ? AND state = 'pending'",
  );
  db.transaction(() => {
    for (const row of scheduled) {
      const data = rowData(row);
      const scheduleB =
        typeof data.schedule_at_b === 'string' && data.schedule_at_b !== '' ? data.schedule_at_b : '';
      scheduleRecipients(db, row, { abTest: scheduleB !== '' });
      const at = typeof data.schedule_at === 'string' ? Date.parse(data.schedule_at) : Number.NaN;
      const lastDate = scheduleB === '' ? at : Math.max(at, Date.parse(scheduleB));
      if (Number.isFinite(lastDate) && lastDate <= now()) markSent.run(new Date(at).toISOString(), row.uid);
    }
    setMeta(db, SENDING_FIXTURES_LOADED_KEY, new Date(now()).toISOString());
  })();
  return { loaded: true, newsletters: scheduled.length };
}
