import { isHttpError } from '@cellar/sdk';

/**
 * What a failure says to the user, the one converter of the admin: an `Error`'s message (a `CellarError`'s is the
 * server's words), the status of an HTTP error that says nothing, anything else as text. The server's `details` are
 * not here: `serverIssues` puts them under the fields they name.
 */
export function errorMessage(error: unknown): string {
  if (isHttpError(error) && error.message === '') return String(error.status);
  return error instanceof Error ? error.message : String(error);
}
