// Helpers of the ERP *.test.ts files: a migrated in-memory database with the ERP fixtures and a clock the test moves.
import { fileURLToPath } from 'node:url';
import { type Db, openDatabase } from '../database';
import { loadErpFixtures } from './fixtures';

export const REPO_FIXTURES_DIR = fileURLToPath(new URL('../../../../fixtures', import.meta.url));

export interface ErpTestDb {
  db: Db;
  now: () => number;
  set(ms: number): void;
  advance(ms: number): void;
}

/** A database with the schema only (`fixtures: false`) or with `fixtures/erp` loaded at `start`. */
export function erpTestDb(options: { start?: number; fixtures?: boolean } = {}): ErpTestDb {
  let at = options.start ?? Date.UTC(2026, 2, 10, 9, 0, 0);
  const now = () => at;
  const db = openDatabase(':memory:');
  if (options.fixtures !== false) loadErpFixtures(db, REPO_FIXTURES_DIR, now);
  return {
    db,
    now,
    set: (ms) => {
      at = ms;
    },
    advance: (ms) => {
      at += ms;
    },
  };
}
