// PATCH {path} with promos and PATCH {path} with children (site-content §7): the validation package's rules
// answer a 400 in the spec's words and nothing is written; a good write is stored as the rule answers it,
// audited, and refused to a viewer. On the real fixture files of /promos and /taxonomies.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formMessages, LANGUAGES } from '@cellar/validation';
import { siteMessages } from '@cellar/validation/site';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixturesDirWith, type TestBackend, testBackend } from '../test-support';

const FIXTURES = join(import.meta.dirname, '../../../../fixtures/content');
const fixture = (name: string): unknown => JSON.parse(readFileSync(join(FIXTURES, name), 'utf8'));
const fixturesDir = fixturesDirWith({
  '02-promos.json': fixture('02-promos.json'),
  '10-taxonomies.json': fixture('10-taxonomies.json'),
});

let b: TestBackend;
let editor: string;
let admin: string;
beforeEach(async () => {
  b = testBackend({ fixturesDir });
  editor = await b.tokenFor('editor');
  admin = await b.tokenFor('admin');
});
afterEach(() => b.close());

const url = (path: string) => `/db/guillotina${path}`;
const get = async (path: string) => {
  const res = await b.call('GET', url(path), { token: editor });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
};
const patch = (path: string, body: unknown, token = editor) => b.call('PATCH', url(path), { token, body });
const details = async (res: Response) => {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { type: string; details: { path: string; message: string }[] };
  expect(body.type).toBe('ValidationError');
  return body.details;
};
const logs = async (path: string) => {
  const res = await b.call('GET', url(`/@get-logs?path=${path}&size=20&backend=ch`), { token: admin });
  return ((await res.json()) as { logs: { action: string; payload: Record<string, unknown> }[] }).logs;
};
const everyLanguage = (text: string) => Object.fromEntries(LANGUAGES.map((l) => [l, `${text} ${l}`]));

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
    const viewer = await b.tokenFor('viewer');
    expect((await patch('/promos', { promos: [] }, viewer)).status).toBe(403);
  });
});

describe('PATCH a taxonomy with children', () => {
  const PATH = '/taxonomies/categorias-producto';

  it('refuses a child without an id or a name in every language, writing nothing', async () => {
    const before = await get(PATH);
    const children = structuredClone(before.children) as Record<string, unknown>[];
    const first = children[0] as { children: unknown[] };
    first.children.push({ name: { es: 'Rosados' }, url: { es: '/vinos/rosados' } });
    children.push({ id: 'regalos', name: everyLanguage('Regalos') });
    expect(await details(await patch(PATH, { children }))).toEqual([
      { path: `children.0.children.${first.children.length - 1}.id`, message: formMessages.required('id') },
      {
        path: `children.0.children.${first.children.length - 1}.name`,
        message: formMessages.missingIn('name', ['it', 'fr', 'de', 'en']),
      },
    ]);
    expect(await get(PATH)).toEqual(before);
  });

  it('stores a reordered tree with a new child and audits it', async () => {
    const children = (await get(PATH)).children as Record<string, unknown>[];
    const reordered = [...children].reverse();
    const added = {
      id: 'regalos',
      name: everyLanguage('Regalos'),
      url: everyLanguage('/regalos'),
      children: [],
    };
    expect((await patch(PATH, { children: [...reordered, added] })).status).toBe(204);
    const stored = (await get(PATH)).children as Record<string, unknown>[];
    expect(stored.map((node) => node.id)).toEqual([...reordered.map((node) => node.id), 'regalos']);
    expect((await logs(PATH))[0]?.action).toBe('modify');
  });
});
