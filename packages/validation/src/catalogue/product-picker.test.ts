import { describe, expect, it } from 'vitest';
import {
  exactMatchesFirst,
  isReferenceList,
  looksLikeReference,
  productPickerMessages,
  splitReferenceList,
  typedReference,
  withPickedReference,
} from './product-picker';

describe('splitReferenceList', () => {
  it.each([
    ['VI10903', ['VI10903']],
    [
      ' VI10903 , HE10028;CA11127\nLA10826\tDO13171 ',
      ['VI10903', 'HE10028', 'CA11127', 'LA10826', 'DO13171'],
    ],
    ['VI10903, VI10903', ['VI10903']],
    [' ,; ', []],
  ])('reads %j as %j', (text, references) => {
    expect(splitReferenceList(text)).toEqual(references);
  });
});

describe('looksLikeReference', () => {
  it.each([
    ['VI10903', true],
    [' he10028 ', true],
    ['NV20001', true],
    ['rioja', false],
    ['Viña Real', false],
    ['herran-de-abalos-joven', false],
    ['2019', false],
    ['VI', false],
  ])('%j → %s', (text, expected) => {
    expect(looksLikeReference(text)).toBe(expected);
  });
});

describe('isReferenceList', () => {
  it.each([
    ['VI10903, HE10028', true],
    ['VI10903\nHE10028', true],
    ['VI10903', false],
    ['Viña Real', false],
    ['VI10903 rioja', false],
  ])('%j → %s', (text, expected) => {
    expect(isReferenceList(text)).toBe(expected);
  });
});

describe('exactMatchesFirst', () => {
  const row = (referencia: string, group: string) => ({ referencia, group });
  const found = [
    row('AB10001', 'abalos-crianza'),
    row('HE10028', 'herran-de-abalos-joven'),
    row('HE10029', 'herran-de-abalos-joven'),
    row('HE10028', 'herran-de-abalos-joven'),
    row('HE100280', 'other'),
  ];

  it('puts the reference typed first, case aside, and keeps each reference once', () => {
    expect(exactMatchesFirst(found, ' he10028 ').map((r) => r.referencia)).toEqual([
      'HE10028',
      'AB10001',
      'HE10029',
      'HE100280',
    ]);
  });

  it("puts the group typed's references next, in the search's order", () => {
    expect(exactMatchesFirst(found, 'herran-de-abalos-joven').map((r) => r.referencia)).toEqual([
      'HE10028',
      'HE10029',
      'AB10001',
      'HE100280',
    ]);
  });

  it('keeps the search order when nothing matches exactly', () => {
    expect(exactMatchesFirst(found, 'abalos').map((r) => r.referencia)).toEqual([
      'AB10001',
      'HE10028',
      'HE10029',
      'HE100280',
    ]);
  });
});

describe('productPickerMessages', () => {
  it('names the unknown references in the spec voice', () => {
    expect(productPickerMessages.unknownReference('XX00000')).toBe(
      'There is no product XX00000 in the catalogue',
    );
    expect(productPickerMessages.unknownReferences(['XX00000', 'YY00000'])).toBe(
      'There are no products XX00000, YY00000 in the catalogue',
    );
    expect(productPickerMessages.alreadyChosen('VI10903')).toBe('The product VI10903 is already chosen');
  });
});

describe('typedReference', () => {
  it.each([
    ['', ''],
    ['VI', 'VI'],
    ['VI10903, HE', 'HE'],
    ['VI10903, ', ''],
    ['VI10903;rioja', 'rioja'],
  ])('%j → %j', (text, typed) => {
    expect(typedReference(text)).toBe(typed);
  });
});

describe('withPickedReference', () => {
  it.each([
    ['', 'VI10903', 'VI10903, '],
    ['vi10', 'VI10903', 'VI10903, '],
    ['HE10028, rioj', 'VI10903', 'HE10028, VI10903, '],
    ['HE10028,', 'VI10903', 'HE10028, VI10903, '],
    ['HE10028 CA11127 ', 'VI10903', 'HE10028 CA11127, VI10903, '],
  ])('%j with %s → %j', (text, reference, next) => {
    expect(withPickedReference(text, reference)).toBe(next);
  });

  it('keeps the references already typed, as the field reads them', () => {
    const next = withPickedReference('HE10028; CA11127, rioja', 'VI10903');
    expect(splitReferenceList(next)).toEqual(['HE10028', 'CA11127', 'VI10903']);
  });
});
