import { OVERLAP_ERROR_MARKER } from './constants';

/** True when a server error (its text, or any value holding it) says the dates overlap an existing record. */
export function isOverlapError(error: unknown): boolean {
  if (typeof error === 'string') return error.includes(OVERLAP_ERROR_MARKER);
  if (typeof error === 'object' && error !== null) {
    const { message } = error as { message?: unknown };
    if (typeof message === 'string' && message.includes(OVERLAP_ERROR_MARKER)) return true;
    try {
      return (JSON.stringify(error) ?? '').includes(OVERLAP_ERROR_MARKER);
    } catch {
      return false;
    }
  }
  return false;
}
