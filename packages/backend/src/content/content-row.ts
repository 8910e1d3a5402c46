import { parseObjectPath, pathSegments, ROOT_PATH } from '@cellar/validation';

/**
 * One row of the `objects` table as SQLite answers it (see db/migrations/002_content.sql). `data` and
 * `dynamic_behaviors` are JSON text; `is_folderish` is 0 or 1.
 */
export interface ObjectRow {
  uid: string;
  path: string;
  parent_uid: string | null;
  id: string;
  type_name: string;
  depth: number;
  title: string;
  is_folderish: number;
  creation_date: string;
  modification_date: string;
  modified_by: string | null;
  dynamic_behaviors: string;
  data: string;
}

/** A row without its fields (`data`, `dynamic_behaviors`): what a folder's listing of its children needs. */
export type ObjectSummaryRow = Omit<ObjectRow, 'data' | 'dynamic_behaviors'>;

/** The row's identity and place, all a permission check reads of it. */
export type ObjectRef = Pick<ObjectRow, 'uid' | 'path'>;

/** The root's stored path. */
export const ROOT_OBJECT_PATH = ROOT_PATH;

/** The parsed `data` of a row: the type's fields and each behaviour's fields under its dotted name. */
export const rowData = (row: ObjectRow): Record<string, unknown> => {
  const parsed: unknown = JSON.parse(row.data);
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
};

export const rowDynamicBehaviors = (row: ObjectRow): string[] => {
  const parsed: unknown = JSON.parse(row.dynamic_behaviors);
  return Array.isArray(parsed) ? parsed.filter((b): b is string => typeof b === 'string') : [];
};

/** The stored form of a path's segments: ['bodegas', 'x'] → '/bodegas/x'; [] → '/'. */
export const storedPath = (segments: readonly string[]): string => `/${segments.join('/')}`;

/**
 * The stored path of the object a request names (a path or an `@id`, as `parseObjectPath` reads them);
 * undefined when it names no possible object.
 */
export const requestedPath = (input: string): string | undefined => {
  const segments = parseObjectPath(input);
  return segments && storedPath(segments);
};

/** '/bodegas' + 'x' → '/bodegas/x'; '/' + 'x' → '/x'. */
export const childPath = (parentPath: string, id: string): string =>
  storedPath([...pathSegments(parentPath), id]);

/** Paths of the ancestors of `path`, nearest first, ending with the root '/'; none for the root. */
export const ancestorPaths = (path: string): string[] => {
  const segments = pathSegments(path);
  const paths: string[] = [];
  for (let n = segments.length - 1; n >= 0; n--) paths.push(storedPath(segments.slice(0, n)));
  return paths;
};

/**
 * SQL condition (and its two parameters) matching `path` and everything below it, with the index on
 * `path`: '/a' matches '/a' and '/a/...', never '/ab'. The root matches every path.
 */
export const subtreeRange = (path: string): { lower: string; upper: string } =>
  path === ROOT_OBJECT_PATH ? { lower: '/', upper: '0' } : { lower: `${path}/`, upper: `${path}0` };
