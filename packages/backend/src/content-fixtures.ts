import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { audit } from './audit-log';
import type { Clock } from './clock';
import type { ObjectRow } from './content-row';
import type { ContentStore } from './content-store';
import { getMeta, setMeta } from './database';
import { isApiError } from './errors';
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
 * "@sharing"?: SharingChange }`. Every node goes through the store (validation, search index, audit as
 * 'fixtures'), all in one transaction that also sets the `content_fixtures_loaded` meta key; once that key
 * is set it loads nothing. No `content/` folder: nothing to load (the key is still set).
 */
export function loadContentFixtures(
  store: ContentStore,
  fixturesDir: string,
  now: Clock,
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
  const load = (file: string, parent: ObjectRow, node: unknown, where: string) => {
    if (!isRecord(node)) throw new Error(`${file}: ${where}: expected an object`);
    const { items, '@sharing': sharing, ...body } = node;
    let row: ObjectRow;
    try {
      row = store.create(parent, body, { user: FIXTURES_USER, trusted: true, action: 'create' });
    } catch (error) {
      throw new Error(`${file}: ${where}/${String(body.id ?? '?')}: ${describe(error)}`);
    }
    objects++;
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
  store.transaction(() => {
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
  });
  return { loaded: true, files: files.length, objects };
}
