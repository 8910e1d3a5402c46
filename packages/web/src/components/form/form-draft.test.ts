import { beforeEach, describe, expect, it } from 'vitest';
import { draftOver, draftStorageKey, formDrafts, sameValues } from './form-draft';

const WINERY_EDIT = 'content:/bodegas/protos/:Edit';

beforeEach(() => localStorage.clear());

describe('formDrafts', () => {
  it('keeps a draft per user and per form (object and tab), each apart', () => {
    const at = new Date('2026-11-24T09:42:00Z');
    formDrafts.write('editor', WINERY_EDIT, { values: { telefono: '1' }, version: 'v1' }, at);
    formDrafts.write('editor', 'content:/bodegas/protos/:SEO', { values: { telefono: '2' } }, at);
    formDrafts.write('editor', 'content:/bodegas/vega/:Edit', { values: { telefono: '3' } }, at);

    expect(formDrafts.read('editor', WINERY_EDIT)).toEqual({
      savedAt: '2026-11-24T09:42:00.000Z',
      values: { telefono: '1' },
      version: 'v1',
    });
    expect(formDrafts.read('editor', 'content:/bodegas/protos/:SEO')?.values).toEqual({ telefono: '2' });
    expect(formDrafts.read('editor', 'content:/bodegas/vega/:Edit')?.values).toEqual({ telefono: '3' });
  });

  it("never reads another user's draft of the same form", () => {
    formDrafts.write('editor', WINERY_EDIT, { values: { telefono: 'typed by the editor' } });
    expect(formDrafts.read('admin', WINERY_EDIT)).toBeNull();
    expect(localStorage.getItem(draftStorageKey('admin', WINERY_EDIT))).toBeNull();
  });

  it('keeps what the form held before the typing, and forgets the draft on remove', () => {
    formDrafts.write('editor', WINERY_EDIT, { values: { a: 'typed' }, base: { a: 'stored' } });
    expect(formDrafts.read('editor', WINERY_EDIT)?.base).toEqual({ a: 'stored' });
    formDrafts.remove('editor', WINERY_EDIT);
    expect(formDrafts.read('editor', WINERY_EDIT)).toBeNull();
  });

  it('reads a broken draft as none', () => {
    localStorage.setItem(draftStorageKey('editor', WINERY_EDIT), '{not json');
    expect(formDrafts.read('editor', WINERY_EDIT)).toBeNull();
    localStorage.setItem(draftStorageKey('editor', WINERY_EDIT), JSON.stringify({ values: {} }));
    expect(formDrafts.read('editor', WINERY_EDIT)).toBeNull();
  });
});

describe('sameValues', () => {
  it('compares plain objects key by key, in any order, and the rest as JSON', () => {
    expect(sameValues({ a: '1', b: { es: 'x' } }, { b: { es: 'x' }, a: '1' })).toBe(true);
    expect(sameValues({ a: '1' }, { a: '2' })).toBe(false);
    expect(sameValues(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameValues(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameValues({ a: true }, { a: true, b: undefined })).toBe(true);
  });
});

describe('draftOver', () => {
  it('puts only what was typed over the newer values, down to one language of a text', () => {
    const base = { telefono: '1', email: 'old@example.com', origins: { es: 'Antes', en: 'Before' } };
    const typed = { ...base, telefono: '2', origins: { es: 'Tecleado', en: 'Before' } };
    const newer = { telefono: '1', email: 'new@example.com', origins: { es: 'Antes', en: 'After' } };
    expect(draftOver({ values: typed, base }, newer)).toEqual({
      telefono: '2',
      email: 'new@example.com',
      origins: { es: 'Tecleado', en: 'After' },
    });
  });

  it('gives the draft whole when it does not say what the form held before', () => {
    expect(draftOver({ values: { a: 'typed', b: 'old' } }, { a: 'stored', b: 'new' })).toEqual({
      a: 'typed',
      b: 'old',
    });
  });
});
