import { describe, expect, it } from 'vitest';
import { commerceMessages } from './commerce/messages';
import { formMessages as f } from './form-messages';
import { messages } from './messages';

describe('formMessages: one generic wording for rules the spec states without a message', () => {
  it.each([
    [f.required('postal code'), 'Please input the postal code'],
    [f.atLeast('quantity', 1), 'The quantity must be at least 1'],
    [f.atMost('tax rate', 1), 'The tax rate must be at most 1'],
    [f.between('discount', 0, 100), 'The discount must be between 0 and 100'],
    [f.number('graduacion'), 'The graduacion must be a number'],
    [f.wholeNumber('quantity'), 'The quantity must be a whole number'],
    [f.step('discount', 0.05), 'The discount must be a multiple of 0.05'],
    [f.maxDecimals('minimum cart sum', 2), 'The minimum cart sum can have at most 2 decimals'],
    [f.maxLength('present message', 500), 'The present message is only 500 characters long'],
    [f.maxItems('labels', 3), 'The labels can have at most 3 items'],
    [f.exactLength('internal id', 4), 'The internal id must be 4 characters long'],
    [f.lengthBetween('review', 50, 600), 'The review must have between 50 and 600 characters'],
    [f.endBeforeStart, 'The end date must not be before the start date'],
    [f.invalidDate('end date'), 'The end date is not a valid date'],
    [f.dateFormat('publish date', 'yyyy-MM-dd'), 'The publish date is not a valid date (yyyy-MM-dd)'],
    [f.text('name'), 'The name must be text'],
    [f.trueOrFalse('gift'), 'The gift must be true or false'],
    [f.list('labels'), 'The labels must be a list'],
    [f.object('offer'), 'The offer must be an object'],
    [f.perLanguage('title', ['es', 'en']), 'The title must be a text per language (es, en)'],
    [f.validUrl, 'Please input a valid URL'],
    [f.unknownValue('type', ['o', 'p', 'e']), 'The type must be one of: o, p, e'],
    [f.missingIn('name', ['fr', 'en']), 'The name is missing in: fr, en'],
    [f.unsavedChanges, 'Unsaved changes'],
    [f.nothingToSave, 'Nothing to save: no field changed.'],
    [f.keptAsDraft, 'Not saved: what you typed is kept in this browser as a draft.'],
    [f.toCorrect(1), 'Not saved: 1 error to correct'],
    [f.toCorrect(3), 'Not saved: 3 errors to correct'],
    [f.goToFirstError, 'Go to the first error'],
    [f.draftRestored('10:42'), 'Restored what you typed at 10:42, not saved yet'],
    [
      f.draftOutdated('10:42'),
      'Not restored: what you typed at 10:42 was not saved, and this has changed on the server since',
    ],
    [f.applyDraft, 'Apply what I typed'],
    [f.discardDraft, 'Discard'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('is the same set in the message catalogue and in the commerce messages', () => {
    expect(messages.form).toBe(f);
    expect(commerceMessages.form).toBe(f);
  });
});
