import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildNewsletterId, parseNewsletterId } from './newsletter-id';

describe('newsletter ids', () => {
  it.each([
    ['2025-03-07T10:00:00Z', 'Spring Sale!', '7_03_25_spring-sale'],
    ['2025-12-31T23:30:00Z', 'Año Nuevo', '1_01_26_ano-nuevo'],
    ['2025-11-20T10:00:00Z', 'black_friday', '20_11_25_black-friday'],
  ])('%s + %s -> %s (Madrid day)', (date, suffix, id) => {
    expect(buildNewsletterId(new Date(date), suffix)).toBe(id);
  });
  it('answers "" without a usable suffix', () => {
    expect(buildNewsletterId(0, '¡!')).toBe('');
  });
  it.each([
    ['7_03_25_spring-sale', { day: '2025-03-07', suffix: 'spring-sale' }],
    ['29_02_24_leap', { day: '2024-02-29', suffix: 'leap' }],
  ])('parses %s', (id, parts) => {
    expect(parseNewsletterId(id)).toEqual(parts);
  });
  it.each([
    ['07_03_25_x'],
    ['7_3_25_x'],
    ['29_02_25_x'],
    ['32_01_25_x'],
    ['7_03_25_'],
    ['7_03_25_Sale'],
    ['7_03_25_a--b'],
    [7],
  ])('refuses %j', (id) => {
    expect(parseNewsletterId(id)).toBeUndefined();
  });
  it('parses what it builds (round trip)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-02'), max: new Date('2099-12-30'), noInvalidDate: true }),
        fc.string(),
        (date, suffix) => {
          const id = buildNewsletterId(date, suffix);
          const parts = parseNewsletterId(id);
          if (id === '') expect(parts).toBeUndefined();
          else expect(parts && buildNewsletterId(new Date(`${parts.day}T12:00:00Z`), parts.suffix)).toBe(id);
        },
      ),
    );
  });
});
