import { z } from 'zod';
import { asFlag, asRecord } from '../fields';
import type { Result } from '../result';
import { COUNTRY_CODE_LENGTH, LANGUAGE_CODE_LENGTH } from './constants';
import { commerceMessages } from './messages';
import { schemaResult, toText } from './schema-result';

const { userEdit: messages } = commerceMessages;

const text = z.preprocess(toText, z.string());

/**
 * User edit form (§3, §5): language (idioma) and country each exactly 2 characters
 * ('Language length should be 2', 'Country length should be 2'); the newsletter flag is a plain yes/no.
 */
export const userEditSchema = z.object({
  nombre: text,
  idioma: z.preprocess(toText, z.string().length(LANGUAGE_CODE_LENGTH, { error: messages.languageLength })),
  country: z.preprocess(toText, z.string().length(COUNTRY_CODE_LENGTH, { error: messages.countryLength })),
  observaciones: text,
  newsletter: z.preprocess(asFlag, z.boolean()),
});
export type UserEdit = z.infer<typeof userEditSchema>;

export const validateUserEdit = (input: unknown): Result<UserEdit> =>
  schemaResult(userEditSchema, asRecord(input));

/** The form's newsletter flag is the inverse of the record's subscription.unsubscribed. */
export const newsletterFromSubscription = (
  subscription: { unsubscribed: boolean } | null | undefined,
): boolean => subscription?.unsubscribed !== true;

/** The record's subscription for a newsletter flag of the form. */
export const subscriptionFromNewsletter = (newsletter: boolean): { unsubscribed: boolean } => ({
  unsubscribed: !newsletter,
});
