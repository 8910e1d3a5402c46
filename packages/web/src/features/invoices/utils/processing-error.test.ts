import { ConflictError } from '@cellar/sdk';
import { describe, expect, it } from 'vitest';
import { processingErrorText } from './processing-error';

describe('processingErrorText', () => {
  it("is 'Error processing {code}: {json}' with the status and the server's answer", () => {
    const body = { message: 'The invoice F1 of seu was already imported', type: 'Conflict' };
    expect(processingErrorText(new ConflictError(409, body))).toBe(
      `Error processing 409: ${JSON.stringify(body)}`,
    );
  });
  it('names a failure without an answer', () => {
    expect(processingErrorText(new Error('offline'))).toBe('Error processing network: offline');
  });
});
