import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from './accepted-encodings';

const SERVER_ORDER = ['br', 'gzip'] as const;

describe('acceptedEncodings', () => {
  it.each([
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['br', ['br']],
    ['gzip', ['gzip']],
    ['GZIP', ['gzip']],
    ['gzip;q=1.0, br;q=0.8', ['gzip', 'br']],
    ['gzip;q=0.5, br;q=0.5', ['br', 'gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['br; q=0 , gzip ; q=0.1', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0.1, gzip', ['gzip', 'br']],
    ['*, br;q=0', ['gzip']],
    ['identity', []],
    ['deflate', []],
    ['', []],
    [undefined, []],
    ['gzip;q=abc', []],
  ])('%j accepts %j', (header, expected) => {
    expect(acceptedEncodings(header, SERVER_ORDER)).toEqual(expected);
  });

  it('offers only what is available', () => {
    expect(acceptedEncodings('br, gzip', ['gzip'])).toEqual(['gzip']);
    expect(acceptedEncodings('br, gzip', [])).toEqual([]);
  });
});
