import { describe, expect, it } from 'vitest';
import { insertAudienceCustomers } from './audience-fixtures';
import { sendingProgress } from './newsletter-recipients';
import { audienceCustomer, newsletterStage } from './newsletter-test-support';
import { loadSendingFixtures, SENDING_FIXTURES_LOADED_KEY } from './sending-fixtures';

const NOW = Date.UTC(2026, 10, 24, 9, 0, 0);

function stageWithCustomers(fields: Record<string, unknown>) {
  const stage = newsletterStage({ status: 'scheduled', sendto: { langs: ['es'], frequency: 1 }, ...fields });
  insertAudienceCustomers(
    stage.backend.db,
    [1, 2, 3].map((id) => audienceCustomer(id, { lang: id === 3 ? 'fr' : 'es' })),
  );
  // The test backend started without fixtures: its first start already marked them loaded.
  stage.backend.db.prepare('DELETE FROM meta WHERE key = ?').run(SENDING_FIXTURES_LOADED_KEY);
  return stage;
}

describe('loadSendingFixtures', () => {
  it('counts a scheduled fixture newsletter whose date has passed as sent to its audience, once', () => {
    const stage = stageWithCustomers({ schedule_at: '2026-09-03T07:00:00.000Z' });
    const { db } = stage.backend;
    expect(loadSendingFixtures(db, () => NOW)).toEqual({ loaded: true, newsletters: 1 });
    expect(sendingProgress(db, stage.newsletter.uid)).toEqual({
      sent: 2,
      nosent: 0,
      norendered: 0,
      pending: 0,
      rendered: 2,
      total: 2,
    });
    expect(loadSendingFixtures(db, () => NOW)).toEqual({ loaded: false, newsletters: 0 });
    expect(sendingProgress(db, stage.newsletter.uid).total).toBe(2);
  });

  it('leaves one still to come pending, for the sending worker', () => {
    const stage = stageWithCustomers({ schedule_at: '2026-11-26T08:00:00.000Z' });
    loadSendingFixtures(stage.backend.db, () => NOW);
    expect(sendingProgress(stage.backend.db, stage.newsletter.uid)).toMatchObject({
      sent: 0,
      pending: 2,
      total: 2,
    });
  });
});
