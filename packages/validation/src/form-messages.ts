/**
 * Generic form messages, NOT in the spec: the three spec documents state many rules (required fields, ranges,
 * lengths, dates) without their wording. Every area uses this one set so the same rule reads the same way
 * everywhere; it follows the style of the spec's own form messages ('Please input the email', 'The country code
 * is only 2 characters long'). `field` is the label the staff member sees, e.g. 'postal code'.
 * Messages the spec does give stay word for word in the area catalogues.
 */
export const formMessages = {
  /** A required field left empty. */
  required: (field: string) => `Please input the ${field}`,
  atLeast: (field: string, min: number) => `The ${field} must be at least ${min}`,
  atMost: (field: string, max: number) => `The ${field} must be at most ${max}`,
  between: (field: string, min: number, max: number) => `The ${field} must be between ${min} and ${max}`,
  number: (field: string) => `The ${field} must be a number`,
  wholeNumber: (field: string) => `The ${field} must be a whole number`,
  step: (field: string, step: number) => `The ${field} must be a multiple of ${step}`,
  /** A number with more decimals than it is kept with (money: 2). */
  maxDecimals: (field: string, decimals: number) => `The ${field} can have at most ${decimals} decimals`,
  maxLength: (field: string, max: number) => `The ${field} is only ${max} characters long`,
  maxItems: (field: string, max: number) => `The ${field} can have at most ${max} items`,
  exactLength: (field: string, length: number) => `The ${field} must be ${length} characters long`,
  lengthBetween: (field: string, min: number, max: number) =>
    `The ${field} must have between ${min} and ${max} characters`,
  endBeforeStart: 'The end date must not be before the start date',
  invalidDate: (field: string) => `The ${field} is not a valid date`,
  /** A date written in the wrong form, e.g. 'yyyy-MM-dd' or 'ISO 8601 with offset'. */
  dateFormat: (field: string, format: string) => `The ${field} is not a valid date (${format})`,
  validUrl: 'Please input a valid URL',
  unknownValue: (field: string, allowed: readonly (string | number)[]) =>
    `The ${field} must be one of: ${allowed.join(', ')}`,
  /** The kind of a value: what a field of an API write must hold (text, true or false, a list, an object). */
  text: (field: string) => `The ${field} must be text`,
  trueOrFalse: (field: string) => `The ${field} must be true or false`,
  list: (field: string) => `The ${field} must be a list`,
  object: (field: string) => `The ${field} must be an object`,
  /** A per-language text given as something else than a map of language codes to texts. */
  perLanguage: (field: string, languages: readonly string[]) =>
    `The ${field} must be a text per language (${languages.join(', ')})`,
  /** Languages are listed as their codes, joined with ', ' (as the spec's 'The subject is missing in: ...'). */
  missingIn: (field: string, languages: readonly string[]) =>
    `The ${field} is missing in: ${languages.join(', ')}`,
  /** An editor's save bar: the form holds changes not saved yet. */
  unsavedChanges: 'Unsaved changes',
  /** A save asked of an editor whose fields all hold what is stored: nothing is sent. */
  nothingToSave: 'Nothing to save: no field changed.',
  /** Changes typed in an editor that cannot be saved now (someone else took the editing lock). */
  keptAsDraft: 'Not saved: what you typed is kept in this browser as a draft.',
  /** An editor's save bar after a save its rules (or the server) refused: how many messages the form shows. */
  toCorrect: (count: number) =>
    count === 1 ? 'Not saved: 1 error to correct' : `Not saved: ${count} errors to correct`,
  /** The save bar's button that brings the first field with a message into view. */
  goToFirstError: 'Go to the first error',
  /**
   * A form's draft, kept in this browser, put back in its fields: when it was last typed (`time`, the user's HH:mm,
   * with the day when it is not today).
   */
  draftRestored: (time: string) => `Restored what you typed at ${time}, not saved yet`,
  /** A draft not put back: what the form edits changed on the server after it was typed. */
  draftOutdated: (time: string) =>
    `Not restored: what you typed at ${time} was not saved, and this has changed on the server since`,
  /** Puts an outdated draft's changes in the fields, over the newer version (only the fields that were typed in). */
  applyDraft: 'Apply what I typed',
  /** Forgets a draft: the fields show what is stored. */
  discardDraft: 'Discard',
} as const;
