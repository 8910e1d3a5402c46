import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErpTestBackend, erpTestBackend } from './test-db';

let t: ErpTestBackend;
beforeAll(async () => {
  t = await erpTestBackend();
});
afterAll(() => t.backend.close());

const REVIEW = 'Ripe red fruit, fine tannins and a long, fresh finish: a lovely bottle for a dinner.';
const RATE_MESSAGE = 'The rate must be a whole number between 1 and 5';

/** A pending opinion of the fixtures and its editable fields. */
const pending = async () => {
  const res = await t.erp('GET', '/opinions/@list?status=pend&page_size=1');
  const { items } = (await res.json()) as { items: { id_opinion: number; nota: number }[] };
  const [opinion] = items;
  if (!opinion) throw new Error('the fixtures have no pending opinion');
  return opinion;
};

describe('PATCH /opinions/{id}: the rate', () => {
  it.each([9, -3, 0, 3.7, 6, '4.5'])(
    'refuses %j: 400 on nota, and the opinion keeps its rate',
    async (nota) => {
      const opinion = await pending();
      const res = await t.erp('PATCH', `/opinions/${opinion.id_opinion}`, {
        body: { titulo: 'Great', nombre_usuario: 'Ana', nota, opinion: REVIEW },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: RATE_MESSAGE,
        type: 'ValidationError',
        details: [{ path: 'nota', message: RATE_MESSAGE }],
      });
      expect((await pending()).nota).toBe(opinion.nota);
    },
  );

  it.each([1, 2, 3, 4, 5])('saves the rate %i', async (nota) => {
    const opinion = await pending();
    const res = await t.erp('PATCH', `/opinions/${opinion.id_opinion}`, {
      body: { titulo: 'Great', nombre_usuario: 'Ana', nota, opinion: REVIEW },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id_opinion: opinion.id_opinion, nota, estado: 'pend' });
  });

  it('refuses a short review with the rule message', async () => {
    const opinion = await pending();
    const res = await t.erp('PATCH', `/opinions/${opinion.id_opinion}`, {
      body: { titulo: 't', nombre_usuario: 'n', nota: 3, opinion: 'Too short' },
    });
    expect(await res.json()).toMatchObject({
      message: 'The review must have between 50 and 600 characters',
      details: [{ path: 'opinion' }],
    });
  });
});
