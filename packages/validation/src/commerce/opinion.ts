import { z } from 'zod';
import { asRecord, characterCount, toNumber } from '../fields';
import type { Result } from '../result';
import { OPINION_RATE, OPINION_STATES, type OpinionState, REVIEW_LENGTH } from './constants';
import { commerceMessages } from './messages';
import { schemaResult, toText } from './schema-result';

const { form, opinions } = commerceMessages;

const requiredText = (label: string) =>
  z.preprocess(toText, z.string().min(1, { error: form.required(label) }));
const reviewLength = form.lengthBetween('review', REVIEW_LENGTH.min, REVIEW_LENGTH.max);

/**
 * An opinion's editable fields, as PATCH /opinions/{id} sends them (§5, §7): title (titulo), name
 * (nombre_usuario), rate (nota) and review (opinion) are required; the rate is a whole number 1 to 5
 * ({@link OPINION_RATE}); the review has 50 to 600 characters (trimmed, counted as characters). estado, when given, is one of pend, npub, publ.
 */
export const opinionSchema = z.object({
  titulo: requiredText('title'),
  nombre_usuario: requiredText('name'),
  nota: z.preprocess(
    (value) => toNumber(value) ?? null,
    z
      .number({ error: form.required('rate') })
      .int({ error: opinions.rateRange })
      .min(OPINION_RATE.min, { error: opinions.rateRange })
      .max(OPINION_RATE.max, { error: opinions.rateRange }),
  ),
  opinion: requiredText('review').pipe(
    z
      .string()
      .refine(
        (review) =>
          characterCount(review) >= REVIEW_LENGTH.min && characterCount(review) <= REVIEW_LENGTH.max,
        { error: reviewLength },
      ),
  ),
  estado: z.enum(OPINION_STATES, { error: form.unknownValue('state', OPINION_STATES) }).optional(),
});
export type Opinion = z.infer<typeof opinionSchema>;

export const validateOpinion = (input: unknown): Result<Opinion> =>
  schemaResult(opinionSchema, asRecord(input));

/** Moderation actions (§2, §4): refuse, save or save and publish a pending opinion; send any other back. */
export type OpinionAction = 'refuse' | 'save' | 'saveAndPublish' | 'backToPending';

/** The state each action leaves the opinion in. */
export const OPINION_ACTION_TARGETS: Readonly<Record<OpinionAction, OpinionState>> = {
  refuse: 'npub',
  save: 'pend',
  saveAndPublish: 'publ',
  backToPending: 'pend',
};

/** The actions an opinion in `state` allows. */
export const opinionActions = (state: OpinionState): readonly OpinionAction[] =>
  state === 'pend' ? ['refuse', 'save', 'saveAndPublish'] : ['backToPending'];

/** True when an opinion may go from `from` to `to` (saving a pending one keeps it pending). */
export const canTransitionOpinion = (from: OpinionState, to: OpinionState): boolean =>
  opinionActions(from).some((action) => OPINION_ACTION_TARGETS[action] === to);
