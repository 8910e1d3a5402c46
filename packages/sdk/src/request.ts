import type { z } from 'zod';
import {
  type HttpError,
  isCellarError,
  NetworkError,
  parseRetryAfter,
  SchemaError,
  toHttpError,
} from './errors';

/** What openapi-fetch answers for any call. */
interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * Runs one openapi-fetch call and turns its outcome into a value or a typed error:
 * a rejected fetch becomes a NetworkError, a status of 400 or above the HttpError of its kind (`toHttpError`),
 * and a 2xx body that fails `schema` (or is not JSON) a SchemaError naming the fields that are wrong.
 */
export async function request<S extends z.ZodType>(
  operation: string,
  schema: S,
  call: () => Promise<FetchResult>,
): Promise<z.infer<S>> {
  let result: FetchResult;
  try {
    result = await call();
  } catch (cause) {
    if (isCellarError(cause)) throw cause;
    // openapi-fetch parses a 2xx body as JSON after the answer arrived (an error body it keeps as text).
    if (cause instanceof SyntaxError)
      throw new SchemaError(operation, [{ path: '', message: 'not JSON' }], 200);
    throw new NetworkError(cause);
  }
  const { response } = result;
  if (!response.ok) throw httpErrorOf(response, result.error);
  const parsed = schema.safeParse(result.data);
  if (!parsed.success) throw new SchemaError(operation, schemaIssues(parsed.error.issues), response.status);
  return parsed.data;
}

/**
 * Runs one openapi-fetch call made with `parseAs: 'blob'` and answers the bytes as a Blob: a rejected fetch becomes a
 * NetworkError, a status of 400 or above the HttpError of its kind (openapi-fetch has already read the body, as the
 * error, so it is never read twice).
 */
export async function requestBlob(call: () => Promise<FetchResult>): Promise<Blob> {
  let result: FetchResult;
  try {
    result = await call();
  } catch (cause) {
    throw isCellarError(cause) ? cause : new NetworkError(cause);
  }
  const { response } = result;
  if (!response.ok) throw httpErrorOf(response, result.error);
  return result.data instanceof Blob ? result.data : new Blob([]);
}

/** The typed error of an answer of status 400 or above, with its Retry-After when it has one. */
function httpErrorOf(response: Response, answer: unknown): HttpError {
  const error = toHttpError(response.status, answer, response.statusText);
  const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
  if (retryAfterMs !== undefined) error.retryAfterMs = retryAfterMs;
  return error;
}

type ZodIssue = z.core.$ZodIssue;

/**
 * Each issue under the field it names. An answer that fits none of a union's shapes is reported by the shape it
 * came closest to (one whose fields were checked rather than refused whole, then the fewest issues), so the
 * message still names fields rather than 'Invalid input'.
 */
export function schemaIssues(
  issues: readonly ZodIssue[],
  prefix: readonly PropertyKey[] = [],
): { path: string; message: string }[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const distance = (branch: readonly ZodIssue[]) =>
        (branch.some((inner) => inner.path.length === 0) ? 1_000_000 : 0) + branch.length;
      const closest = issue.errors.reduce((best, branch) =>
        distance(branch) < distance(best) ? branch : best,
      );
      if (closest.length > 0) return schemaIssues(closest, path);
    }
    return [{ path: path.map(String).join('.'), message: issue.message }];
  });
}
