import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../db/database';
import { emptyDir, holdWriteLock } from '../test-support';
import { FileStore } from './file-store';
import { PNG } from './file-test-support';

let db: Db | undefined;
afterEach(() => db?.close());

/** A store with two files in the trash, one of them still named by a `files` row. */
const stage = () => {
  const dir = emptyDir();
  db = openDatabase(dir);
  const files = new FileStore(emptyDir());
  const gone = files.put(PNG, { extension: 'png' }).key;
  const kept = files.put(PNG, { extension: 'png' }).key;
  db.prepare(
    `INSERT INTO files (storage_key, uid, field, filename, content_type, size, md5, created_at)
     VALUES (?, NULL, NULL, 'a.png', 'image/png', 1, '', '')`,
  ).run(kept);
  const trash = db.prepare('INSERT INTO file_trash (storage_key) VALUES (?)');
  trash.run(gone);
  trash.run(kept);
  const trashed = () =>
    db?.prepare<[], string>('SELECT storage_key FROM file_trash ORDER BY 1').pluck().all();
  return { db, file: join(dir, 'cellar.sqlite'), files, gone, kept, trashed };
};

describe('FileStore.sweep', () => {
  it('removes the bytes of trashed keys no row names, and empties the trash', () => {
    const { db, files, gone, kept, trashed } = stage();
    files.sweep(db);
    expect(files.read(gone)).toBeUndefined();
    expect(files.read(kept)).toBeDefined();
    expect(trashed()).toEqual([]);
  });

  it('leaves the trash for the next sweep, at once, while another connection holds the write lock', () => {
    const { db, file, files, gone, kept, trashed } = stage();
    db.pragma('busy_timeout = 5000');
    const release = holdWriteLock(file);
    const started = performance.now();
    try {
      files.sweep(db);
    } finally {
      release();
    }
    expect(performance.now() - started).toBeLessThan(1000);
    expect(trashed()).toEqual([gone, kept].sort());
    files.sweep(db);
    expect(files.read(gone)).toBeUndefined();
    expect(files.read(kept)).toBeDefined();
    expect(trashed()).toEqual([]);
  });
});
