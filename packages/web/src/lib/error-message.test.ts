import { HttpError, NetworkError } from '@cellar/sdk';
import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it("says the server's words, an error's message or the value as text", () => {
    expect(
      errorMessage(new HttpError(409, { message: 'Locked by editor@example.com', type: 'Locked' })),
    ).toBe('Locked by editor@example.com');
    expect(errorMessage(new NetworkError(new TypeError('fetch failed')))).toBe('Network request failed');
    expect(errorMessage(new Error('offline'))).toBe('offline');
    expect(errorMessage('plain words')).toBe('plain words');
    expect(errorMessage(42)).toBe('42');
    expect(errorMessage(undefined)).toBe('undefined');
  });

  it('gives the status of an HTTP error that says nothing', () => {
    expect(errorMessage(new HttpError(502, { message: '', type: 'HttpError' }))).toBe('502');
    expect(errorMessage(new Error(''))).toBe('');
  });
});
