import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePackImage } from './pack-image';

const UPLOAD_ERROR = 'There was an error uploading the image';

describe('validatePackImage', () => {
  it.each([
    ['pack.png', { name: 'pack.png' }],
    ['PACK.PNG', { name: 'PACK.PNG' }],
    ['image/png', { name: '' }],
    [{ name: 'x.bin', type: 'image/png' }, { name: 'x.bin' }],
    [{ name: 'x.png' }, { name: 'x.png' }],
    [
      { name: 'x.png', width: 453, height: 290 },
      { name: 'x.png', size: { width: 453, height: 290 } },
    ],
  ])('accepts %j', (input, value) => {
    expect(validatePackImage(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['pack.jpg', UPLOAD_ERROR],
    ['image/jpeg', UPLOAD_ERROR],
    [{ name: 'x.png', type: 'image/jpeg' }, UPLOAD_ERROR],
    [{}, UPLOAD_ERROR],
    [null, UPLOAD_ERROR],
    [{ name: 'x.png', width: 400, height: 290 }, 'Image size must be 453x290 instead of 400x290'],
  ])('refuses %j', (input, message) => {
    expect(validatePackImage(input)).toEqual({ ok: false, issues: [{ path: '', message }] });
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.anything(), (input) => void validatePackImage(input)));
  });
});
