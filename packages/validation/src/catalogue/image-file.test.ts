import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_SLOTS } from './constants';
import { imageSlotOf, orderImageUploads, validateImageFileName } from './image-file';
import { imageSizeOf, validateImageSize } from './image-size';

const SLOTS = 'anv800, rev800, art800, o4, o5';

describe('validateImageFileName', () => {
  it.each([
    ['123_anv800.png', { slot: 'anv800', extension: 'png' }],
    ['123_rev800.png', { slot: 'rev800', extension: 'png' }],
    ['123_art800.jpg', { slot: 'art800', extension: 'jpg' }],
    ['123_o4.jpg', { slot: 'o4', extension: 'jpg' }],
    ['123-o5.JPG', { slot: 'o5', extension: 'jpg' }],
    ['C:\\fakepath\\REF_ANV800.PNG', { slot: 'anv800', extension: 'png' }],
    ['photos/ref_o4.jpg', { slot: 'o4', extension: 'jpg' }],
  ])('accepts %s', (name, value) => {
    expect(validateImageFileName(name)).toEqual({ ok: true, value });
    expect(validateImageFileName({ name })).toEqual({ ok: true, value });
  });

  it.each([
    ['ref_o6.jpg', `Invalid image type "ref_o6". Must be one of these: ${SLOTS}`],
    ['anv800_ref.png', `Invalid image type "anv800_ref". Must be one of these: ${SLOTS}`],
    ['', `Invalid image type "". Must be one of these: ${SLOTS}`],
    ['ref_o4.png', 'Expected "jpg" extension for img o4, got "png"'],
    ['ref_o5.jpeg', 'Expected "jpg" extension for img o5, got "jpeg"'],
    ['ref_art800.png', 'Expected "jpg" extension for img art800, got "png"'],
    ['ref_anv800.jpg', 'Expected "png" extension for img anv800, got "jpg"'],
    ['ref_rev800.JPG', 'Expected "png" extension for img rev800, got "JPG"'],
    ['ref_rev800', 'Expected "png" extension for img rev800, got ""'],
  ])('refuses %s with the spec message', (name, message) => {
    expect(validateImageFileName(name)).toEqual({ ok: false, issues: [{ path: '', message }] });
  });

  it('never throws and only accepts names ending in a slot with its extension', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = validateImageFileName(input);
        if (result.ok) {
          expect(typeof input === 'string' || typeof input === 'object').toBe(true);
          expect(IMAGE_SLOTS).toContain(result.value.slot);
        }
      }),
    );
    fc.assert(
      fc.property(fc.string(), (name) => {
        const result = validateImageFileName(name);
        if (result.ok)
          expect(name.toLowerCase().endsWith(`${result.value.slot}.${result.value.extension}`)).toBe(true);
      }),
    );
  });
});

describe('orderImageUploads', () => {
  it('uploads slots other than o4/o5 first, keeping the order given', () => {
    const files = ['a_o4.jpg', 'a_anv800.png', 'b_o5.jpg', 'junk.txt', 'a_art800.jpg', 'c_o4.jpg'];
    expect(orderImageUploads(files)).toEqual([
      'a_anv800.png',
      'junk.txt',
      'a_art800.jpg',
      'a_o4.jpg',
      'b_o5.jpg',
      'c_o4.jpg',
    ]);
    expect(orderImageUploads([{ name: 'x_o5.jpg' }, { name: 'x_rev800.png' }])).toEqual([
      { name: 'x_rev800.png' },
      { name: 'x_o5.jpg' },
    ]);
  });

  it('is a permutation with no o4/o5 before another slot', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a_o4.jpg', 'b_o5.jpg', 'c_anv800.png', 'd_art800.jpg', 'e.txt')),
        (files) => {
          const ordered = orderImageUploads(files);
          expect([...ordered].sort()).toEqual([...files].sort());
          const firstLate = ordered.findIndex((f) => ['o4', 'o5'].includes(imageSlotOf(f) ?? ''));
          if (firstLate >= 0) {
            expect(ordered.slice(firstLate).every((f) => ['o4', 'o5'].includes(imageSlotOf(f) ?? ''))).toBe(
              true,
            );
          }
        },
      ),
    );
  });
});

describe('validateImageSize', () => {
  it.each([
    [
      { width: 400, height: 290 },
      { width: 453, height: 290 },
      'Image size must be 453x290 instead of 400x290',
    ],
    [
      { width: 600, height: 401 },
      { width: 600, height: 400 },
      'Image size must be 600x400 instead of 600x401',
    ],
    [null, { width: 453, height: 290 }, 'Image size must be 453x290 instead of 0x0'],
    [
      { width: '453', height: Number.NaN },
      { width: 453, height: 290 },
      'Image size must be 453x290 instead of 0x0',
    ],
  ])('refuses %o for %o', (actual, required, message) => {
    expect(validateImageSize(actual, required)).toEqual({ ok: false, issues: [{ path: '', message }] });
  });

  it('accepts the required size, or any size when none is required', () => {
    expect(validateImageSize({ width: 453, height: 290 }, { width: 453, height: 290 })).toEqual({
      ok: true,
      value: { width: 453, height: 290 },
    });
    expect(validateImageSize({ width: 10, height: 20 })).toEqual({
      ok: true,
      value: { width: 10, height: 20 },
    });
    expect(imageSizeOf({ width: -1, height: 3 })).toEqual({ width: 0, height: 3 });
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        validateImageSize(input, { width: 1, height: 1 });
      }),
    );
  });
});
