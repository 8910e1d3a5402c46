import { describe, expect, it } from 'vitest';
import { hasTaxonomyUrls, validateTaxonomy, validateTaxonomyChild } from './taxonomy';
import { issuesOf, neverThrows } from './test-support';

const name = { es: 'Tintos', it: 'Rossi', fr: 'Rouges', de: 'Rotweine', en: 'Reds' };

describe('validateTaxonomyChild', () => {
  it('accepts a child with id and every name, keeping urls', () => {
    expect(validateTaxonomyChild({ id: 'tintos', name, url: { es: '/tintos' } })).toEqual({
      ok: true,
      value: { id: 'tintos', name, children: [], url: { es: '/tintos', it: '', fr: '', de: '', en: '' } },
    });
  });
  it.each([
    [{ name }, [['id', 'Please input the id']]],
    [{ id: 'x', name: { ...name, fr: '', en: ' ' } }, [['name', 'The name is missing in: fr, en']]],
    [
      { id: 'x', name, children: [{ id: 'y', name: { es: 'a' } }] },
      [['children.0.name', 'The name is missing in: it, fr, de, en']],
    ],
  ])('%j', (input, issues) => {
    expect(issuesOf(validateTaxonomyChild(input))).toEqual(issues);
  });
  it('checks a whole tree with paths', () => {
    expect(validateTaxonomy([{ id: 'a', name }]).ok).toBe(true);
    expect(
      issuesOf(
        validateTaxonomy([
          { id: 'a', name },
          { id: 'b', name, children: [{ name }] },
        ]),
      ),
    ).toEqual([['children.1.children.0.id', 'Please input the id']]);
  });
  it('stops at a safe depth on cyclic input', () => {
    const node: Record<string, unknown> = { id: 'a', name };
    node.children = [node];
    expect(validateTaxonomyChild(node).ok).toBe(true);
  });
  it('never throws', () => {
    neverThrows(validateTaxonomyChild);
    neverThrows(validateTaxonomy);
  });
});

describe('hasTaxonomyUrls', () => {
  it.each([
    ['/taxonomies/categorias-producto/', true],
    ['/taxonomies/categorias-producto', true],
    ['/taxonomies/ocasiones/', false],
    ['/categorias-producto/x/', false],
  ])('%s: %s', (path, urls) => {
    expect(hasTaxonomyUrls(path)).toBe(urls);
  });
});
