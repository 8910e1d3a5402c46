import type { ErpOpinion, ErpOpinionUpdate } from '@cellar/sdk';
import { type Opinion, REVIEW_LENGTH } from '@cellar/validation/commerce';

/** The editable fields of an opinion card, as typed. */
export interface OpinionForm {
  titulo: string;
  nombre_usuario: string;
  nota: string;
  opinion: string;
}

export const opinionFormFrom = (opinion: ErpOpinion): OpinionForm => ({
  titulo: opinion.titulo,
  nombre_usuario: opinion.nombre_usuario,
  nota: String(opinion.nota),
  opinion: opinion.opinion,
});

/** What PATCH /opinions/{id} receives: validateOpinion's value, with `estado` when the opinion moves. */
export const opinionBody = ({
  titulo,
  nombre_usuario,
  nota,
  opinion,
  estado,
}: Opinion): ErpOpinionUpdate => ({
  titulo,
  nombre_usuario,
  nota,
  opinion,
  ...(estado ? { estado } : {}),
});

/** The live counter under the review: characters of the trimmed text out of the maximum. */
export const reviewCounter = (review: string): string =>
  `${[...review.trim()].length} / ${REVIEW_LENGTH.max}`;

/** Whether the review's length is outside 50 to 600 characters (the counter turns red). */
export const reviewOutOfRange = (review: string): boolean => {
  const length = [...review.trim()].length;
  return length < REVIEW_LENGTH.min || length > REVIEW_LENGTH.max;
};
