import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { components } from '@cellar/contract';
import { MAX_UPLOAD_BYTES, uploadMessages } from '@cellar/validation';
import type { Db } from '../db/database';
import { storageFailure, writeTransactionNow } from '../db/write-transaction';
import { ApiError } from '../http/errors';
import type { SniffedType } from './magic-bytes';

/** Largest file `@upload`, `@upload-image` and `/api/upload` accept (the validation package's limit). */
export const MAX_FILE_BYTES = MAX_UPLOAD_BYTES;

/**
 * The names of stored files: 32 random hex digits and the canonical extension of the sniffed type,
 * generated here. A name from a request is used only after it matches this exactly.
 */
export const STORAGE_KEY = /^[0-9a-f]{32}\.(png|jpg|gif|webp|pdf|svg)$/;

export const isStorageKey = (name: string): boolean => STORAGE_KEY.test(name);

export const payloadTooLarge = (): ApiError =>
  new ApiError(413, 'PayloadTooLarge', uploadMessages.tooLarge(MAX_FILE_BYTES));

/** What a file field holds (the backend always fills `extension` and `md5`). */
export type FileInfo = components['schemas']['FileInfo'];

/** A row of the `files` table. */
export interface FileRow {
  storage_key: string;
  uid: string | null;
  field: string | null;
  filename: string;
  content_type: string;
  size: number;
  md5: string;
  created_at: string;
}

/**
 * Reads a request body up to `limit` bytes: 413 PayloadTooLarge as soon as the declared length or the
 * bytes read pass it (the rest is never buffered).
 */
export async function readLimited(req: Request, limit = MAX_FILE_BYTES): Promise<Uint8Array> {
  const declared = Number(req.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) throw payloadTooLarge();
  if (req.body === null) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw payloadTooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Stored bytes under one directory (`DATA_DIR/files`). Only names of the {@link STORAGE_KEY} form reach
 * the file system; writes go to a temporary name first and are renamed into place.
 */
export class FileStore {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
    mkdirSync(dir, { recursive: true });
  }

  #path(key: string): string {
    if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    return join(this.dir, key);
  }

  /**
   * Stores bytes under a new random key; answers the key and the md5 of the bytes. A full disk is 507, as a full
   * database is, and leaves nothing behind.
   */
  put(bytes: Uint8Array, type: Pick<SniffedType, 'extension'>): { key: string; md5: string } {
    const key = `${randomBytes(16).toString('hex')}.${type.extension}`;
    const target = this.#path(key);
    const temp = join(this.dir, `.tmp-${randomBytes(16).toString('hex')}`);
    try {
      writeFileSync(temp, bytes, { flag: 'wx' });
      renameSync(temp, target);
    } catch (error) {
      rmSync(temp, { force: true });
      throw storageFailure(error) ?? error;
    }
    return { key, md5: createHash('md5').update(bytes).digest('hex') };
  }

  /** The bytes of a key, or undefined when there are none. */
  read(key: string): Buffer | undefined {
    if (!isStorageKey(key)) return undefined;
    try {
      return readFileSync(this.#path(key));
    } catch {
      return undefined;
    }
  }

  /** Stores a copy of the bytes of `key` under a new key of the same type; undefined when there are none. */
  copy(key: string): string | undefined {
    const bytes = this.read(key);
    const extension = key.slice(key.lastIndexOf('.') + 1);
    return bytes === undefined ? undefined : this.put(bytes, { extension }).key;
  }

  remove(key: string): void {
    if (isStorageKey(key)) rmSync(this.#path(key), { force: true });
  }

  /**
   * Removes the bytes of the keys in `file_trash` (rows deleted by a replace, a `@delete` or an object
   * delete's cascade) that no `files` row names. Call after the transaction commits. It is housekeeping, not part
   * of the request's write: when the database does not take it at once (busy, full) the trash waits for the next
   * sweep, and bytes removed by a sweep that did not commit are removed again without harm.
   */
  sweep(db: Db): void {
    const keys = db.prepare<[], string>('SELECT storage_key FROM file_trash').pluck().all();
    if (keys.length === 0) return;
    const stillUsed = db.prepare<[string], number>('SELECT 1 FROM files WHERE storage_key = ?').pluck();
    const forget = db.prepare('DELETE FROM file_trash WHERE storage_key = ?');
    writeTransactionNow(db, () => {
      for (const key of keys) {
        if (stillUsed.get(key) === undefined) this.remove(key);
        forget.run(key);
      }
    });
  }
}

/**
 * Gives each copied object its own copy of the source's stored files (the listener of a duplicate), so a
 * copy's file fields can be downloaded and its files outlive the original's. Runs inside the duplicate's
 * transaction.
 */
export function copyStoredFiles(db: Db, files: FileStore, copies: ReadonlyMap<string, string>): void {
  const rowsOf = db.prepare<[string], FileRow>('SELECT * FROM files WHERE uid = ?');
  const insert = db.prepare(
    `INSERT INTO files (storage_key, uid, field, filename, content_type, size, md5, created_at)
     VALUES (@storage_key, @uid, @field, @filename, @content_type, @size, @md5, @created_at)`,
  );
  for (const [source, copy] of copies) {
    for (const row of rowsOf.all(source)) {
      const key = files.copy(row.storage_key);
      if (key !== undefined) insert.run({ ...row, storage_key: key, uid: copy });
    }
  }
}
