import { HttpError, NetworkError } from '@cellar/sdk';
import { describe, expect, it } from 'vitest';
import { serverIssues } from './server-issues';

describe('serverIssues', () => {
  it("reads a 400's details", () => {
    const error = new HttpError(400, {
      message: 'There is no product ZZ00001 in the catalogue',
      type: 'ValidationError',
      details: [
        { path: '0.id_producto', message: 'There is no product ZZ00001 in the catalogue' },
        'junk',
        { path: 3 },
      ],
    });
    expect(serverIssues(error)).toEqual([
      { path: '0.id_producto', message: 'There is no product ZZ00001 in the catalogue' },
    ]);
  });

  it('is empty for an answer without a list of details, and for anything but an HTTP error', () => {
    expect(
      serverIssues(new HttpError(409, { message: 'overlapping_date_exists', type: 'Conflict', details: {} })),
    ).toEqual([]);
    expect(serverIssues(new NetworkError(new Error('down')))).toEqual([]);
    expect(serverIssues(new Error('x'))).toEqual([]);
  });
});
