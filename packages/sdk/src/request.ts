import type { z } from 'zod';
import { isCellarError, NetworkError, SchemaError, toHttpError } from './errors';

/** What openapi-fetch answers for any call. */
interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * Runs one openapi-fetch call and turns its outcome into a value or a typed error:
 * a rejected fetch becomes a NetworkError, a status of 400 or above an HttpError,
 * and a 2xx body that fails `schema` a SchemaError.
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
    throw new NetworkError(cause);
  }
  const { response } = result;
  if (!response.ok) throw toHttpError(response.status, result.error, response.statusText);
  const parsed = schema.safeParse(result.data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    throw new SchemaError(operation, issues, response.status);
  }
  return parsed.data;
}
