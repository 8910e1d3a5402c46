import { describe, expect, it } from 'vitest';
import { isApiError } from '../http/errors';
import { OpinionStore } from './opinion-store';
import { erpTestDb } from './test-db';

const caught = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (isApiError(error)) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected an ApiError');
};
const REVIEW = 'A generous wine with ripe fruit, fine tannins and a long, fresh finish.';

describe('OpinionStore', () => {
  it('counts and pages opinions per status, language and shop', () => {
    const store = new OpinionStore(erpTestDb().db);
    const totals = store.totals();
    expect(totals.pend + totals.npub + totals.publ).toBeGreaterThanOrEqual(500);
    expect(Object.values(totals).every((n) => n > 0)).toBe(true);
    const page = store.list({ status: 'pend', page: 1, page_size: 10 });
    expect(page).toMatchObject({ total: totals.pend, page: 1, page_size: 10 });
    expect(page.items).toHaveLength(10);
    for (const idioma of ['es', 'it', 'fr', 'de', 'en']) {
      const items = store.list({ status: 'publ', idioma, page: 0, page_size: 100 }).items;
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((o) => o.idioma === idioma)).toBe(true);
    }
    expect(store.totals({ shop: 'italvinus' }).pend).toBeLessThan(totals.pend);
  });

  it('saves, publishes, refuses and sends back to pending as §4 allows', () => {
    const store = new OpinionStore(erpTestDb().db);
    const [first, second] = store.list({ status: 'pend', page: 0, page_size: 2 }).items;
    const id = first?.id_opinion as number;
    const saved = store.update(id, { titulo: 'Great', nombre_usuario: 'Ana', nota: 5, opinion: REVIEW });
    expect(saved).toMatchObject({ titulo: 'Great', estado: 'pend' });
    expect(store.setState(id, 'publ').estado).toBe('publ');
    expect(caught(() => store.setState(id, 'npub'))).toMatchObject({ status: 409 });
    expect(store.update(id, { ...saved, estado: 'pend' }).estado).toBe('pend');
    expect(store.setState(second?.id_opinion as number, 'npub').estado).toBe('npub');
    expect(
      caught(() => store.update(second?.id_opinion as number, { ...saved, estado: 'publ' })),
    ).toMatchObject({
      status: 409,
    });
  });

  it('answers 404 for an opinion it does not have', () => {
    const store = new OpinionStore(erpTestDb().db);
    expect(
      caught(() => store.update(99_999, { titulo: 't', nombre_usuario: 'n', nota: 3, opinion: REVIEW })),
    ).toMatchObject({
      status: 404,
    });
  });
});
