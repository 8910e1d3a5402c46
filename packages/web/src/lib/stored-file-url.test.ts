import { describe, expect, it } from 'vitest';
import { fileVersion } from './stored-file-url';

describe('fileVersion', () => {
  it('names a stored file by its md5, else its name and size, and nothing else', () => {
    expect(fileVersion({ filename: 'a.png', size: 3, md5: 'abc' })).toBe('abc');
    expect(fileVersion({ filename: 'a.png', size: 3 })).toBe('a.png:3');
    expect(fileVersion(null)).toBeNull();
    expect(fileVersion(undefined)).toBeNull();
    expect(fileVersion('a.png')).toBeNull();
    expect(fileVersion({ size: 3 })).toBeNull();
  });
});
