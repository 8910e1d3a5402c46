import { describe, expect, it } from 'vitest';
import { jsonLinesEncoder } from './encode';

describe('jsonLinesEncoder', () => {
  it('writes one JSON object a line, as the server answered it', () => {
    const encoder = jsonLinesEncoder();
    expect(encoder.start()).toBe('');
    expect(encoder.rows([{ a: '=x', b: { c: 1 } }, { a: 2 }])).toBe('{"a":"=x","b":{"c":1}}\n{"a":2}\n');
  });
});
