import { describe, expect, it } from 'vitest';
import {
  homePickerInstant,
  homeRangeFromDays,
  homeSavedMessage,
  homeSectionProducts,
  validateHome,
  validateHomeRange,
  validateNewHome,
} from './home';
import { issuesOf, neverThrows } from './test-support';

const range = { date_start: '2025-05-01T00:00:00+02:00', date_end: '2025-05-31T23:59:59+02:00' };
const home = (...sections: unknown[]) => ({ ...range, sections });

describe('validateHomeRange', () => {
  it('answers both dates as ISO', () => {
    expect(
      validateHomeRange({ date_start: '2025-05-01', date_end: new Date('2025-05-02T10:00:00Z') }),
    ).toEqual({
      ok: true,
      value: { date_start: '2025-04-30T22:00:00.000Z', date_end: '2025-05-02T10:00:00.000Z' },
    });
  });
  it.each([
    [
      { ...range, date_end: range.date_start },
      [['date_end', 'The end date must be greater than the start date.']],
    ],
    [
      { date_start: '2025-05-02', date_end: '2025-05-01' },
      [['date_end', 'The end date must be greater than the start date.']],
    ],
    [
      { date_start: '2025-02-30', date_end: 'soon' },
      [
        ['date_start', 'Please input the start date'],
        ['date_end', 'Please input the end date'],
      ],
    ],
  ])('%j', (input, issues) => {
    expect(issuesOf(validateHomeRange(input))).toEqual(issues);
  });
});

describe('validateHome', () => {
  it('accepts valid sections and reads the discount as a number', () => {
    const result = validateHome(
      home(
        { key: 'product-banner', reference: 'ABC' },
        { type: 'product-image', reference: ['a', 'b', 'c', 'd'] },
        { key: 'offer-banner', reference: 'a, b', discount: '15', bgColor: '#FBE89D' },
        { key: 'html', html: '<p>x</p>', bgColor: '' },
      ),
    );
    expect(result.ok).toBe(true);
    expect(result.ok && result.value.sections[2]).toMatchObject({ discount: 15 });
    expect(result.ok && result.value.date_start).toBe('2025-04-30T22:00:00.000Z');
  });
  it.each([
    [
      { key: 'product-banner' },
      'sections.0.reference',
      "It's mandatory to put a product in the product-banner section.",
    ],
    [{ key: 'product-banner', reference: ['a', 'b'] }, 'sections.0.reference', 'Only 1 product is allows.'],
    [
      { key: 'product-image', reference: 'a b c d e' },
      'sections.0.reference',
      'This section can show a maximum of 4 products.',
    ],
    [
      { key: 'offer-banner', reference: 'a;b;c' },
      'sections.0.reference',
      'This section can show a maximum of 2 products.',
    ],
    [{ key: 'offer-banner', discount: 101 }, 'sections.0.discount', 'The discount must be between 0 and 100'],
    [{ key: 'offer-banner', discount: -1 }, 'sections.0.discount', 'The discount must be between 0 and 100'],
    [{ key: 'image', bgColor: '#fff' }, 'sections.0.bgColor', "The color #fff doesn't exist"],
    [{ key: 'image', bgColor: 'red' }, 'sections.0.bgColor', "The color red doesn't exist"],
    [{ key: 'image', bgColor: 12 }, 'sections.0.bgColor', "The color 12 doesn't exist"],
    [{ key: 'image', bgColor: { r: 1 } }, 'sections.0.bgColor', 'The color {"r":1} doesn\'t exist'],
  ])('%j gives %s: %s', (section, path, message) => {
    expect(issuesOf(validateHome(home(section)))).toEqual([[path, message]]);
  });
  it('reports date and section issues together, with the section index', () => {
    expect(
      issuesOf(
        validateHome({
          date_start: '2025-05-02',
          date_end: '2025-05-01',
          sections: [{ key: 'html' }, { key: 'product-banner' }],
        }),
      ),
    ).toEqual([
      ['date_end', 'The end date must be greater than the start date.'],
      ['sections.1.reference', "It's mandatory to put a product in the product-banner section."],
    ]);
  });
  it('reads products from a list or separated text', () => {
    expect(homeSectionProducts({ reference: ' a ,b  c;' })).toEqual(['a', 'b', 'c']);
    expect(homeSectionProducts({ reference: ['a', '', 3] })).toEqual(['a', '3']);
  });
  it('never throws', () => neverThrows(validateHome));
});

describe('validateNewHome', () => {
  it('keeps an optional name and starts with no sections', () => {
    expect(validateNewHome({ ...range })).toEqual({
      ok: true,
      value: {
        home_name: '',
        date_start: '2025-04-30T22:00:00.000Z',
        date_end: '2025-05-31T21:59:59.000Z',
        sections: [],
      },
    });
    expect(validateNewHome({ ...range, home_name: ' Verano ' }).ok && true).toBe(true);
  });
  it('refuses an end before the start', () => {
    expect(issuesOf(validateNewHome({ date_start: range.date_end, date_end: range.date_start }))).toEqual([
      ['date_end', 'The end date must be greater than the start date.'],
    ]);
  });
  it('never throws', () => neverThrows(validateNewHome));
});

describe('home date helpers', () => {
  it('stores a picked day at 02:00 Madrid', () => {
    expect(homePickerInstant('2025-01-15').toISOString()).toBe('2025-01-15T01:00:00.000Z');
    expect(homePickerInstant('2025-07-15').toISOString()).toBe('2025-07-15T00:00:00.000Z');
  });
  it('builds From 00:00 / To 23:59 ranges in Madrid time', () => {
    expect(homeRangeFromDays('2025-07-01', '2025-07-31')).toEqual({
      date_start: '2025-06-30T22:00:00.000Z',
      date_end: '2025-07-31T21:59:59.000Z',
    });
  });
  it.each([
    [
      '2025-05-10T08:00:00+02:00',
      'Home stored correctly. The changes will be applied in approximately 12 minutes.',
    ],
    [
      '2025-05-01T08:00:00+02:00',
      'Home stored correctly. The changes will be applied in approximately 12 minutes.',
    ],
    ['2025-05-11T00:30:00+02:00', 'Changes will be applied on 11/05/2025'],
  ])('start %s gives %s', (start, message) => {
    expect(homeSavedMessage(start, new Date('2025-05-10T21:00:00Z'))).toBe(message);
  });
});
