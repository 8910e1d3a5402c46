// Test helper for the search and file modules: writes objects rows directly and indexes them.
import { randomUUID } from 'node:crypto';
import { pathSegments } from '@cellar/validation';
import { ancestorPaths, type ObjectRow } from '../content/content-row';
import type { Db } from '../db/database';
import { indexObject } from './object-index';

let tick = 0;

/** Writes an object row (parent by path) and indexes it, as the object store does. */
export function putObject(
  db: Db,
  path: string,
  type: string,
  title: string,
  data: Record<string, unknown> = {},
  options: { modification_date?: string } = {},
): ObjectRow {
  const segments = pathSegments(path);
  const id = segments[segments.length - 1] ?? 'guillotina';
  const parentPath = ancestorPaths(path)[0] ?? '/';
  const parent = db
    .prepare<[string], { uid: string }>('SELECT uid FROM objects WHERE path = ?')
    .get(parentPath);
  if (parent === undefined) throw new Error(`no parent ${parentPath}`);
  tick += 1;
  const date = options.modification_date ?? new Date(Date.UTC(2025, 0, 1) + tick * 1000).toISOString();
  const row: ObjectRow = {
    uid: randomUUID().replaceAll('-', ''),
    path,
    parent_uid: parent.uid,
    id,
    type_name: type,
    depth: segments.length + 1,
    title,
    is_folderish: ['Folder', 'Bodega'].includes(type) ? 1 : 0,
    creation_date: date,
    modification_date: date,
    modified_by: null,
    dynamic_behaviors: '[]',
    data: JSON.stringify(data),
  };
  db.prepare(
    `INSERT INTO objects (uid, path, parent_uid, id, type_name, depth, title, is_folderish, creation_date,
       modification_date, modified_by, dynamic_behaviors, data)
     VALUES (@uid, @path, @parent_uid, @id, @type_name, @depth, @title, @is_folderish, @creation_date,
       @modification_date, @modified_by, @dynamic_behaviors, @data)`,
  ).run(row);
  indexObject(db, row);
  return row;
}
