import type { ErpOpinion } from '@cellar/sdk';
import { validateOpinion } from '@cellar/validation/commerce';
import { describe, expect, it } from 'vitest';
import { opinionBody, opinionFormFrom, reviewCounter, reviewOutOfRange } from './opinion-form';

const review = 'Un vino excelente, con mucho cuerpo y un final largo y persistente.';
const opinion: ErpOpinion = {
  id_opinion: 7,
  opinion: review,
  titulo: 'Muy bueno',
  nota: 4,
  nombre_usuario: 'Ana',
  estado: 'pend',
  shop: 'cellar',
  idioma: 'es',
  grupo: 'vega-sicilia-unico',
  nombre: 'Vega Sicilia Único',
  zope_id: 'z7',
  fecha: '2026-01-01T10:00:00Z',
};

/** validateOpinion's value of a card's fields, as the card sends it. */
const bodyOf = (input: unknown) => {
  const result = validateOpinion(input);
  if (!result.ok) throw new Error(result.issues.map((issue) => issue.message).join(', '));
  return opinionBody(result.value);
};

describe('opinionBody', () => {
  it('sends the fields of the card with the rate as a number', () => {
    expect(bodyOf(opinionFormFrom(opinion))).toEqual({
      titulo: 'Muy bueno',
      nombre_usuario: 'Ana',
      nota: 4,
      opinion: review,
    });
  });
  it('adds estado when the opinion moves', () => {
    expect(bodyOf({ ...opinionFormFrom(opinion), estado: 'pend' }).estado).toBe('pend');
  });
});

describe('reviewCounter and reviewOutOfRange', () => {
  it('counts the characters of the trimmed review', () => {
    expect(reviewCounter('  añejo ')).toBe('5 / 600');
  });
  it('says when the review is shorter than 50 or longer than 600 characters', () => {
    expect(reviewOutOfRange('x'.repeat(49))).toBe(true);
    expect(reviewOutOfRange(` ${'x'.repeat(50)} `)).toBe(false);
    expect(reviewOutOfRange('x'.repeat(600))).toBe(false);
    expect(reviewOutOfRange('x'.repeat(601))).toBe(true);
  });
});
