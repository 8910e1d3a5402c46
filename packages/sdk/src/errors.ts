import type { components } from '@cellar/contract';
import { ERROR_TYPE_BY_STATUS } from '@cellar/validation';
import { z } from 'zod';
import { componentSchema } from './component-schema';

/** The uniform error body of every answer of status 400 or above (contract.md, Errors). */
export const errorBodySchema = componentSchema(
  'Error',
  z.object({
    message: z.string(),
    type: z.string(),
    details: z.unknown().optional(),
  }),
);
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A field of an error body that is not what it should be counts as absent: the status still says what happened. */
const optionalText = z.string().optional().catch(undefined);

/**
 * The error body of any server: ours (`{message, type, details}`) or a plain Guillotina's (401 `{reason, content,
 * auth}`, 404 `{reason}`, 409/412 `{reason, details, type, eid, message}`, 501/503 `{}`).
 */
const serverErrorBodySchema = componentSchema(
  'GuillotinaError',
  z.object({
    message: optionalText,
    reason: optionalText,
    type: optionalText,
    details: z.unknown().optional(),
    eid: optionalText,
    content: optionalText,
    auth: optionalText,
  }),
);

/**
 * What went wrong, whoever answered (our backend, a plain Guillotina, a proxy): branch on this (or on the `is...`
 * guards), not on `type`, which is the server's own word (`Conflict` on ours, `ConflictId` on Guillotina).
 */
export type ErrorKind =
  /** No answer arrived: backend down, DNS, CORS, connection reset. */
  | 'network'
  /** The SDK did not send the call: a content path with a `.` or `..` segment, or a session store that failed. */
  | 'invalid-request'
  /** A 2xx answer that is not what the call promises. */
  | 'schema'
  /** An ERP GraphQL answer that carried `errors`. */
  | 'graphql'
  | HttpErrorKind;

/** The kind of an answer of status 400 or above. */
export type HttpErrorKind =
  /** 401: no session, or an expired or unknown token. */
  | 'unauthorized'
  /** 403: the session may not do this. */
  | 'forbidden'
  /** 404: no such object (or one the user may not view), or no such route on this server. */
  | 'not-found'
  /** 409: the id exists, someone else holds the lock, dates overlap. */
  | 'conflict'
  /** 412: a stale `last-mod-date` on our backend; Guillotina also answers 412 for a body it cannot read. */
  | 'precondition'
  /** 400 or 422: the input was refused; our backend lists the issues in `body.details`. */
  | 'validation'
  /** 5xx. */
  | 'server'
  /** The call needs one of the retailer's add-ons that this server does not have (see {@link AddonRequiredError}). */
  | 'addon-required'
  /** Any other status (405, 413, 429, ...). */
  | 'http';

const HTTP_KINDS: ReadonlySet<string> = new Set<HttpErrorKind>([
  'unauthorized',
  'forbidden',
  'not-found',
  'conflict',
  'precondition',
  'validation',
  'server',
  'addon-required',
  'http',
]);

/** The kind of an error status. */
export function kindOfStatus(status: number): Exclude<HttpErrorKind, 'addon-required'> {
  if (status === 400 || status === 422) return 'validation';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 412) return 'precondition';
  if (status >= 500) return 'server';
  return 'http';
}

interface CellarErrorOptions {
  status: number;
  type: string;
  kind: ErrorKind;
  cause?: unknown;
}

/** Base of every error the SDK throws. `status` is 0 when no answer arrived. */
export class CellarError extends Error {
  readonly status: number;
  readonly type: string;
  readonly kind: ErrorKind;
  /** Brand that survives bundling and package boundaries, unlike `instanceof`. */
  readonly isCellarError = true;

  constructor(message: string, { status, type, kind, cause }: CellarErrorOptions) {
    super(message, { cause });
    this.name = 'CellarError';
    this.status = status;
    this.type = type;
    this.kind = kind;
  }
}

/** The request never got an answer: backend down, DNS, CORS, connection reset. */
export class NetworkError extends CellarError {
  constructor(cause: unknown) {
    super('Network request failed', { status: 0, type: 'NetworkError', kind: 'network', cause });
    this.name = 'NetworkError';
  }
}

/**
 * The server answered with a status of 400 or above. `message` is the server's words (its `message`, else a
 * Guillotina `reason`), else the status's own name; `body` is the answer as `{message, type, details?}` (`type`
 * the server's, else the one our backend uses for the status); `answer` is the body exactly as it came.
 * Each status has its subclass (`NotFoundError`, ...) and guard (`isNotFound`), by `kind`.
 */
export class HttpError extends CellarError {
  readonly body: ErrorBody;
  declare readonly kind: HttpErrorKind;
  /** The parsed body as the server sent it (Guillotina's `eid`, `reason`, ... included). */
  readonly answer: unknown;
  /** The answer's Retry-After header in ms (a 429 or a 503 may say when to come back), when it had one. */
  retryAfterMs?: number;

  constructor(status: number, body: ErrorBody, options: { answer?: unknown; kind?: HttpErrorKind } = {}) {
    super(body.message, { status, type: body.type, kind: options.kind ?? kindOfStatus(status) });
    this.name = 'HttpError';
    this.body = body;
    this.answer = 'answer' in options ? options.answer : body;
  }
}

type HttpErrorArgs = ConstructorParameters<typeof HttpError>;

/** 401: no session, or an expired or unknown token. */
export class UnauthorizedError extends HttpError {
  constructor(...args: HttpErrorArgs) {
    super(...args);
    this.name = 'UnauthorizedError';
  }
}

/** 403: the session may not do this. */
export class ForbiddenError extends HttpError {
  constructor(...args: HttpErrorArgs) {
    super(...args);
    this.name = 'ForbiddenError';
  }
}

/** 404: no such object (or one the user may not view), or a route this server does not have. */
export class NotFoundError extends HttpError {
  constructor(...args: HttpErrorArgs) {
    super(...args);
    this.name = 'NotFoundError';
  }
}

/** 409: the id exists (`type` Conflict, Guillotina's ConflictId), someone else holds the lock (Locked), ... */
export class ConflictError extends HttpError {
  constructor(...args: HttpErrorArgs) {
    super(...args);
    this.name = 'ConflictError';
  }
}

/** 412: the object changed since the `last-mod-date` sent (Guillotina: also a body it could not deserialise). */
export class PreconditionFailedError extends HttpError {
  constructor(...args: HttpErrorArgs) {
    super(...args);
    this.name = 'PreconditionFailedError';
  }
}

/** 400 or 422: the input was refused; our backend lists `{path, message}` issues in `body.details`. */
export class ValidationError extends HttpError {
  constructor(...args: HttpErrorArgs) {
    super(...args);
    this.name = 'ValidationError';
  }
}

/** 5xx: the server failed (a retry may help). */
export class ServerError extends HttpError {
  constructor(...args: HttpErrorArgs) {
    super(...args);
    this.name = 'ServerError';
  }
}

/**
 * The server lacks one of the retailer's add-ons the call needs: a plain Guillotina answers `POST @search`
 * 501 (or 503 with an empty body) without the search add-on, and has no `POST @count` (404). `call` names the
 * spec's call; `status`, `type` and `answer` are the server's. The SDK's `catalogSearch` and `catalogCount`
 * (`GET @search`, `GET @count`) work without it.
 */
export class AddonRequiredError extends HttpError {
  readonly call: string;

  constructor(call: string, addon: string, answered: HttpError) {
    super(
      answered.status,
      {
        message: `${call} needs the retailer's ${addon} (this server answered ${answered.status})`,
        type: answered.type,
        ...(answered.body.details === undefined ? {} : { details: answered.body.details }),
      },
      { answer: answered.answer, kind: 'addon-required' },
    );
    this.name = 'AddonRequiredError';
    this.call = call;
  }
}

/** The answer had status 2xx but its body is not what the call promises; `issues` name the fields. */
export class SchemaError extends CellarError {
  readonly issues: readonly { path: string; message: string }[];

  constructor(operation: string, issues: readonly { path: string; message: string }[], status: number) {
    super(`Unexpected answer from ${operation}${describeIssues(issues)}`, {
      status,
      type: 'SchemaError',
      kind: 'schema',
    });
    this.name = 'SchemaError';
    this.issues = issues;
  }
}

const SHOWN_ISSUES = 3;

/** `: filename: expected string; size: expected number`, the first few issues, each under its field. */
function describeIssues(issues: readonly { path: string; message: string }[]): string {
  if (issues.length === 0) return '';
  const shown = issues
    .slice(0, SHOWN_ISSUES)
    .map((issue) => `${issue.path === '' ? '(the answer)' : issue.path}: ${issue.message}`);
  const more = issues.length > SHOWN_ISSUES ? `; and ${issues.length - SHOWN_ISSUES} more` : '';
  return `: ${shown.join('; ')}${more}`;
}

const hasName = (error: unknown, name: string): boolean =>
  isCellarError(error) && (error as { name?: unknown }).name === name;
const hasKind = (error: unknown, kind: ErrorKind): boolean =>
  isCellarError(error) && (error as { kind?: unknown }).kind === kind;

export const isCellarError = (error: unknown): error is CellarError =>
  typeof error === 'object' &&
  error !== null &&
  (error as { isCellarError?: unknown }).isCellarError === true;
export const isNetworkError = (error: unknown): error is NetworkError => hasName(error, 'NetworkError');
export const isSchemaError = (error: unknown): error is SchemaError => hasName(error, 'SchemaError');
/** Any answer of status 400 or above, whatever its kind. */
export const isHttpError = (error: unknown): error is HttpError =>
  isCellarError(error) && HTTP_KINDS.has((error as { kind?: unknown }).kind as string);
export const isUnauthorized = (error: unknown): error is UnauthorizedError => hasKind(error, 'unauthorized');
export const isForbidden = (error: unknown): error is ForbiddenError => hasKind(error, 'forbidden');
export const isNotFound = (error: unknown): error is NotFoundError => hasKind(error, 'not-found');
export const isConflict = (error: unknown): error is ConflictError => hasKind(error, 'conflict');
export const isPreconditionFailed = (error: unknown): error is PreconditionFailedError =>
  hasKind(error, 'precondition');
export const isValidationError = (error: unknown): error is ValidationError => hasKind(error, 'validation');
export const isServerError = (error: unknown): error is ServerError => hasKind(error, 'server');
/**
 * 429: too many calls (the login limiter's answer); `retryAfterMs` says when to come back when the server said.
 *
 * @example
 * if (isTooManyRequests(error)) await sleep(error.retryAfterMs ?? 1000);
 */
export const isTooManyRequests = (error: unknown): error is HttpError =>
  isHttpError(error) && error.status === 429;
/**
 * Any answer of status 400 to 499, whatever its kind (an add-on's 404 included): the server has decided, so the
 * same call would get the same answer.
 *
 * @example
 * const retry = (failureCount: number, error: unknown) => failureCount < 1 && !isClientError(error);
 */
export const isClientError = (error: unknown): error is HttpError =>
  isHttpError(error) && error.status >= 400 && error.status < 500;
export const isAddonRequired = (error: unknown): error is AddonRequiredError =>
  hasKind(error, 'addon-required');

/** The reason phrases of the statuses a server answers with an empty body (RFC 9110), for a message. */
const STATUS_PHRASES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The `type` our backend gives a status, for an answer that names none. */
const STATUS_TYPES: Readonly<Record<number, string>> = ERROR_TYPE_BY_STATUS;

const CLASSES: Readonly<Record<ReturnType<typeof kindOfStatus>, typeof HttpError>> = {
  validation: ValidationError,
  unauthorized: UnauthorizedError,
  forbidden: ForbiddenError,
  'not-found': NotFoundError,
  conflict: ConflictError,
  precondition: PreconditionFailedError,
  server: ServerError,
  http: HttpError,
};

/**
 * A Python object as Guillotina prints it into a message (` on < Folder at /guillotina/x by 140262792487440 >`): an
 * address in the server's memory, nothing a user can act on.
 */
const PYTHON_OBJECT = /\s*(?:\bon\s+)?<\s*[\w.]+ at [^<>]* by \d+\s*>/g;

/** A server's message without the Python objects Guillotina prints into it. */
const readable = (text: string): string => text.replace(PYTHON_OBJECT, '');

/** A server's words as a user may read them (`readable`, trimmed); undefined when nothing is left. */
const words = (text: string | undefined): string | undefined => {
  const shown = text === undefined ? undefined : readable(text).trim();
  return shown === undefined || shown === '' ? undefined : shown;
};

/** What a status says when the body says nothing: `Not Implemented (501)`. */
export const statusMessage = (status: number, statusText = ''): string =>
  `${words(statusText) ?? STATUS_PHRASES[status] ?? 'HTTP error'} (${status})`;

/**
 * Turns any answer of status 400 or above into the typed error of its status, whatever its body: ours
 * (`{message, type, details}`, kept as it is), a plain Guillotina's (`reason` when there is no `message`, without
 * the Python objects it prints into them; `details` and the rest kept in `answer`), text, or nothing
 * (`Service Unavailable (503)`).
 */
export function toHttpError(status: number, answer: unknown, statusText = ''): HttpError {
  const kind = kindOfStatus(status);
  const ErrorClass = CLASSES[kind];
  const ours = errorBodySchema.safeParse(answer);
  if (ours.success)
    return new ErrorClass(status, { ...ours.data, message: readable(ours.data.message) }, { answer });
  const theirs = serverErrorBodySchema.safeParse(answer);
  const found = theirs.success ? theirs.data : {};
  const text = typeof answer === 'string' ? words(answer) : undefined;
  const body: ErrorBody = {
    message: words(found.message) ?? words(found.reason) ?? text ?? statusMessage(status, statusText),
    type: words(found.type) ?? STATUS_TYPES[status] ?? (kind === 'server' ? 'ServerError' : 'HttpError'),
    ...(found.details === undefined ? {} : { details: found.details }),
  };
  return new ErrorClass(status, body, { answer });
}

/**
 * A Retry-After header in ms: delay-seconds or an HTTP date (RFC 9110 §10.2.3); undefined when absent or
 * unreadable. A date in the past is 0.
 */
export function parseRetryAfter(header: string | null | undefined, now = Date.now()): number | undefined {
  if (header === null || header === undefined || header.trim() === '') return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** One error of a GraphQL answer's `errors`. */
export type ErpGraphqlErrorItem = components['schemas']['ErpGraphqlError'];

/**
 * The GraphQL answer carried `errors`. `message` is the first error's message as the server wrote it (the spec:
 * "A GraphQL error message is shown as-is"); `errors` holds them all.
 */
export class ErpGraphqlError extends CellarError {
  readonly errors: readonly ErpGraphqlErrorItem[];

  constructor(errors: readonly ErpGraphqlErrorItem[], status: number) {
    super(errors[0]?.message ?? 'GraphQL error', { status, type: 'GraphQLError', kind: 'graphql' });
    this.name = 'ErpGraphqlError';
    this.errors = errors;
  }
}

export const isErpGraphqlError = (error: unknown): error is ErpGraphqlError =>
  isCellarError(error) && (error as { name?: unknown }).name === 'ErpGraphqlError';
