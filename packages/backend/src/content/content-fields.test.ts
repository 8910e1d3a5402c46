import { formMessages, LANGUAGES } from '@cellar/validation';
import { describe, expect, it } from 'vitest';
import { fieldIssues, fieldLabel, rangeMessage, specWins } from './content-fields';
import { field } from './content-types/field-builders';

describe('fieldLabel', () => {
  it.each([
    ['Short name', 'short name'],
    ['Nombre', 'nombre'],
    ['From (00:00h)', 'from'],
    ['SEO title', 'SEO title'],
    ['es', 'es'],
  ])('%s → %s', (title, label) => {
    expect(fieldLabel({ title })).toBe(label);
  });
});

describe('rangeMessage', () => {
  it.each([
    [field.number('Discount', { minimum: 0, maximum: 100 }), 150, formMessages.between('discount', 0, 100)],
    [field.number('Quantity', { minimum: 1 }), 0, formMessages.atLeast('quantity', 1)],
    [field.number('Tax rate', { maximum: 1 }), 2, formMessages.atMost('tax rate', 1)],
    [field.number('Discount', { minimum: 0, maximum: 100 }), 100, undefined],
  ])('%#', (def, value, message) => {
    expect(rangeMessage(def, value)).toBe(message);
  });
});

describe('fieldIssues words every check with formMessages', () => {
  it.each([
    [field.string('Name', { maxLength: 3 }), 'abcd', formMessages.maxLength('name', 3)],
    [field.string('Name'), 3, formMessages.text('name')],
    [field.integer('Quantity'), 1.5, formMessages.wholeNumber('quantity')],
    [field.number('Price'), 'x', formMessages.number('price')],
    [field.boolean('Gift'), 'yes', formMessages.trueOrFalse('gift')],
    [field.date('Publish date'), '2025-02-30', formMessages.dateFormat('publish date', 'yyyy-MM-dd')],
    [field.datetime('Start'), '2025-02-01T10:00', formMessages.dateFormat('start', 'ISO 8601 with offset')],
    [field.choice('Shop', ['a', 'b']), 'c', formMessages.unknownValue('shop', ['a', 'b'])],
    [
      field.list('Labels', field.string('Label'), { maxLength: 1 }),
      ['a', 'b'],
      formMessages.maxItems('labels', 1),
    ],
    [field.list('Labels', field.string('Label')), 'a', formMessages.list('labels')],
    [field.object('Offer', {}), [], formMessages.object('offer')],
    [field.i18n('Title'), 'x', formMessages.perLanguage('title', LANGUAGES)],
  ])('%#: %j', (def, value, message) => {
    expect(fieldIssues(def, value, 'f')).toEqual([{ path: 'f', message }]);
  });

  it('words a null list element as a missing value and an unknown language as a bad value', () => {
    expect(fieldIssues(field.list('Labels', field.string('Label')), ['a', null], 'labels')).toEqual([
      { path: 'labels.1', message: formMessages.required('label') },
    ]);
    expect(fieldIssues(field.i18n('Title'), { xx: 'a' }, 'title')).toEqual([
      { path: 'title.xx', message: formMessages.unknownValue('language', LANGUAGES) },
    ]);
  });
});

describe('specWins', () => {
  it('drops the generic issues of a path (or a path inside it) a rule of the spec reports', () => {
    const generic = [
      { path: 'promos.0.bg_color', message: 'generic colour' },
      { path: 'contenido_del_pack.X.cantidad', message: 'generic quantity' },
      { path: 'nombre', message: 'generic name' },
    ];
    const spec = [
      { path: 'promos.0.bg_color', message: 'spec colour' },
      { path: 'contenido_del_pack.X', message: 'spec product' },
    ];
    expect(specWins(generic, spec)).toEqual([{ path: 'nombre', message: 'generic name' }, ...spec]);
    expect(specWins(generic, [])).toEqual(generic);
  });
});
