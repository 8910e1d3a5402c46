import { HttpError } from '@cellar/sdk';
import { describe, expect, it } from 'vitest';
import { isFieldRefusal, recalculationFailure } from './invoice-failures';

const conflict = new HttpError(409, {
  message: 'A warehouse cost for 2026-11 is already registered',
  type: 'Conflict',
});

describe('invoice failures', () => {
  it("words a recalculation failure as 'Error {status}: {body}'", () => {
    expect(recalculationFailure(new HttpError(500, { message: 'boom', type: 'Internal' }))).toBe(
      'Error 500: {"message":"boom","type":"Internal"}',
    );
  });

  it('tells a refusal with field details from others', () => {
    const refused = new HttpError(400, {
      message: 'Please input the cost',
      type: 'ValidationError',
      details: [{ path: 'cost', message: 'Please input the cost' }],
    });
    expect(isFieldRefusal(refused)).toBe(true);
    expect(isFieldRefusal(conflict)).toBe(false);
  });
});
