// PATCH {path} with promos (site-content §7): the validation package's rules answer a 400 in the spec's words and
// nothing is written; a good write is stored as the rule answers it, audited, and refused to a viewer. On the real
// fixture file of /promos.
import { siteMessages } from '@cellar/validation/site';
import { describe, expect, it } from 'vitest';
import { everyLanguage, siteFixturesTest } from '../site-fixtures-test-support';

const { tokenFor, get, patch, details, logs } = siteFixturesTest('02-promos.json');

describe('PATCH /promos with promos', () => {
  it('refuses a promo missing a translation with the spec message, writing nothing', async () => {
    const before = await get('/promos');
    const promos = before.promos as Record<string, unknown>[];
    const added = { id: 'nuevo', text: { ...everyLanguage('Nuevo'), it: '' }, link: everyLanguage('/x') };
    expect(await details(await patch('/promos', { promos: [...promos, added] }))).toEqual([
      {
        path: `promos.${promos.length}.text.it`,
        message: siteMessages.promos.missingTranslation('it', 'Nuevo es'),
      },
    ]);
    expect(await get('/promos')).toEqual(before);
    expect((await logs('/promos')).filter((entry) => entry.action !== 'create')).toEqual([]);
  });

  it('stores the list as the rule answers it and audits the write', async () => {
    const promos = (await get('/promos')).promos as Record<string, unknown>[];
    const added = {
      id: 'nuevo',
      date_start: '2026-12-01T00:00:00+01:00',
      date_end: '2026-12-10T12:00:00+01:00',
      text: everyLanguage('Nuevo'),
      link: { es: 'nuevo/' },
    };
    const res = await patch('/promos', { promos: [added, ...promos.slice(1)] });
    expect(res.status, await res.clone().text()).toBe(204);
    const stored = (await get('/promos')).promos as Record<string, unknown>[];
    expect(stored).toHaveLength(promos.length);
    expect(stored[0]).toEqual({
      id: 'nuevo',
      date_start: '2026-11-30T23:00:00.000Z',
      date_end: '2026-12-10T22:59:59.000Z',
      bg_color: '#fbe89d',
      text: everyLanguage('Nuevo'),
      link: { es: '/nuevo/', it: '', fr: '', de: '', en: '' },
      display_countdown: true,
    });
    const [entry] = await logs('/promos');
    expect(entry?.action).toBe('modify');
    expect(JSON.stringify(entry?.payload)).toContain('nuevo');
  });

  it('refuses the viewer (403)', async () => {
    const viewer = await tokenFor('viewer');
    expect((await patch('/promos', { promos: [] }, viewer)).status).toBe(403);
  });
});
