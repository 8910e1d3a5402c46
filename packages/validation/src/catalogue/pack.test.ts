import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyGift,
  isPackDiscountDisabled,
  validatePackContent,
  validatePackForm,
  validatePackPatch,
} from './pack';
import { formatPackContentKey, parsePackContentKey } from './pack-content-key';

const MISSING =
  'You seem to have left out filling in product information! Fill in all fields and save again.';

describe('validatePackForm', () => {
  it('stores the content keyed by reference and the discount as a fraction', () => {
    expect(
      validatePackForm({
        discountPercent: 12.5,
        rows: [
          { referencia: ' R123 ', cantidad: 2 },
          { referencia: 'grupo-x#ma', cantidad: '1', regalo: false },
        ],
      }),
    ).toEqual({
      ok: true,
      value: {
        contenido_del_pack: {
          R123: { cantidad: 2, orden: 0, regalo: false },
          'grupo-x#ma': { cantidad: 1, orden: 1, regalo: false },
        },
        descuento_del_pack: 0.125,
      },
    });
  });

  it('stores the discount as 0 when a product is a gift, and an empty discount as 0', () => {
    const gift = validatePackForm({
      discountPercent: 30,
      rows: [{ referencia: 'A', cantidad: 1, regalo: true }],
    });
    expect(gift.ok && gift.value.descuento_del_pack).toBe(0);
    const empty = validatePackForm({ discountPercent: '', rows: [{ referencia: 'A', cantidad: 1 }] });
    expect(empty.ok && empty.value.descuento_del_pack).toBe(0);
  });

  it.each([
    [{ rows: [{ referencia: '', cantidad: 1 }] }, [{ path: 'rows.0.referencia', message: MISSING }]],
    [
      { rows: [{ cantidad: 1 }, { referencia: '   ', cantidad: 1 }] },
      [
        { path: 'rows.0.referencia', message: MISSING },
        { path: 'rows.1.referencia', message: MISSING },
      ],
    ],
    [{ rows: [{ referencia: 'g#zz', cantidad: 1 }] }, [{ path: 'rows.0.referencia', message: MISSING }]],
    [
      { rows: [{ referencia: 'A', cantidad: 0 }] },
      [{ path: 'rows.0.cantidad', message: 'The quantity must be at least 1' }],
    ],
    [
      { rows: [{ referencia: 'A', cantidad: 1.5 }] },
      [{ path: 'rows.0.cantidad', message: 'The quantity must be a whole number' }],
    ],
    [
      {
        rows: [
          { referencia: 'A', cantidad: 1 },
          { referencia: 'A', cantidad: 1 },
        ],
      },
      [{ path: 'rows.1.referencia', message: 'This product is already in the pack' }],
    ],
    [
      { discountPercent: 101, rows: [{ referencia: 'A', cantidad: 1 }] },
      [{ path: 'discountPercent', message: 'The discount must be between 0 and 100' }],
    ],
    [
      { discountPercent: -1, rows: [] },
      [{ path: 'discountPercent', message: 'The discount must be between 0 and 100' }],
    ],
  ])('refuses %j', (input, issues) => {
    expect(validatePackForm(input)).toEqual({ ok: false, issues });
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        validatePackForm(input);
        validatePackForm({ rows: [input], discountPercent: input });
      }),
    );
  });
});

describe('validatePackContent and validatePackPatch', () => {
  it('accepts the stored content, defaulting orden to the position and regalo to false', () => {
    expect(
      validatePackContent({ A: { cantidad: 3 }, 'g#75': { cantidad: 1, orden: 5, regalo: true } }),
    ).toEqual({
      ok: true,
      value: { A: { cantidad: 3, orden: 0, regalo: false }, 'g#75': { cantidad: 1, orden: 5, regalo: true } },
    });
  });

  it.each([
    [{ '': { cantidad: 1 } }, [{ path: '', message: MISSING }]],
    [{ ' A': { cantidad: 1 } }, [{ path: ' A', message: MISSING }]],
    [{ A: { cantidad: 0 } }, [{ path: 'A.cantidad', message: 'The quantity must be at least 1' }]],
    [{ A: null }, [{ path: 'A.cantidad', message: 'Please input the quantity' }]],
  ])('refuses %j', (input, issues) => {
    expect(validatePackContent(input)).toEqual({ ok: false, issues });
  });

  it('validates a PATCH: content, fraction 0-1, gift forces 0', () => {
    expect(validatePackPatch({ descuento_del_pack: 0.2 })).toEqual({
      ok: true,
      value: { descuento_del_pack: 0.2 },
    });
    expect(
      validatePackPatch({
        contenido_del_pack: { A: { cantidad: 1, regalo: true } },
        descuento_del_pack: 0.2,
      }),
    ).toEqual({
      ok: true,
      value: { contenido_del_pack: { A: { cantidad: 1, orden: 0, regalo: true } }, descuento_del_pack: 0 },
    });
    expect(validatePackPatch({})).toEqual({ ok: true, value: {} });
    expect(validatePackPatch({ descuento_del_pack: 20, contenido_del_pack: { A: { cantidad: 0 } } })).toEqual(
      {
        ok: false,
        issues: [
          { path: 'contenido_del_pack.A.cantidad', message: 'The quantity must be at least 1' },
          { path: 'descuento_del_pack', message: 'The discount must be between 0 and 1' },
        ],
      },
    );
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (content, discount) => {
        validatePackPatch({ contenido_del_pack: content, descuento_del_pack: discount });
        validatePackContent(content);
      }),
    );
  });
});

describe('applyGift', () => {
  const pack = {
    contenido_del_pack: {
      A: { cantidad: 1, orden: 0, regalo: false },
      B: { cantidad: 2, orden: 1, regalo: false },
    },
    descuento_del_pack: 0.15,
  };

  it('marking a gift resets the discount to 0 without touching the input', () => {
    const next = applyGift(pack, 'B', true);
    expect(next).toEqual({
      contenido_del_pack: {
        A: { cantidad: 1, orden: 0, regalo: false },
        B: { cantidad: 2, orden: 1, regalo: true },
      },
      descuento_del_pack: 0,
    });
    expect(pack.contenido_del_pack.B.regalo).toBe(false);
    expect(isPackDiscountDisabled(next.contenido_del_pack)).toBe(true);
    expect(isPackDiscountDisabled(pack.contenido_del_pack)).toBe(false);
  });

  it('unmarking keeps the discount; an unknown key changes nothing', () => {
    expect(applyGift(pack, 'A', false).descuento_del_pack).toBe(0.15);
    expect(applyGift(pack, 'Z', true)).toBe(pack);
    expect(applyGift(pack, 'toString', true)).toBe(pack);
  });
});

describe('pack content keys', () => {
  it('formats and parses references and group#capacity keys', () => {
    expect(formatPackContentKey({ reference: 'R1' })).toBe('R1');
    expect(formatPackContentKey({ group: 'g' })).toBe('g#75');
    expect(formatPackContentKey({ group: 'g', capacity: 'ma' })).toBe('g#ma');
    expect(parsePackContentKey('R1')).toEqual({ kind: 'reference', reference: 'R1' });
    expect(parsePackContentKey('g#')).toEqual({ kind: 'group', group: 'g', capacity: '75' });
    expect(parsePackContentKey('g#dm')).toEqual({ kind: 'group', group: 'g', capacity: 'dm' });
    for (const bad of ['', '  ', '#75', 'g#xx', 'a#b#c', 7, null])
      expect(parsePackContentKey(bad)).toBeUndefined();
  });

  it('round-trips: parse(format(key)) gives the key back', () => {
    const name = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const capacity = fc.constantFrom(
      '75',
      'ma',
      'dm',
      'je',
      'mt',
      'sz',
      'dc',
      'na',
      'sa',
      'pr',
      'cu',
      'li' as const,
    );
    fc.assert(
      fc.property(name, capacity, (group, code) => {
        const key = formatPackContentKey({ group, capacity: code });
        expect(parsePackContentKey(key)).toEqual({ kind: 'group', group, capacity: code });
      }),
    );
  });
});
