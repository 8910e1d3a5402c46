/** One problem found in an input: where it is and what the staff member reads. */
export interface Issue {
  path: string;
  message: string;
}

/** What every rule answers: the normalised value, or the list of issues. Rules never throw. */
export type Result<T> = { ok: true; value: T } | { ok: false; issues: Issue[] };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

export const fail = <T = never>(...issues: Issue[]): Result<T> => ({ ok: false, issues });
