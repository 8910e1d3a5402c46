import type { LogEntry, TypeSchema } from '@cellar/sdk';
import { describe, expect, it } from 'vitest';
import { fieldsWritten, oldValuesOf, restorePlan } from './restore-plan';

const SEO = 'api.behaviors.seo.ISeoBehavior';
const schema: TypeSchema = {
  title: 'Bodega',
  type: 'object',
  properties: {
    nombre: { type: 'string' },
    web: { type: 'string' },
    comentario: { type: 'object', widget: 'i18n' },
    location_map: { type: 'object', widget: 'file', readOnly: true },
    calculado: { type: 'string', readOnly: true },
    [SEO]: {
      type: 'object',
      properties: { seo_title: { type: 'object' }, seo_description: { type: 'object' } },
    },
  },
};

const entry = (id: number, action: string, payload: unknown, uid = 'u1'): LogEntry => ({
  id,
  uid,
  date: '2026-11-28T10:00:00.000Z',
  user: 'editor@example.com',
  action,
  path: '/bodegas/vega',
  payload,
});

describe('restorePlan: the reverse of a logged change', () => {
  it('puts back each field as it was, and shows the diff from the value now', () => {
    const change = entry(7, 'modify', {
      before: { nombre: 'Vega Sicilia', web: null },
      after: { nombre: 'Vega', web: 'https://vega.example/' },
    });
    const plan = restorePlan(change, { nombre: 'Vega', web: 'https://vega.example/' }, schema, [change]);
    expect(plan).toEqual({
      body: { nombre: 'Vega Sicilia', web: null },
      rows: [
        { field: 'nombre', old: 'Vega', new: 'Vega Sicilia', hasOld: true, hasNew: true },
        { field: 'web', old: 'https://vega.example/', new: undefined, hasOld: true, hasNew: false },
      ],
      notRestored: [],
      newer: [],
    });
  });

  it('diffs an object field by its inner values and sends it back whole', () => {
    const change = entry(7, 'upsert', {
      before: { comentario: { es: 'Hola', en: 'Hi' } },
      after: { comentario: { es: 'Adiós', en: 'Hi' } },
    });
    const plan = restorePlan(change, { comentario: { es: 'Adiós', en: 'Hi' } }, schema, []);
    expect(plan?.body).toEqual({ comentario: { es: 'Hola', en: 'Hi' } });
    expect(plan?.rows).toEqual([
      { field: 'comentario.es', old: 'Adiós', new: 'Hola', hasOld: true, hasNew: true },
    ]);
  });

  it('merges a behaviour back: its old fields, and null for the fields the change added', () => {
    const change = entry(7, 'modify', {
      before: { [SEO]: { seo_title: { es: 'A' } } },
      after: { [SEO]: { seo_description: { es: 'D' } } },
    });
    const current = { [SEO]: { seo_title: { es: 'A' }, seo_description: { es: 'D' } } };
    const plan = restorePlan(change, current, schema, []);
    expect(plan?.body).toEqual({ [SEO]: { seo_title: { es: 'A' }, seo_description: null } });
    expect(plan?.rows).toEqual([
      { field: `${SEO}.seo_description`, old: { es: 'D' }, new: undefined, hasOld: true, hasNew: false },
    ]);
  });

  it('names the fields a PATCH cannot bring back instead of skipping them', () => {
    const change = entry(7, 'modify', {
      before: {
        nombre: 'A',
        location_map: { filename: 'map.png' },
        calculado: 'x',
        viejo: 'y',
        '@behaviors': [],
      },
      after: { nombre: 'B', location_map: null, calculado: 'z', viejo: 'w', '@behaviors': ['x.y'] },
    });
    const plan = restorePlan(change, { nombre: 'B' }, schema, []);
    expect(plan?.body).toEqual({ nombre: 'A' });
    expect(plan?.notRestored).toEqual([
      { field: 'location_map', reason: 'file' },
      { field: 'calculado', reason: 'readOnly' },
      { field: 'viejo', reason: 'notInType' },
      { field: '@behaviors', reason: 'behaviors' },
    ]);
  });

  it('has no diff when every field already holds its old value', () => {
    const change = entry(7, 'modify', { before: { nombre: 'A' }, after: { nombre: 'B' } });
    expect(restorePlan(change, { nombre: 'A' }, schema, [])?.rows).toEqual([]);
  });

  it('lists the newer changes of the same object that wrote one of its fields, newest first', () => {
    const change = entry(7, 'modify', { before: { nombre: 'A' }, after: { nombre: 'B' } });
    const log = [
      entry(12, 'modify', { before: { web: 'x' }, after: { web: 'y' } }),
      entry(11, 'restore', { restore_of: 3, before: { nombre: 'B' }, after: { nombre: 'C' } }),
      entry(10, 'modify', { nombre: 'Z' }),
      entry(9, 'modify', { before: { nombre: 'B' }, after: { nombre: 'Q' } }, 'other-object'),
      change,
      entry(5, 'modify', { before: { nombre: 'O' }, after: { nombre: 'A' } }),
    ];
    expect(restorePlan(change, { nombre: 'C' }, schema, log)?.newer.map((e) => e.id)).toEqual([11, 10]);
  });

  it('gives no plan for an entry logged without the values it replaced', () => {
    for (const old of [
      entry(7, 'modify', { nombre: 'B' }),
      entry(7, 'create', { before: {}, after: {} }),
      { ...entry(7, 'modify', { before: { nombre: 'A' }, after: { nombre: 'B' } }), id: undefined },
    ]) {
      expect(oldValuesOf(old)).toBeUndefined();
      expect(restorePlan(old, {}, schema, [])).toBeUndefined();
    }
  });
});

describe('fieldsWritten', () => {
  it('reads after, a plain patch, or the field of a file change', () => {
    expect(fieldsWritten(entry(1, 'modify', { before: { a: 1 }, after: { a: 2, b: 3 } }))).toEqual([
      'a',
      'b',
    ]);
    expect(fieldsWritten(entry(1, 'upsert', { '@type': 'Bodega', id: 'x', nombre: 'N' }))).toEqual([
      'nombre',
    ]);
    expect(fieldsWritten(entry(1, 'upload', { field: 'location_map', filename: 'm.png' }))).toEqual([
      'location_map',
    ]);
    expect(fieldsWritten(entry(1, 'sharing', { prinperm: [] }))).toEqual([]);
  });
});
