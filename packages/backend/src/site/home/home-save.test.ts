// Save and Publish of the home editor (site-content §2.4, §5, §7): a PATCH of {sections, date_start, date_end}
// on the home, checked with the validation package's home rules, audited, all or nothing.
import { formMessages } from '@cellar/validation';
import { siteMessages } from '@cellar/validation/site';
import { afterEach, describe, expect, it } from 'vitest';
import { type TestBackend, testBackend } from '../../test-support';

let b: TestBackend;
afterEach(() => b?.close());

const url = (path: string) => `/db/guillotina${path}`;
const HOME = '/home/h';
const range = { date_start: '2025-02-01T01:00:00.000Z', date_end: '2025-02-28T22:59:59.000Z' };
const sections = [
  { id: 'banner', key: 'product-banner', reference: ['DO1'], discount: 10, bgColor: '#fbe89d' },
  { id: 'grid', key: 'product-image', reference: ['a', 'b', 'c', 'd'] },
  { id: 'offers', key: 'offer-banner', reference: ['a', 'b'] },
  { id: 'text', key: 'html', html: { es: '<p>Envío gratis</p>' } },
];

async function start() {
  b = testBackend();
  const admin = await b.tokenFor('admin');
  expect(
    (await b.call('POST', url('/'), { token: admin, body: { '@type': 'HomeFolder', id: 'home' } })).status,
  ).toBe(201);
  const res = await b.call('POST', url('/home'), {
    token: admin,
    body: { '@type': 'Home', id: 'h', ...range, sections },
  });
  expect(res.status).toBe(201);
  return { admin, editor: await b.tokenFor('editor'), viewer: await b.tokenFor('viewer') };
}
const stored = async (token: string) =>
  (await (await b.call('GET', url(HOME), { token })).json()) as {
    sections: { id: string; hidden?: boolean }[];
  };

describe('PATCH of a home', () => {
  it('stores the sections reordered and hidden, and the new range, for an editor; audited', async () => {
    const { admin, editor } = await start();
    const [banner, grid, offers, text] = sections;
    const body = {
      date_start: '2025-02-02T01:00:00.000Z',
      date_end: '2025-03-01T01:00:00.000Z',
      sections: [grid, { ...banner, hidden: true }, text, offers],
    };
    expect((await b.call('PATCH', url(HOME), { token: editor, body })).status).toBe(204);
    const home = await stored(editor);
    expect(home.sections.map((s) => [s.id, s.hidden ?? false])).toEqual([
      ['grid', false],
      ['banner', true],
      ['text', false],
      ['offers', false],
    ]);
    const logs = (await (await b.call('GET', url(`/@get-logs?path=${HOME}`), { token: admin })).json()) as {
      logs: { action: string; user: string; payload: Record<string, unknown> }[];
    };
    expect(logs.logs[0]).toMatchObject({
      user: 'editor@example.com',
      payload: { before: { date_start: range.date_start }, after: { date_start: body.date_start } },
    });
  });

  it.each([
    [
      'an end before the start',
      { date_end: '2025-01-01T00:00:00.000Z' },
      'date_end',
      siteMessages.home.endBeforeStart,
    ],
    [
      'a product-banner without product',
      { sections: [{ id: 'x', key: 'product-banner' }] },
      'sections.0.reference',
      siteMessages.home.productBannerRequired,
    ],
    [
      'a product-banner of 2 products',
      { sections: [{ id: 'x', key: 'product-banner', reference: ['a', 'b'] }] },
      'sections.0.reference',
      siteMessages.home.onlyOneProduct,
    ],
    [
      'a product-image of 5 products',
      { sections: [{ id: 'x', key: 'product-image', reference: ['a', 'b', 'c', 'd', 'e'] }] },
      'sections.0.reference',
      siteMessages.home.maxProducts(4),
    ],
    [
      'an offer-banner of 3 products',
      { sections: [{ id: 'x', key: 'offer-banner', reference: ['a', 'b', 'c'] }] },
      'sections.0.reference',
      siteMessages.home.maxProducts(2),
    ],
    [
      'a discount of 101',
      { sections: [{ id: 'x', key: 'offer-banner', discount: 101 }] },
      'sections.0.discount',
      formMessages.between('discount', 0, 100),
    ],
    [
      'a colour that is not #RRGGBB',
      { sections: [{ id: 'x', key: 'html', bgColor: 'red' }] },
      'sections.0.bgColor',
      siteMessages.home.invalidColor('red'),
    ],
  ])('refuses %s with 400 in the spec wording, writing nothing', async (_name, patch, path, message) => {
    const { editor } = await start();
    const res = await b.call('PATCH', url(HOME), { token: editor, body: { ...range, sections, ...patch } });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { type: string; details: { path: string; message: string }[] };
    expect(answer.type).toBe('ValidationError');
    expect(answer.details).toContainEqual({ path, message });
    expect((await stored(editor)).sections.map((s) => s.id)).toEqual(sections.map((s) => s.id));
  });

  it('refuses a viewer (no ModifyContent)', async () => {
    const { viewer, editor } = await start();
    const res = await b.call('PATCH', url(HOME), { token: viewer, body: { sections: [] } });
    expect(res.status).toBe(403);
    expect((await stored(editor)).sections).toHaveLength(sections.length);
  });
});
