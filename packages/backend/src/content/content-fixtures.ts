import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, normalize } from 'node:path';
import { getMeta, setMeta } from '../db/database';
import type { FileStore } from '../files/file-store';
import { extensionOf, sniff } from '../files/magic-bytes';
import type { Clock } from '../http/clock';
import { isApiError } from '../http/errors';
import { audit } from './audit-log';
import type { ObjectRow } from './content-row';
import type { ContentStore } from './content-store';
import { applySharingChange, parseSharingChange } from './permissions';

export const CONTENT_FIXTURES_LOADED_KEY = 'content_fixtures_loaded';
/** The audit user of everything the fixtures create. */
export const FIXTURES_USER = 'fixtures';

export interface ContentFixturesResult {
  loaded: boolean;
  files: number;
  objects: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const describe = (error: unknown): string => {
  if (isApiError(error)) {
    const details = Array.isArray(error.details)
      ? (error.details as { path: string; message: string }[])
          .map((i) => `${i.path}: ${i.message}`)
          .join('; ')
      : '';
    return `${error.message}${details ? ` (${details})` : ''}`;
  }
  return error instanceof Error ? error.message : String(error);
};

/**
 * Loads `<fixturesDir>/content/*.json` on a first start, in file-name order: each file is one node under
 * the root (or a list of them), `{ "@type", "id", ...fields, "<behaviour>": {...}, "items"?: [nodes],
 * "@sharing"?: SharingChange, "@files"?: {<files.field key>: <file below fixturesDir>} }`. Every node goes
 * through the store (validation, search index, audit as 'fixtures'), all in one transaction that also sets the
 * `content_fixtures_loaded` meta key; once that key is set it loads nothing. No `content/` folder: nothing to load
 * (the key is still set). `@files` attaches stored files to the object (e.g. a product's slot images, whose paths
 * its `images` field holds); their bytes go to `files`, checked by their magic bytes like an upload.
 */
export function loadContentFixtures(
  store: ContentStore,
  fixturesDir: string,
  now: Clock,
  fileStore?: FileStore,
): ContentFixturesResult {
  const db = store.db;
  if (getMeta(db, CONTENT_FIXTURES_LOADED_KEY) !== undefined) return { loaded: false, files: 0, objects: 0 };
  const dir = join(fixturesDir, 'content');
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  let objects = 0;
  const stored: string[] = [];
  const insertFile = db.prepare(
    `INSERT INTO files (storage_key, uid, field, filename, content_type, size, md5, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const attach = (file: string, row: ObjectRow, attached: unknown) => {
    if (!isRecord(attached)) throw new Error(`${file}: ${row.path}: @files must be an object`);
    if (fileStore === undefined) throw new Error(`${file}: ${row.path}: @files needs a file store`);
    for (const [key, relative] of Object.entries(attached)) {
      const name = typeof relative === 'string' ? normalize(relative) : '';
      if (name === '' || name.startsWith('..') || name.startsWith('/'))
        throw new Error(`${file}: ${row.path}: @files.${key}: a file below the fixtures folder is expected`);
      const bytes = readFileSync(join(fixturesDir, name));
      const type = sniff(bytes);
      if (type === undefined || !type.extensions.includes(extensionOf(name)))
        throw new Error(`${file}: ${row.path}: @files.${key}: ${name} is not a file of its extension`);
      const { key: storageKey, md5 } = fileStore.put(bytes, type);
      stored.push(storageKey);
      insertFile.run(
        storageKey,
        row.uid,
        key,
        basename(name),
        type.content_type,
        bytes.byteLength,
        md5,
        new Date(now()).toISOString(),
      );
    }
  };
  const load = (file: string, parent: ObjectRow, node: unknown, where: string) => {
    if (!isRecord(node)) throw new Error(`${file}: ${where}: expected an object`);
    const { items, '@sharing': sharing, '@files': attached, ...body } = node;
    let row: ObjectRow;
    try {
      row = store.create(parent, body, { user: FIXTURES_USER, trusted: true, action: 'create' });
    } catch (error) {
      throw new Error(`${file}: ${where}/${String(body.id ?? '?')}: ${describe(error)}`);
    }
    objects++;
    if (attached !== undefined) attach(file, row, attached);
    if (sharing !== undefined) {
      const change = parseSharingChange(db, sharing);
      if (!change.ok)
        throw new Error(
          `${file}: ${row.path}: @sharing: ${change.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
        );
      applySharingChange(db, row.uid, change.value);
      audit(db, {
        date: new Date(now()).toISOString(),
        user: FIXTURES_USER,
        action: 'sharing',
        path: row.path,
        uid: row.uid,
        payload: change.value,
      });
    }
    if (items === undefined) return;
    if (!Array.isArray(items)) throw new Error(`${file}: ${row.path}: items must be a list`);
    for (const child of items) load(file, row, child, row.path);
  };
  try {
    db.transaction(() => {
      const root = store.root();
      for (const file of files) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(readFileSync(join(dir, file), 'utf8'));
        } catch (error) {
          throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
        }
        for (const node of Array.isArray(parsed) ? parsed : [parsed]) load(file, root, node, '');
      }
      setMeta(db, CONTENT_FIXTURES_LOADED_KEY, new Date(now()).toISOString());
    })();
  } catch (error) {
    // The rows went with the transaction; the bytes stored for them go too.
    for (const key of stored) fileStore?.remove(key);
    throw error;
  }
  return { loaded: true, files: files.length, objects };
}
