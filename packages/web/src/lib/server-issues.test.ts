import { ErpGraphqlError, HttpError, NetworkError } from '@cellar/sdk';
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

  it('reads the issues of an ERP GraphQL refusal (BAD_USER_INPUT), and none of its other errors', () => {
    const error = new ErpGraphqlError(
      [
        {
          message: 'Country length should be 2',
          extensions: {
            code: 'BAD_USER_INPUT',
            issues: [{ path: 'country', message: 'Country length should be 2' }, { path: 'x' }],
          },
        },
        { message: 'User 5 not found', extensions: { code: 'NOT_FOUND' } },
      ],
      200,
    );
    expect(serverIssues(error)).toEqual([{ path: 'country', message: 'Country length should be 2' }]);
    expect(serverIssues(new ErpGraphqlError([{ message: 'Syntax Error' }], 200))).toEqual([]);
  });
});
