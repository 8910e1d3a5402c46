import { describe, expect, it } from 'vitest';
import { diffValues, formatValue, payloadView } from './audit-diff';

describe('the audit log payload as a readable diff', () => {
  it('shows old → new per changed field when the log gives before and after', () => {
    expect(
      payloadView({
        before: { nombre: 'A', web: 'x', seo: { es: 'a', en: 'b' } },
        after: { nombre: 'B', web: 'x', seo: { es: 'a', en: 'c' } },
      }),
    ).toEqual({
      kind: 'changes',
      rows: [
        { field: 'nombre', old: 'A', new: 'B', hasOld: true, hasNew: true },
        { field: 'seo.en', old: 'b', new: 'c', hasOld: true, hasNew: true },
      ],
    });
  });

  it('reads {field: {old, new}} pairs, also under `changes`', () => {
    const rows = [{ field: 'nombre', old: 'A', new: 'B', hasOld: true, hasNew: true }];
    expect(payloadView({ nombre: { old: 'A', new: 'B' } })).toEqual({ kind: 'changes', rows });
    expect(payloadView({ changes: { nombre: { from: 'A', to: 'B' } } })).toEqual({ kind: 'changes', rows });
  });

  it('shows a PATCH payload as the written fields with their new values', () => {
    expect(
      payloadView({ nombre: 'B', 'api.behaviors.seo.ISeoBehavior': { seo_title: { es: 'T' } } }, 'modify'),
    ).toEqual({
      kind: 'changes',
      rows: [
        { field: 'nombre', new: 'B', hasOld: false, hasNew: true },
        { field: 'api.behaviors.seo.ISeoBehavior.seo_title.es', new: 'T', hasOld: false, hasNew: true },
      ],
    });
  });

  it('shows before → after beside what a call was asked', () => {
    expect(
      payloadView(
        { '@behaviors': ['b'], before: { '@behaviors': [] }, after: { '@behaviors': ['b'] } },
        'modify',
      ),
    ).toEqual({
      kind: 'changes',
      rows: [{ field: '@behaviors', old: [], new: ['b'], hasOld: true, hasNew: true }],
    });
  });

  it('shows a restore as the change it made, the restored entry left to the Action column', () => {
    expect(
      payloadView({ restore_of: 7, before: { nombre: 'B' }, after: { nombre: 'A' } }, 'restore'),
    ).toEqual({
      kind: 'changes',
      rows: [{ field: 'nombre', old: 'B', new: 'A', hasOld: true, hasNew: true }],
    });
  });

  it('shows anything else as formatted JSON', () => {
    expect(payloadView({ '@type': 'Bodega', id: 'x' }, 'create')).toEqual({
      kind: 'json',
      text: '{\n  "@type": "Bodega",\n  "id": "x"\n}',
    });
    expect(payloadView(null, 'delete')).toEqual({ kind: 'json', text: 'null' });
    expect(payloadView(['a'], 'modify')).toEqual({ kind: 'json', text: '[\n  "a"\n]' });
  });

  it('compares lists whole and reports added and removed keys', () => {
    expect(diffValues({ a: [1], b: 1 }, { a: [1, 2], c: 2 })).toEqual([
      { field: 'a', old: [1], new: [1, 2], hasOld: true, hasNew: true },
      { field: 'b', old: 1, new: undefined, hasOld: true, hasNew: false },
      { field: 'c', old: undefined, new: 2, hasOld: false, hasNew: true },
    ]);
  });

  it('formats values on one line', () => {
    expect(formatValue('x')).toBe('x');
    expect(formatValue('')).toBe('""');
    expect(formatValue(undefined)).toBe('—');
    expect(formatValue({ a: 1 })).toBe('{"a":1}');
  });
});
