// The Landing editor's calls (site-content-and-shell §2.5, §7): PATCH of a landing with the §7 fields, checked
// (template, sections' shape, products, JSON query), audited, all or nothing; the landing search of view-more links.
import { landingSearchBody, siteMessages } from '@cellar/validation/site';
import { afterEach, describe, expect, it } from 'vitest';
import { readLogs } from '../../content/audit-log';
import { type TestBackend, testBackend } from '../../test-support';

let b: TestBackend;
let token: string;
afterEach(() => b?.close());

const url = (path: string) => `/db/guillotina${path}`;
const LANDING = {
  '@type': 'Landing',
  id: 'vinos-de-rioja',
  title: { es: 'Vinos de Rioja', en: 'Rioja wines' },
  template: 'landing',
  for_langs: ['es'],
  sections: [{ id: 'intro', template: 'html', html: { es: '<p>Hola</p>' } }],
};

async function start() {
  b = testBackend();
  token = await b.tokenFor('editor');
  const admin = await b.tokenFor('admin');
  expect(
    (await b.call('POST', url('/'), { token: admin, body: { '@type': 'LandingsFolder', id: 'landings' } }))
      .status,
  ).toBe(201);
  for (const [id, title] of [
    ['vinos-de-rioja', 'Vinos de Rioja'],
    ['guia-de-la-garnacha', 'Guía de la Garnacha'],
  ])
    expect(
      (
        await b.call('POST', url('/landings'), {
          token: admin,
          body: { ...LANDING, id, title: { es: title } },
        })
      ).status,
    ).toBe(201);
}

const patch = (body: Record<string, unknown>) =>
  b.call('PATCH', url('/landings/vinos-de-rioja'), { token, body });
const stored = async () =>
  (await (await b.call('GET', url('/landings/vinos-de-rioja'), { token })).json()) as Record<string, unknown>;

describe('PATCH on a landing (§7)', () => {
  it('writes every §7 field in one audited write', async () => {
    await start();
    const body = {
      title: { es: 'Vinos de Rioja', fr: 'Vins de Rioja' },
      description: { es: 'Todos' },
      slug: { es: 'vinos-de-rioja', fr: 'vins-de-rioja' },
      for_langs: ['es', 'fr'],
      searchable: { es: true, fr: false },
      template: 'blog-post',
      image_src: '/a.jpg',
      thumbnail_src: '/b.jpg',
      labels: ['blog'],
      post_author: 'Ana',
      publish_date: '2026-03-12',
      sections: [
        {
          id: 'p',
          template: 'product-list',
          products: { type: 'query', value: '{"tipo":"/vi"}' },
          collapsed: true,
        },
        { id: 'g', template: 'carousels', products: { type: 'group', value: 'vina-tondonia' } },
        { id: 'q', template: 'blog-product-list', query: '{"opciones":{"estado":["selling"]}}' },
      ],
    };
    expect((await patch(body)).status).toBe(204);
    expect(await stored()).toMatchObject({ ...body, publish_date: expect.stringMatching(/^2026-03-12/) });
    const logs = readLogs(b.db, { path: '/landings/vinos-de-rioja', size: 10 });
    expect(logs.logs[0]).toMatchObject({ action: 'modify', user: 'editor@example.com' });
  });

  it.each([
    [{ sections: [{ id: 's', template: 'blog-product-list', query: '{bad' }] }, 'sections.0.query'],
    [
      { sections: [{ id: 's', template: 'product-list', products: { type: 'query', value: '{bad' } }] },
      'sections.0.products.value',
    ],
  ])("answers 'JSON inválido' for a bad query and writes nothing %#", async (body, path) => {
    await start();
    const res = await patch({ title: { es: 'Otro título' }, ...body });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { details: { path: string; message: string }[] };
    expect(answer.details).toContainEqual({ path, message: siteMessages.query.invalidJson });
    expect(await stored()).toMatchObject({ title: { es: 'Vinos de Rioja' } });
  });

  it.each([
    [{ template: 'page' }, 'template'],
    [{ sections: [{ id: 's', template: 'slider' }] }, 'sections.0.template'],
    [
      { sections: [{ id: 's', template: 'product-list', products: { type: 'brand', value: 'x' } }] },
      'sections.0.products.type',
    ],
    [{ sections: [{ template: 'html' }] }, 'sections.0.id'],
    [{ post_author: 'Ana' }, 'post_author'],
  ])('answers 400 for a bad shape %#', async (body, path) => {
    await start();
    const res = await patch(body);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { details: { path: string }[] };
    expect(answer.details.map((d) => d.path)).toContain(path);
  });

  it('refuses a viewer (ModifyContent, §6)', async () => {
    await start();
    const viewer = await b.tokenFor('viewer');
    const res = await b.call('PATCH', url('/landings/vinos-de-rioja'), {
      token: viewer,
      body: { for_langs: [] },
    });
    expect(res.status).toBe(403);
  });
});

describe('landing search (§7 POST @search)', () => {
  it('finds landings by a fuzzy title, 15 at most, only under /landings/', async () => {
    await start();
    const res = await b.call('POST', url('/@search'), { token, body: landingSearchBody('garnaha') });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { items: { path: string }[] };
    expect(answer.items.map((i) => i.path)).toEqual(['/landings/guia-de-la-garnacha']);
    const folder = await b.call('POST', url('/@search'), { token, body: landingSearchBody('landings') });
    expect(((await folder.json()) as { items: unknown[] }).items).toEqual([]);
  });
});
