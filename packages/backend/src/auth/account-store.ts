import type { Db } from '../db/database';
import { GenerationCache } from '../db/generation-cache';
import type { Role } from './roles';

/** A staff account as the rest of the backend sees it: never with its password hash. */
export interface Account {
  id: number;
  email: string;
  role: Role;
}

export interface AccountWithHash extends Account {
  passwordHash: string;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export class AccountStore {
  readonly #byEmail;
  readonly #byId;
  readonly #cachedById: GenerationCache<Account | undefined>;
  readonly #anyHash;

  constructor(db: Db) {
    this.#byEmail = db.prepare<[string], AccountWithHash>(
      'SELECT id, email, role, password_hash AS passwordHash FROM accounts WHERE email = ?',
    );
    this.#byId = db.prepare<[number], Account>('SELECT id, email, role FROM accounts WHERE id = ?');
    this.#cachedById = new GenerationCache(db);
    this.#anyHash = db.prepare<[], string>('SELECT password_hash FROM accounts LIMIT 1').pluck();
  }

  /** Case-insensitive lookup (the column is COLLATE NOCASE). */
  findByEmail(email: string): AccountWithHash | undefined {
    return this.#byEmail.get(normalizeEmail(email));
  }

  findById(id: number): Account | undefined {
    // Every request of a session asks for its account: read once until something is written.
    const account = this.#cachedById.get(String(id), () => this.#byId.get(id));
    return account && { ...account };
  }

  /** Some account's password hash: a check against it costs what a real check costs. */
  anyPasswordHash(): string | undefined {
    return this.#anyHash.get();
  }
}
