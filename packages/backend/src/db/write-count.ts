import type Database from 'better-sqlite3';

type Statement = Database.Statement<unknown[], unknown>;

const counts = new WeakMap<Database.Database, { writes: number }>();

/**
 * Counts, in JavaScript, every run of a statement of `db` that may write: any statement SQLite does not call
 * read-only (an `INSERT ... RETURNING` read with `get()` included, and one that fails or is rolled back), every
 * `exec` and every `pragma`. Call it before anything prepares a statement on `db` (`openDatabase` does).
 *
 * Why: `dataGeneration` is read several times a request to know whether cached reads still hold, and asking SQLite
 * (`SELECT total_changes()`) cost a statement each time, about 1 µs, a twentieth of a small GET (README
 * "Performance"). The count moves at least whenever `total_changes()` would: a row this connection changes is
 * changed by one of these calls.
 */
export function countWrites(db: Database.Database): void {
  if (counts.has(db)) return;
  const count = { writes: 0 };
  counts.set(db, count);
  const prepare = db.prepare.bind(db) as (sql: string) => Statement;
  db.prepare = ((sql: string) => {
    const statement = prepare(sql);
    if (!statement.readonly) countRuns(statement, count);
    return statement;
  }) as Database.Database['prepare'];
  const exec = db.exec.bind(db);
  db.exec = (sql: string) => {
    try {
      return exec(sql);
    } finally {
      count.writes++;
    }
  };
  const pragma = db.pragma.bind(db) as (source: string, options?: Database.PragmaOptions) => unknown;
  db.pragma = ((source: string, options?: Database.PragmaOptions) => {
    try {
      return pragma(source, options);
    } finally {
      count.writes++;
    }
  }) as Database.Database['pragma'];
}

/** The writes `countWrites` has counted on `db`; undefined when it does not count them. */
export function writesOf(db: Database.Database): number | undefined {
  return counts.get(db)?.writes;
}

function countRuns(statement: Statement, count: { writes: number }): void {
  for (const method of ['run', 'get', 'all'] as const) {
    const run = statement[method] as (...args: unknown[]) => unknown;
    Object.defineProperty(statement, method, {
      configurable: true,
      writable: true,
      value(this: Statement, ...args: unknown[]) {
        try {
          return run.apply(this, args);
        } finally {
          count.writes++;
        }
      },
    });
  }
  const iterate = statement.iterate as (...args: unknown[]) => IterableIterator<unknown>;
  Object.defineProperty(statement, 'iterate', {
    configurable: true,
    writable: true,
    value(this: Statement, ...args: unknown[]) {
      count.writes++;
      const rows = iterate.apply(this, args);
      // Each step may change rows (a RETURNING statement writes as it is stepped).
      return {
        next: () => {
          try {
            return rows.next();
          } finally {
            count.writes++;
          }
        },
        return: (value?: unknown) => {
          count.writes++;
          return rows.return?.(value) ?? { done: true, value };
        },
        [Symbol.iterator]() {
          return this;
        },
      };
    },
  });
}
