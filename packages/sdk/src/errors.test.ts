import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AddonRequiredError,
  HttpError,
  isAddonRequired,
  isClientError,
  isConflict,
  isForbidden,
  isHttpError,
  isNetworkError,
  isNotFound,
  isPreconditionFailed,
  isSchemaError,
  isServerError,
  isTooManyRequests,
  isUnauthorized,
  isValidationError,
  NetworkError,
  parseRetryAfter,
  SchemaError,
  toHttpError,
} from './errors';
import { request } from './request';

describe('toHttpError', () => {
  it.each([
    // Our backend: the body as it is.
    [
      400,
      { message: 'Name is required', type: 'ValidationError', details: [{ path: 'nombre', message: 'x' }] },
      'ValidationError',
      'validation',
      'Name is required',
      'ValidationError',
    ],
    [
      401,
      { message: 'Your session is invalid', type: 'Unauthorized' },
      'UnauthorizedError',
      'unauthorized',
      'Your session is invalid',
      'Unauthorized',
    ],
    [
      403,
      { message: 'Only administrators may use the ERP', type: 'Forbidden' },
      'ForbiddenError',
      'forbidden',
      'Only administrators may use the ERP',
      'Forbidden',
    ],
    [
      409,
      { message: 'Locked by editor@example.com since 10:04', type: 'Locked' },
      'ConflictError',
      'conflict',
      'Locked by editor@example.com since 10:04',
      'Locked',
    ],
    [
      412,
      { message: 'This content was modified', type: 'PreconditionFailed' },
      'PreconditionFailedError',
      'precondition',
      'This content was modified',
      'PreconditionFailed',
    ],
    [
      422,
      { message: 'Unprocessable', type: 'ValidationError' },
      'ValidationError',
      'validation',
      'Unprocessable',
      'ValidationError',
    ],
    [
      429,
      { message: 'Too many failed logins', type: 'TooManyRequests' },
      'HttpError',
      'http',
      'Too many failed logins',
      'TooManyRequests',
    ],
    [
      500,
      { message: 'Internal server error', type: 'InternalError' },
      'ServerError',
      'server',
      'Internal server error',
      'InternalError',
    ],
    // A plain Guillotina: `message`, else `reason`, as the server's words; a missing type named as ours.
    [
      401,
      {
        reason: 'You are not authorized to access content',
        content: '< Container >',
        auth: 'Anonymous User',
      },
      'UnauthorizedError',
      'unauthorized',
      'You are not authorized to access content',
      'Unauthorized',
    ],
    [
      404,
      { reason: 'object and/or route not found' },
      'NotFoundError',
      'not-found',
      'object and/or route not found',
      'NotFound',
    ],
    [
      409,
      {
        reason: 'conflictId',
        details: 'This ID already exists',
        type: 'ConflictId',
        eid: 'e1',
        message: 'Conflict ID Key already exists.',
      },
      'ConflictError',
      'conflict',
      'Conflict ID Key already exists.',
      'ConflictId',
    ],
    [
      412,
      {
        reason: 'deserializationError',
        details: 'Could not deserialize the content',
        type: 'DeserializationError',
        eid: 'e2',
        message: 'Invalid type: NoSuchType',
      },
      'PreconditionFailedError',
      'precondition',
      'Invalid type: NoSuchType',
      'DeserializationError',
    ],
    [
      412,
      { reason: 'preconditionFailed', message: '' },
      'PreconditionFailedError',
      'precondition',
      'preconditionFailed',
      'PreconditionFailed',
    ],
    // Nothing said: the status's own name, with the number.
    [501, {}, 'ServerError', 'server', 'Not Implemented (501)', 'ServerError'],
    [503, {}, 'ServerError', 'server', 'Service Unavailable (503)', 'ServiceUnavailable'],
    [404, '', 'NotFoundError', 'not-found', 'Not Found (404)', 'NotFound'],
    [418, undefined, 'HttpError', 'http', 'HTTP error (418)', 'HttpError'],
    // A proxy's text, and fields of the wrong kind (ignored, the status still speaks).
    [502, 'Bad gateway', 'ServerError', 'server', 'Bad gateway', 'ServerError'],
    [403, { message: 42, reason: ['x'] }, 'ForbiddenError', 'forbidden', 'Forbidden (403)', 'Forbidden'],
  ])('%i %j is a %s (%s): %s', (status, answer, name, kind, message, type) => {
    const error = toHttpError(status, answer);
    expect(error).toMatchObject({ name, kind, status, message, type });
    expect(error.body.message).toBe(message);
    expect(error.answer).toBe(answer);
    expect(isHttpError(error)).toBe(true);
  });

  it("keeps our backend's 400 details where the forms read them", () => {
    const details = [{ path: 'id', message: 'The id is only 255 characters long' }];
    const error = toHttpError(400, {
      message: 'The id is only 255 characters long',
      type: 'ValidationError',
      details,
    });
    expect(error.body).toEqual({
      message: 'The id is only 255 characters long',
      type: 'ValidationError',
      details,
    });
  });

  it('never lets through the Python objects Guillotina prints into its messages', () => {
    const object = '< Folder at /guillotina/x/child by 140262792487440 >';
    expect(
      toHttpError(412, { message: `Precondition Failed Destination taken on ${object}`, type: 'X' }).message,
    ).toBe('Precondition Failed Destination taken');
    expect(toHttpError(404, { reason: `No ${object} here` }).message).toBe('No here');
    expect(toHttpError(500, { reason: object }).message).toBe('Internal Server Error (500)');
    // Angle brackets that are no such object stay.
    expect(toHttpError(400, { reason: 'Use <b> for bold' }).message).toBe('Use <b> for bold');
  });

  it('prefers the answer’s status text to the generic name when the body says nothing', () => {
    expect(toHttpError(503, {}, 'Down for maintenance').message).toBe('Down for maintenance (503)');
  });
});

describe('the guards', () => {
  const cases = {
    isUnauthorized: [isUnauthorized, 401],
    isForbidden: [isForbidden, 403],
    isNotFound: [isNotFound, 404],
    isConflict: [isConflict, 409],
    isPreconditionFailed: [isPreconditionFailed, 412],
    isValidationError: [isValidationError, 400],
    isServerError: [isServerError, 500],
    isTooManyRequests: [isTooManyRequests, 429],
  } as const;

  it.each(Object.entries(cases))('%s holds for its status only', (_name, [guard, status]) => {
    for (const other of [400, 401, 403, 404, 409, 412, 429, 500]) {
      expect(guard(toHttpError(other, {}))).toBe(other === status || (status === 500 && other >= 500));
    }
    expect(guard(new NetworkError(new TypeError('fetch failed')))).toBe(false);
    expect(guard(new Error('plain'))).toBe(false);
  });

  it('tells an HttpError built by hand by its status, as callers outside the SDK build them', () => {
    const error = new HttpError(409, { message: 'Locked by editor@example.com since 10:04', type: 'Locked' });
    expect(isHttpError(error) && isConflict(error)).toBe(true);
    expect(error.answer).toEqual(error.body);
  });

  it('isClientError holds for every answer of 400 to 499, an add-on’s 404 included, and nothing else', () => {
    for (const status of [400, 401, 403, 404, 409, 412, 418, 422, 429]) {
      expect(isClientError(toHttpError(status, {}))).toBe(true);
    }
    for (const status of [500, 501, 503]) expect(isClientError(toHttpError(status, {}))).toBe(false);
    expect(isClientError(new AddonRequiredError('POST @count', 'search add-on', toHttpError(404, {})))).toBe(
      true,
    );
    expect(isClientError(new AddonRequiredError('POST @search', 'search add-on', toHttpError(501, {})))).toBe(
      false,
    );
    expect(isClientError(new NetworkError(new TypeError('fetch failed')))).toBe(false);
    expect(isClientError({ status: 404, message: 'Not Found' })).toBe(false);
  });

  it('isHttpError holds for every answer of 400 or above and nothing else', () => {
    expect(isHttpError(toHttpError(418, {}))).toBe(true);
    expect(isHttpError(new NetworkError(new TypeError('x')))).toBe(false);
    expect(isHttpError(new SchemaError('x', [], 200))).toBe(false);
    expect(isHttpError({ status: 404, message: 'Not Found' })).toBe(false);
    expect(isNetworkError(new NetworkError(new TypeError('x')))).toBe(true);
  });
});

describe('AddonRequiredError', () => {
  it('names the call and the add-on, keeps the status and the server’s answer', () => {
    const error = new AddonRequiredError('POST @search', 'search add-on', toHttpError(501, {}));
    expect(error).toMatchObject({
      name: 'AddonRequiredError',
      kind: 'addon-required',
      call: 'POST @search',
      status: 501,
      message: "POST @search needs the retailer's search add-on (this server answered 501)",
      answer: {},
    });
    expect(isAddonRequired(error) && isHttpError(error)).toBe(true);
    expect(isServerError(error)).toBe(false);
  });
});

describe('SchemaError', () => {
  it('names the fields that are wrong in its message', () => {
    const error = new SchemaError(
      'uploadFile',
      [
        { path: 'filename', message: 'expected string' },
        { path: 'content_type', message: 'expected string' },
        { path: 'size', message: 'expected number' },
        { path: 'md5', message: 'expected string' },
      ],
      200,
    );
    expect(error.message).toBe(
      'Unexpected answer from uploadFile: filename: expected string; content_type: expected string; size: expected number; and 1 more',
    );
    expect(isSchemaError(error)).toBe(true);
    expect(new SchemaError('getVersion', [{ path: '', message: 'not JSON' }], 200).message).toBe(
      'Unexpected answer from getVersion: (the answer): not JSON',
    );
  });
});

describe('Retry-After', () => {
  it('reads delay-seconds and HTTP dates, and nothing from an absent or unreadable header', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:10 GMT', now)).toBe(10_000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });

  it('is carried by the HttpError of a 429 answered with the header', async () => {
    const fetch = async () =>
      new Response(JSON.stringify({ message: 'Too Many Requests', type: 'HttpError' }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '2' },
      });
    const error = await request('test', z.unknown(), () =>
      fetch().then((response) => ({ error: { message: 'Too Many Requests', type: 'HttpError' }, response })),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 429, retryAfterMs: 2000 });
  });
});
