// PATCH {path} with children (site-content §7): the validation package's rules answer a 400 in the spec's words and
// nothing is written; a good write is stored as the rule answers it and audited. On the real fixture file of
// /taxonomies.
import { formMessages } from '@cellar/validation';
import { describe, expect, it } from 'vitest';
import { everyLanguage, siteFixturesTest } from '../site-fixtures-test-support';

const { get, patch, details, logs } = siteFixturesTest('10-taxonomies.json');

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
