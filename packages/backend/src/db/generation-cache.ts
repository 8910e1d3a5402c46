import type { Statement } from 'better-sqlite3';
import { setBounded } from '../bounded-map';
import type { Db } from './database';
import { writesOf } from './write-count';

const generations = new WeakMap<Db, { changes: Statement<[], number>; version: Statement<[], number> }>();

/** `data_version` as read in this turn of the event loop, per database. */
const versionsThisTurn = new WeakMap<Db, number>();

/**
 * A value that differs whenever the data of `db` may have changed since it was read: a row any statement of this
 * connection inserted, updated or deleted (SQLite's `total_changes()`, which a rolled-back write moves too) or a
 * commit by another connection (`data_version`). Every write counts, whatever path it took, so nothing cached on it
 * outlives the data it was built from. Another connection's commit is seen from the next turn of the event loop
 * (`data_version` costs a read lock of the file; a request reads the generation several times): a request answers
 * as it would have a moment before that commit. On a database that counts its writes (`countWrites`, as
 * `openDatabase` opens them) the count stands for `total_changes()`, without a statement.
 */
export function dataGeneration(db: Db): string {
  let statements = generations.get(db);
  if (statements === undefined) {
    // Two statements prepared once: the pragma's table-valued form prepares the pragma again at each call.
    statements = {
      changes: db.prepare<[], number>('SELECT total_changes()').pluck(),
      version: db.prepare<[], number>('PRAGMA data_version').pluck(),
    };
    generations.set(db, statements);
  }
  let version = versionsThisTurn.get(db);
  if (version === undefined) {
    version = statements.version.get() as number;
    versionsThisTurn.set(db, version);
    setImmediate(() => versionsThisTurn.delete(db));
  }
  return `${writesOf(db) ?? statements.changes.get()}:${version}`;
}

/**
 * Values computed from the database, kept while its data stays as it was ({@link dataGeneration}) and dropped at
 * its first change: reads repeated between writes (a session, an object and its answer) are computed once. At most
 * `maxEntries` are kept, the oldest dropped first.
 */
export class GenerationCache<V> {
  readonly #db: Db;
  readonly #maxEntries: number;
  readonly #entries = new Map<string, V>();
  #generation = '';

  constructor(db: Db, maxEntries = 1000) {
    this.#db = db;
    this.#maxEntries = maxEntries;
  }

  /** The value of `key`, computed by `compute` when the data changed since it was last kept. */
  get(key: string, compute: () => V): V {
    const generation = dataGeneration(this.#db);
    if (generation !== this.#generation) {
      this.#entries.clear();
      this.#generation = generation;
    }
    if (this.#entries.has(key)) return this.#entries.get(key) as V;
    // What a transaction reads may be rolled back with it, leaving the count of changes where the write took it.
    if (this.#db.inTransaction) return compute();
    const value = compute();
    // A compute that wrote leaves a new generation: what it read is kept only under the one it was read in.
    if (dataGeneration(this.#db) !== generation) return value;
    setBounded(this.#entries, key, value, this.#maxEntries);
    return value;
  }
}
