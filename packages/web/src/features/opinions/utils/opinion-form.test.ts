import type { ErpOpinion } from '@cellar/sdk';
import { describe, expect, it } from 'vitest';
import { opinionFormFrom, opinionUpdate, reviewCounter } from './opinion-form';

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

describe('opinionUpdate', () => {
  it('sends the fields with the rate as a number', () => {
    expect(opinionUpdate(opinionFormFrom(opinion))).toEqual({
      ok: true,
      body: { titulo: 'Muy bueno', nombre_usuario: 'Ana', nota: 4, opinion: review },
    });
  });
  it('adds estado when the opinion moves', () => {
    const update = opinionUpdate(opinionFormFrom(opinion), 'pend');
    expect(update.ok && update.body.estado).toBe('pend');
  });
  it('answers the review length message of validateOpinion below 50 characters', () => {
    const update = opinionUpdate({ ...opinionFormFrom(opinion), opinion: 'Too short' });
    expect(update).toEqual({
      ok: false,
      messages: { opinion: 'The review must have between 50 and 600 characters' },
    });
  });
  it('requires title, name and rate', () => {
    const update = opinionUpdate({ titulo: ' ', nombre_usuario: '', nota: '', opinion: review });
    expect(update.ok).toBe(false);
    if (!update.ok) expect(Object.keys(update.messages).sort()).toEqual(['nombre_usuario', 'nota', 'titulo']);
  });
});

describe('reviewCounter', () => {
  it('counts the characters of the trimmed review', () => {
    expect(reviewCounter('  añejo ')).toBe('5 / 600');
  });
});
