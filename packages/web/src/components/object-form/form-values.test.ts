import { describe, expect, it } from 'vitest';
import {
  changedFields,
  draftsOf,
  fromDraft,
  madridLocalToIso,
  objectFieldOf,
  objectFormRule,
  rebaseDrafts,
  sameValue,
  toDraft,
} from './form-values';
import type { FieldSpec } from './schema-fields';

const spec = (name: string, kind: FieldSpec['kind'], extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  kind,
  title: name,
  required: false,
  readonly: false,
  ...extra,
});

const fields: FieldSpec[] = [
  spec('nombre', 'string'),
  spec('notes', 'text'),
  spec('count', 'integer'),
  spec('price', 'number'),
  spec('active', 'boolean'),
  spec('day', 'date'),
  spec('at', 'datetime'),
  spec('tipo', 'choice', { options: ['do', 'pais'] }),
  spec('names', 'i18n'),
  spec('extra', 'json'),
  spec('uid_like', 'string', { readonly: true }),
  spec('image', 'file'),
];

const stored = {
  nombre: 'Vega Sicilia',
  count: 3,
  price: 12.5,
  active: true,
  day: '2025-01-31',
  at: '2025-06-01T10:00:00.000Z',
  tipo: 'do',
  names: { es: 'Hola', en: 'Hello' },
  extra: { a: [1, 2], b: 'x' },
  uid_like: 'abc',
  image: { filename: 'a.png' },
};

describe('the Edit form sends only the changed fields', () => {
  it('sends nothing when nothing was typed', () => {
    expect(changedFields(fields, stored, draftsOf(fields, stored))).toEqual({ body: {}, errors: {} });
  });

  it('sends each changed field with its typed value', () => {
    const drafts = {
      ...draftsOf(fields, stored),
      nombre: 'Vega Sicilia Único',
      count: '4',
      active: false,
      names: { es: 'Hola', it: '', fr: '', de: '', en: 'Hi' },
      extra: '{"b": "x", "a": [1, 2, 3]}',
    };
    expect(changedFields(fields, stored, drafts)).toEqual({
      body: {
        nombre: 'Vega Sicilia Único',
        count: 4,
        active: false,
        names: { es: 'Hola', it: '', fr: '', de: '', en: 'Hi' },
        extra: { b: 'x', a: [1, 2, 3] },
      },
      errors: {},
    });
  });

  it('treats JSON with reordered keys and an untouched datetime as unchanged', () => {
    const drafts = { ...draftsOf(fields, stored), extra: '{"b":"x","a":[1,2]}' };
    expect(changedFields(fields, stored, drafts).body).toEqual({});
  });

  it('treats absent text and an empty input alike', () => {
    expect(changedFields([spec('notes', 'text')], {}, { notes: '' }).body).toEqual({});
    expect(changedFields([spec('notes', 'text')], {}, { notes: 'x' }).body).toEqual({ notes: 'x' });
  });

  it('blocks invalid JSON and numbers with their messages', () => {
    const drafts = { ...draftsOf(fields, stored), extra: '{oops', count: '1.5', price: 'abc' };
    const result = changedFields(fields, stored, drafts);
    expect(result.errors).toEqual({
      extra: 'JSON inválido',
      count: 'Enter a whole number',
      price: 'Enter a number',
    });
    expect(result.body).toEqual({});
  });

  it('never sends read-only or file fields', () => {
    const drafts = { ...draftsOf(fields, stored), uid_like: 'changed', image: 'x' };
    expect(changedFields(fields, stored, drafts).body).toEqual({});
  });

  it('clears an optional number or choice as null', () => {
    const drafts = { ...draftsOf(fields, stored), count: '', tipo: '' };
    expect(changedFields(fields, stored, drafts).body).toEqual({ count: null, tipo: null });
  });

  it('sends a changed datetime as an ISO instant from Madrid wall time', () => {
    const drafts = { ...draftsOf(fields, stored), at: '2025-06-01T14:30' };
    expect(changedFields(fields, stored, drafts).body).toEqual({ at: '2025-06-01T12:30:00.000Z' });
  });
});

describe('drafts', () => {
  it('shows a datetime in Madrid time and reads it back', () => {
    expect(toDraft('datetime', '2025-01-15T09:05:00Z')).toBe('2025-01-15T10:05');
    expect(madridLocalToIso('2025-01-15T10:05')).toBe('2025-01-15T09:05:00.000Z');
    expect(madridLocalToIso('2025-07-15T10:05')).toBe('2025-07-15T08:05:00.000Z');
    expect(madridLocalToIso('nonsense')).toBeUndefined();
  });

  it('fills every language of an i18n field', () => {
    expect(toDraft('i18n', { es: 'a' })).toEqual({ es: 'a', it: '', fr: '', de: '', en: '' });
  });

  it('reads blank JSON as null', () => {
    expect(fromDraft('json', '  ')).toEqual({ ok: true, value: null });
    expect(sameValue('json', undefined, null)).toBe(true);
  });
});

describe('which field shows an issue', () => {
  const form = [spec('nombre', 'string'), spec('localized_text', 'i18n'), spec('items', 'json')];

  it('puts each issue under its top-level field, the rest above the form', () => {
    const fieldOf = objectFieldOf(form);
    expect(fieldOf('nombre')).toBe('nombre');
    expect(fieldOf('localized_text.es')).toBe('localized_text');
    expect(fieldOf('items[0]')).toBe('items');
    expect(fieldOf('items.0.id')).toBe('items');
    expect(fieldOf('elsewhere')).toBeNull();
  });

  it("reads the server's paths of a behaviour under its dotted name, and the rule's as they are", () => {
    const seo = 'api.behaviors.seo.ISeoBehavior';
    const fieldOf = objectFieldOf([spec('seo_title', 'i18n'), spec('nombre', 'string')], seo);
    expect(fieldOf(`${seo}.seo_title.es`)).toBe('seo_title');
    expect(fieldOf('seo_title')).toBe('seo_title');
    // The object's own field of the same name is not the behaviour's.
    expect(fieldOf('nombre.es')).toBeNull();
    expect(fieldOf('api.behaviors.other.IOther.seo_title')).toBeNull();
  });
});

describe('the rule of an object form', () => {
  const folder = [spec('title', 'string'), spec('count', 'integer')];
  const stored = { title: 'Landings', count: 1 };

  it('answers the changed fields to send', () => {
    const rule = objectFormRule(folder, stored);
    expect(rule({ title: 'Landings and posts', count: '1' })).toEqual({
      ok: true,
      value: { title: 'Landings and posts' },
    });
    expect(rule(draftsOf(folder, stored))).toEqual({ ok: true, value: {} });
  });

  it('refuses inputs that do not parse, each under its field', () => {
    expect(objectFormRule(folder, stored)({ title: 'Landings', count: '1.5' })).toEqual({
      ok: false,
      issues: [{ path: 'count', message: 'Enter a whole number' }],
    });
  });

  it("refuses to empty the object's plain-text title with the required message", () => {
    for (const title of ['', '   '])
      expect(objectFormRule(folder, stored)({ title, count: '1' })).toEqual({
        ok: false,
        issues: [{ path: 'title', message: 'Please input the title' }],
      });
    // An untitled object saves its other fields; a behaviour's own 'title' is not the object's.
    expect(objectFormRule(folder, {})({ title: '', count: '2' })).toEqual({ ok: true, value: { count: 2 } });
    expect(objectFormRule(folder, stored, { ownFields: false })({ title: '', count: '1' })).toEqual({
      ok: true,
      value: { title: '' },
    });
  });
});

describe('rebaseDrafts', () => {
  const two = [spec('nombre', 'string'), spec('count', 'integer'), spec('notes', 'text')];
  const previous = { nombre: 'Old', count: 1, notes: 'n' };
  const next = { nombre: 'Old', count: 2, notes: 'server' };

  it('keeps what the user typed and takes the new stored value of every other field', () => {
    const drafts = { ...draftsOf(two, previous), nombre: 'Typed', count: 'abc' };
    expect(rebaseDrafts(two, previous, next, drafts)).toEqual({
      nombre: 'Typed',
      count: 'abc',
      notes: 'server',
    });
  });

  it('leaves nothing to save against the new base when nothing was typed', () => {
    const rebased = rebaseDrafts(two, previous, next, draftsOf(two, previous));
    expect(changedFields(two, next, rebased)).toEqual({ body: {}, errors: {} });
  });
});
