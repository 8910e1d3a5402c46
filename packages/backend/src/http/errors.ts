import type { components } from '@cellar/contract';
import { ERROR_TYPE_BY_STATUS, type Issue } from '@cellar/validation';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env';

export type ErrorType =
  | 'ValidationError'
  | 'Unauthorized'
  | 'Forbidden'
  | 'NotFound'
  | 'Locked'
  | 'Conflict'
  | 'PreconditionFailed'
  | 'PayloadTooLarge'
  | 'TooManyRequests'
  | 'ServiceUnavailable'
  | 'InsufficientStorage'
  | 'InternalError';

/** The body of every answer with status 400 or above (contract.md, "Errors"). */
export type ErrorBody = components['schemas']['Error'];

/** An error the client should see as is: thrown anywhere in a handler, answered by {@link errorHandler}. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: ContentfulStatusCode,
    readonly type: ErrorType,
    message: string,
    readonly details?: unknown,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return this.details === undefined
      ? { message: this.message, type: this.type }
      : { message: this.message, type: this.type, details: this.details };
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** 400 with the issues of a validation rule; the message is the first issue's, as a form would show it. */
export const badRequest = (issues: Issue[], message = issues[0]?.message ?? 'Invalid request'): ApiError =>
  new ApiError(400, 'ValidationError', message, issues);

export const unauthorized = (message = 'Authentication required. Please log in.'): ApiError =>
  new ApiError(401, 'Unauthorized', message);

export const forbidden = (message = 'You do not have permission to do this.'): ApiError =>
  new ApiError(403, 'Forbidden', message);

export const notFound = (message = 'Not found'): ApiError => new ApiError(404, 'NotFound', message);

export const conflict = (message: string): ApiError => new ApiError(409, 'Conflict', message);

export const locked = (message: string): ApiError => new ApiError(409, 'Locked', message);

export const preconditionFailed = (message: string): ApiError =>
  new ApiError(412, 'PreconditionFailed', message);

export const tooManyRequests = (message: string, retryAfterMs?: number): ApiError =>
  new ApiError(
    429,
    'TooManyRequests',
    message,
    undefined,
    retryAfterMs === undefined ? {} : { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) },
  );

/** 503: the backend runs but cannot serve this yet (e.g. the web app is not built). */
export const serviceUnavailable = (
  message: string,
  headers: Readonly<Record<string, string>> = {},
): ApiError => new ApiError(503, 'ServiceUnavailable', message, undefined, headers);

/** 507: the disk (or the database's page limit) is full, so nothing could be saved. */
export const insufficientStorage = (message: string): ApiError =>
  new ApiError(507, 'InsufficientStorage', message);

const TYPE_BY_STATUS: Readonly<Record<number, ErrorType>> = ERROR_TYPE_BY_STATUS;

const send = (
  c: Context,
  status: ContentfulStatusCode,
  body: ErrorBody,
  headers: Record<string, string> = {},
) => {
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  return c.json(body, status);
};

/**
 * The one `onError` of the app: every error becomes `{message, type, details?}`; anything that is not
 * an {@link ApiError} (or a hono 4xx) is a bug: logged with its stack and request id, answered 500.
 */
export const errorHandler =
  (logger: Logger): ErrorHandler<AppEnv> =>
  (error, c) => {
    if (error instanceof ApiError) return send(c, error.status, error.toBody(), { ...error.headers });
    if (error instanceof HTTPException && error.status >= 400 && error.status < 500) {
      const type = TYPE_BY_STATUS[error.status] ?? 'ValidationError';
      const message = error.message || 'Bad request';
      const body: ErrorBody =
        type === 'ValidationError' ? { message, type, details: [{ path: '', message }] } : { message, type };
      return send(c, error.status as ContentfulStatusCode, body);
    }
    logger.error({ err: error, requestId: c.get('requestId') }, 'unhandled error');
    return send(c, 500, { message: 'Internal server error', type: 'InternalError' });
  };

/** Unmatched routes (API or not): 404 `{message: 'Not found', type: 'NotFound'}`. */
export const handleNotFound: NotFoundHandler<AppEnv> = (c) => send(c, 404, notFound().toBody());
