/** What a failure says to the user: a `CellarError`'s or `Error`'s message, or the value itself as text. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : String(error);
