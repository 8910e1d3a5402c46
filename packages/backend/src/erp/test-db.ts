// Helpers of the ERP *.test.ts files: a migrated in-memory database with the ERP fixtures and a clock the test moves,
// and a whole backend with those fixtures for the route tests.
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { madridDay } from '@cellar/validation';
import { type Db, openDatabase } from '../db/database';
import { isApiError } from '../http/errors';
import { fixturesDirWith, type TestBackend, testBackend } from '../test-support';
import { InputError } from './customer-store';
import { addDays } from './dates';
import { loadErpFixtures } from './fixtures';
import { loadOrderFixtures } from './order-fixtures';

export const REPO_FIXTURES_DIR = fileURLToPath(new URL('../../../../fixtures', import.meta.url));

export interface ErpTestDb {
  db: Db;
  now: () => number;
  set(ms: number): void;
  advance(ms: number): void;
}

/**
 * A database with the schema only (`fixtures: false`) or with `fixtures/erp` loaded at `start`, and with the orders
 * of `fixtures/erp/orders.json` too when `orders` is set.
 */
export function erpTestDb(options: { start?: number; fixtures?: boolean; orders?: boolean } = {}): ErpTestDb {
  let at = options.start ?? Date.UTC(2026, 2, 10, 9, 0, 0);
  const now = () => at;
  const db = openDatabase(':memory:');
  if (options.fixtures !== false) loadErpFixtures(db, REPO_FIXTURES_DIR, now);
  if (options.orders) loadOrderFixtures(db, REPO_FIXTURES_DIR, now);
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

/** The status and message of the HTTP error (`ApiError`) `run` throws; any other outcome fails the test. */
export function httpRefusal(run: () => unknown): [number, string] {
  try {
    run();
  } catch (error) {
    if (isApiError(error)) return [error.status, error.message];
    throw error;
  }
  throw new Error('expected a refusal');
}

/** The message of the refused input (`InputError`, a GraphQL BAD_USER_INPUT) `run` throws; anything else fails. */
export function inputRefusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof InputError) return error.message;
    throw error;
  }
  throw new Error('expected a refusal');
}

/** A backend (`testBackend`) with the repository's ERP fixtures, and `erp(method, path)` calls as the admin. */
export interface ErpTestBackend {
  backend: TestBackend;
  token: string;
  /** `method /db/erp{path}` as the admin; `rawBody` is sent as it is. */
  erp(method: string, path: string, options?: { body?: unknown; rawBody?: string }): Promise<Response>;
  /** The audit log below /erp, newest first. */
  erpLogs(): Promise<{ path: string; action: string; user: string; payload: unknown }[]>;
}

/** A fixtures folder with the test accounts and the repository's ERP fixtures. */
export const ERP_FIXTURES_DIR = fixturesDirWith({});
cpSync(join(REPO_FIXTURES_DIR, 'erp'), join(ERP_FIXTURES_DIR, 'erp'), { recursive: true });

/** A Madrid day (yyyy-MM-dd) `days` after today on the clock of `erpTestBackend` (testBackend's 2025-01-15 09:00 UTC). */
export const backendDay = (days: number): string => addDays(madridDay(Date.UTC(2025, 0, 15, 9)), days);

export async function erpTestBackend(): Promise<ErpTestBackend> {
  const backend = testBackend({ fixturesDir: ERP_FIXTURES_DIR });
  const token = await backend.tokenFor('admin');
  return {
    backend,
    token,
    erp: (method, path, options = {}) => backend.call(method, `/db/erp${path}`, { token, ...options }),
    erpLogs: async () => {
      const res = await backend.call('GET', '/db/guillotina/@get-logs?path=/erp&size=100&backend=ch', {
        token,
      });
      return (
        (await res.json()) as { logs: { path: string; action: string; user: string; payload: unknown }[] }
      ).logs;
    },
  };
}
