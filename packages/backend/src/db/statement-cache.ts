import type Database from 'better-sqlite3';

/**
 * How many prepared statements a database keeps, least recently used dropped first. The stores' fixed SQL is a
 * few hundred texts; what varies (the search compiler's queries, `IN (?, ?, ...)` lists of each length) would grow
 * a cache without a bound for ever.
 */
export const STATEMENT_CACHE_SIZE = 500;

type Statement = Database.Statement<unknown[], unknown>;

/**
 * Makes `db.prepare` answer the statement it prepared before for the same SQL (at most `size` of them, the least
 * recently used dropped first), so a request no longer compiles the statements it runs.
 *
 * Why: the stores prepare in their methods, often once per request. Each statement holds native memory that only a
 * full garbage collection gives back, and with little JavaScript garbage the collector rarely runs one: under a
 * steady load the server's memory grew by the statements it was done with (issue 24, "Under load").
 *
 * A statement comes back in its default mode (the `pluck`, `expand` or `raw` a previous caller set is undone). One
 * that is still being iterated (`busy`) is not shared: the caller gets a statement of its own. A statement from
 * `db.prepare` must not be bound for good with `bind()`: another caller would get it with the same parameters.
 */
export function cacheStatements(db: Database.Database, size = STATEMENT_CACHE_SIZE): void {
  const prepareUncached = db.prepare.bind(db) as (sql: string) => Statement;
  const cache = new Map<string, Statement>();
  const prepare = (sql: string): Statement => {
    const cached = cache.get(sql);
    if (cached?.busy) return prepareUncached(sql);
    if (cached !== undefined) {
      // Most recently used last, so the first key is the one to drop.
      cache.delete(sql);
      cache.set(sql, cached);
      return cached.reader ? cached.pluck(false).expand(false).raw(false) : cached;
    }
    const statement = prepareUncached(sql);
    cache.set(sql, statement);
    if (cache.size > size) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    return statement;
  };
  db.prepare = prepare as Database.Database['prepare'];
}
