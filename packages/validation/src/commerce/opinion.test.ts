import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPINION_STATES } from './constants';
import { canTransitionOpinion, opinionActions, validateOpinion } from './opinion';

const review = 'A deep ruby wine with ripe cherry, vanilla and a long, smooth finish.';
const opinion = { titulo: 'Great', nombre_usuario: 'Ana', nota: 5, opinion: review };

describe('validateOpinion', () => {
  it.each([
    [{ ...opinion, titulo: '' }, 'titulo', 'Please input the title'],
    [{ ...opinion, nombre_usuario: ' ' }, 'nombre_usuario', 'Please input the name'],
    [{ ...opinion, nota: '' }, 'nota', 'Please input the rate'],
    [{ ...opinion, nota: 'five' }, 'nota', 'Please input the rate'],
    [{ ...opinion, nota: 9 }, 'nota', 'The rate must be a whole number between 1 and 5'],
    [{ ...opinion, nota: 6 }, 'nota', 'The rate must be a whole number between 1 and 5'],
    [{ ...opinion, nota: -3 }, 'nota', 'The rate must be a whole number between 1 and 5'],
    [{ ...opinion, nota: 0 }, 'nota', 'The rate must be a whole number between 1 and 5'],
    [{ ...opinion, nota: 3.7 }, 'nota', 'The rate must be a whole number between 1 and 5'],
    [{ ...opinion, nota: '3.7' }, 'nota', 'The rate must be a whole number between 1 and 5'],
    [{ ...opinion, opinion: '' }, 'opinion', 'Please input the review'],
    [
      { ...opinion, opinion: 'x'.repeat(49) },
      'opinion',
      'The review must have between 50 and 600 characters',
    ],
    [
      { ...opinion, opinion: 'x'.repeat(601) },
      'opinion',
      'The review must have between 50 and 600 characters',
    ],
    [{ ...opinion, estado: 'gone' }, 'estado', 'The state must be one of: pend, npub, publ'],
  ])('%# gives %s: %s', (input, path, message) => {
    expect(validateOpinion(input)).toEqual({ ok: false, issues: [{ path, message }] });
  });

  it.each([1, 2, 3, 4, 5, '5'])('accepts the rate %j: a whole number 1 to 5', (nota) => {
    expect(validateOpinion({ ...opinion, nota })).toEqual({
      ok: true,
      value: { ...opinion, nota: Number(nota) },
    });
  });

  it('never accepts a rate outside the whole numbers 1 to 5', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (nota) => {
        fc.pre(!(Number.isInteger(nota) && nota >= 1 && nota <= 5));
        expect(validateOpinion({ ...opinion, nota }).ok).toBe(false);
      }),
    );
  });

  it('accepts reviews of 50 and 600 characters, trimmed', () => {
    expect(validateOpinion({ ...opinion, opinion: ` ${'x'.repeat(50)} ` }).ok).toBe(true);
    expect(validateOpinion({ ...opinion, opinion: 'é'.repeat(600) }).ok).toBe(true);
  });

  it('normalises the PATCH body', () => {
    expect(validateOpinion({ ...opinion, nota: '4', estado: 'publ', id_opinion: 9 })).toEqual({
      ok: true,
      value: { ...opinion, nota: 4, estado: 'publ' },
    });
  });

  it('never accepts a review outside 50 to 600 characters', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 49 }), fc.string({ minLength: 601, maxLength: 700 })),
        (text) => {
          fc.pre(text.trim() === text);
          expect(validateOpinion({ ...opinion, opinion: text }).ok).toBe(false);
        },
      ),
    );
  });
});

describe('opinion states', () => {
  it('offers refuse, save and save-and-publish on a pending opinion, back to pending otherwise', () => {
    expect(opinionActions('pend')).toEqual(['refuse', 'save', 'saveAndPublish']);
    expect(opinionActions('npub')).toEqual(['backToPending']);
    expect(opinionActions('publ')).toEqual(['backToPending']);
  });

  it.each([
    ['pend', 'npub', true],
    ['pend', 'publ', true],
    ['pend', 'pend', true],
    ['npub', 'pend', true],
    ['publ', 'pend', true],
    ['npub', 'publ', false],
    ['publ', 'npub', false],
    ['npub', 'npub', false],
  ] as const)('%s -> %s allowed: %s', (from, to, allowed) => {
    expect(canTransitionOpinion(from, to)).toBe(allowed);
  });

  it('lets every state reach pending', () => {
    for (const state of OPINION_STATES) expect(canTransitionOpinion(state, 'pend')).toBe(true);
  });
});
