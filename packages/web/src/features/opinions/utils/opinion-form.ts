import type { ErpOpinion, ErpOpinionUpdate } from '@cellar/sdk';
import type { Issue } from '@cellar/validation';
import { type OpinionState, REVIEW_LENGTH, validateOpinion } from '@cellar/validation/commerce';

/** The editable fields of an opinion card, as typed. */
export interface OpinionForm {
  titulo: string;
  nombre_usuario: string;
  nota: string;
  opinion: string;
}

export type OpinionField = keyof OpinionForm;

export const opinionFormFrom = (opinion: ErpOpinion): OpinionForm => ({
  titulo: opinion.titulo,
  nombre_usuario: opinion.nombre_usuario,
  nota: String(opinion.nota),
  opinion: opinion.opinion,
});

/** The live counter under the review: characters of the trimmed text out of the maximum. */
export const reviewCounter = (review: string): string =>
  `${[...review.trim()].length} / ${REVIEW_LENGTH.max}`;

/** The first message per field, keyed by field. */
export function messagesByField(issues: readonly Issue[]): Partial<Record<OpinionField, string>> {
  const byField: Partial<Record<OpinionField, string>> = {};
  for (const issue of issues) {
    const field = issue.path as OpinionField;
    byField[field] ??= issue.message;
  }
  return byField;
}

/**
 * What PATCH /opinions/{id} receives (validateOpinion's value), with `estado` when the opinion moves;
 * or the messages of the fields that are wrong.
 */
export function opinionUpdate(
  form: OpinionForm,
  estado?: OpinionState,
): { ok: true; body: ErpOpinionUpdate } | { ok: false; messages: Partial<Record<OpinionField, string>> } {
  const result = validateOpinion(estado === undefined ? form : { ...form, estado });
  if (!result.ok) return { ok: false, messages: messagesByField(result.issues) };
  const { titulo, nombre_usuario, nota, opinion } = result.value;
  return {
    ok: true,
    body: {
      titulo,
      nombre_usuario,
      nota,
      opinion,
      ...(result.value.estado ? { estado: result.value.estado } : {}),
    },
  };
}
