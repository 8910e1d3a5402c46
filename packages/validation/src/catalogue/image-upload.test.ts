import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, uploadMessages } from '../upload-limits';
import {
  imageSlotPath,
  isImageSlot,
  PACK_IMAGE_PATH,
  validateImageUploadFile,
  validateSlotImageUpload,
} from './image-upload';

describe('validateSlotImageUpload (catalogue-editors §5, one slot of the Images screen)', () => {
  it.each([
    ['VE10007_anv800.png', 'anv800', 'png'],
    ['VE10007-rev800.PNG', 'rev800', 'png'],
    ['C:\\fakepath\\VE10007art800.jpg', 'art800', 'jpg'],
    ['ve10007_o4.JPG', 'o4', 'jpg'],
    ['x_o5.jpg', 'o5', 'jpg'],
  ])('takes %s for slot %s', (fileName, slot, extension) => {
    const result = validateSlotImageUpload({ fileName, slot });
    expect(result).toEqual({
      ok: true,
      value: { slot, extension, fileName: fileName.split('\\').pop() },
    });
  });

  it.each([
    [
      'anv800',
      'VE10007_front.png',
      'file',
      'Invalid image type "VE10007_front". Must be one of these: anv800, rev800, art800, o4, o5',
    ],
    ['o4', 'VE10007_o4.png', 'file', 'Expected "jpg" extension for img o4, got "png"'],
    ['anv800', 'VE10007_anv800.jpeg', 'file', 'Expected "png" extension for img anv800, got "jpeg"'],
    ['o5', 'VE10007_o4.jpg', 'file', 'Expected a file name ending in o5 for img o5, got "VE10007_o4.jpg"'],
    [
      'front',
      'VE10007_anv800.png',
      'type',
      'Invalid image type "front". Must be one of these: anv800, rev800, art800, o4, o5',
    ],
    [
      undefined,
      'VE10007_anv800.png',
      'type',
      'Invalid image type "". Must be one of these: anv800, rev800, art800, o4, o5',
    ],
  ])('refuses slot %s with file %s: %s', (slot, fileName, path, message) => {
    expect(validateSlotImageUpload({ fileName, slot })).toEqual({ ok: false, issues: [{ path, message }] });
  });

  it('knows the five slots and nothing else', () => {
    expect(['anv800', 'rev800', 'art800', 'o4', 'o5'].every(isImageSlot)).toBe(true);
    expect([undefined, 'ANV800', 'o6', 4].some(isImageSlot)).toBe(false);
  });
});

describe('validateImageUploadFile (a file chosen or dropped on the Images screen, before it is sent)', () => {
  it('names the slot its name ends in, whatever slot it was dropped on', () => {
    expect(validateImageUploadFile({ name: 'VE10007_o4.JPG', size: 10 })).toEqual({
      ok: true,
      value: { slot: 'o4', extension: 'jpg', fileName: 'VE10007_o4.JPG' },
    });
  });

  it.each([
    ['label.png', 'Invalid image type "label". Must be one of these: anv800, rev800, art800, o4, o5'],
    ['VE10007_anv800.jpg', 'Expected "png" extension for img anv800, got "jpg"'],
    ['VE10007_o5.png', 'Expected "jpg" extension for img o5, got "png"'],
  ])('refuses %s with the spec message', (name, message) => {
    expect(validateImageUploadFile({ name, size: 10 })).toEqual({
      ok: false,
      issues: [{ path: '', message }],
    });
  });

  it('takes a file of exactly the limit and refuses one byte more, with the 413 words', () => {
    expect(validateImageUploadFile({ name: 'x_anv800.png', size: MAX_UPLOAD_BYTES }).ok).toBe(true);
    expect(validateImageUploadFile({ name: 'x_anv800.png', size: MAX_UPLOAD_BYTES + 1 })).toEqual({
      ok: false,
      issues: [{ path: '', message: uploadMessages.tooLarge() }],
    });
  });

  it('checks the name before the size', () => {
    const result = validateImageUploadFile({ name: 'x.gif', size: MAX_UPLOAD_BYTES + 1 });
    expect(result.ok ? [] : result.issues.map((issue) => issue.message)).toEqual([
      'Invalid image type "x". Must be one of these: anv800, rev800, art800, o4, o5',
    ]);
  });
});

describe('image paths', () => {
  it('reads a slot image below the product, the reference encoded as one segment', () => {
    expect(imageSlotPath('VE10007', 'anv800')).toBe('@upload-image/VE10007/anv800');
    expect(imageSlotPath('A/B', 'o4')).toBe('@upload-image/A%2FB/o4');
    expect(PACK_IMAGE_PATH).toBe('@download/pack_image');
  });

  it('words the upload limit in MiB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
    expect(uploadMessages.tooLarge()).toBe('The file is larger than 10 MiB');
    expect(uploadMessages.tooLarge(2 * 1024 * 1024)).toBe('The file is larger than 2 MiB');
  });
});
