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

interface CellarErrorOptions {
  status: number;
  type: string;
  cause?: unknown;
}

/** Base of every error the SDK throws. `status` is 0 when no answer arrived. */
export class CellarError extends Error {
  readonly status: number;
  readonly type: string;
  /** Brand that survives bundling and package boundaries, unlike `instanceof`. */
  readonly isCellarError = true;

  constructor(message: string, { status, type, cause }: CellarErrorOptions) {
    super(message, { cause });
    this.name = 'CellarError';
    this.status = status;
    this.type = type;
  }
}

/** The request never got an answer: backend down, DNS, CORS, connection reset. */
export class NetworkError extends CellarError {
  constructor(cause: unknown) {
    super('Network request failed', { status: 0, type: 'NetworkError', cause });
    this.name = 'NetworkError';
  }
}

/** The backend answered with a status of 400 or above; `body` is its parsed error body. */
export class HttpError extends CellarError {
  readonly body: ErrorBody;

  constructor(status: number, body: ErrorBody) {
    super(body.message, { status, type: body.type });
    this.name = 'HttpError';
    this.body = body;
  }
}

/** The backend answered 2xx but the body is not what the contract promises. */
export class SchemaError extends CellarError {
  readonly issues: readonly { path: string; message: string }[];

  constructor(operation: string, issues: readonly { path: string; message: string }[], status: number) {
    super(`Unexpected answer from ${operation}`, { status, type: 'SchemaError' });
    this.name = 'SchemaError';
    this.issues = issues;
  }
}

const hasName = (error: unknown, name: string): boolean =>
  isCellarError(error) && (error as { name?: unknown }).name === name;

export const isCellarError = (error: unknown): error is CellarError =>
  typeof error === 'object' &&
  error !== null &&
  (error as { isCellarError?: unknown }).isCellarError === true;
export const isNetworkError = (error: unknown): error is NetworkError => hasName(error, 'NetworkError');
export const isHttpError = (error: unknown): error is HttpError => hasName(error, 'HttpError');
export const isSchemaError = (error: unknown): error is SchemaError => hasName(error, 'SchemaError');

/** Turns any non-2xx answer into an {@link HttpError}, whatever its body looks like. */
export function toHttpError(status: number, body: unknown, statusText = ''): HttpError {
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) return new HttpError(status, parsed.data);
  const text = typeof body === 'string' && body.trim() !== '' ? body.trim() : statusText || `HTTP ${status}`;
  return new HttpError(status, { message: text, type: 'HttpError' });
}
