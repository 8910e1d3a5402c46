import type { Account } from '../auth/account-store';
import { type ObjectRow, subtreeRange } from '../content/content-row';
import { Permissions } from '../content/permissions';
import type { Db } from '../db/database';
import type { SqlPart } from './search-query';

/**
 * The objects an account may view, as one SQL condition over `objects o`, so that @search pages and
 * counts exactly without reading what it may not show.
 *
 * Whether an object is viewable depends only on the grants along its path. Objects without grants of
 * their own therefore share the answer of "a child of their nearest ancestor with grants" (or the
 * global role's answer when no ancestor has grants). So the condition is: the answer for each object
 * with grants, then, deepest first, the answer for the subtree below each of them, else the global
 * answer. The answers come from {@link Permissions}, the one place the resolution rules live.
 */
export function viewableCondition(
  db: Db,
  account: Account,
  permissions = new Permissions(db, account),
): SqlPart {
  if (permissions.isManager) return { sql: '1', params: [] };
  const granted = db
    .prepare<[], ObjectRow>(
      'SELECT * FROM objects WHERE uid IN (SELECT DISTINCT uid FROM local_grants) ORDER BY depth DESC, path',
    )
    .all();
  const childOf = (row: ObjectRow | undefined): ObjectRow => ({
    uid: `\u0000child-of:${row?.uid ?? 'nowhere'}`,
    path: row === undefined ? '/\u0000' : `${row.path === '/' ? '' : row.path}/\u0000`,
    parent_uid: row?.uid ?? null,
    id: '\u0000',
    type_name: '',
    depth: (row?.depth ?? 1) + 1,
    title: '',
    is_folderish: 0,
    creation_date: '',
    modification_date: '',
    modified_by: null,
    dynamic_behaviors: '[]',
    data: '{}',
  });
  // With no grants anywhere, a child of the root answers for every object.
  const fallback = permissions.canView(childOf(undefined)) ? 1 : 0;
  if (granted.length === 0) return { sql: String(fallback), params: [] };
  const visible: string[] = [];
  const hidden: string[] = [];
  const branches: string[] = [];
  const params: (string | number)[] = [];
  for (const row of granted) (permissions.canView(row) ? visible : hidden).push(row.uid);
  const marks = (list: string[]) => list.map(() => '?').join(', ');
  if (visible.length > 0) {
    branches.push(`WHEN o.uid IN (${marks(visible)}) THEN 1`);
    params.push(...visible);
  }
  if (hidden.length > 0) {
    branches.push(`WHEN o.uid IN (${marks(hidden)}) THEN 0`);
    params.push(...hidden);
  }
  for (const row of granted) {
    const answer = permissions.canView(childOf(row)) ? 1 : 0;
    const { lower, upper } = subtreeRange(row.path);
    branches.push(`WHEN o.path >= ? AND o.path < ? THEN ${answer}`);
    params.push(lower, upper);
  }
  return { sql: `(CASE ${branches.join(' ')} ELSE ${fallback} END) = 1`, params };
}
