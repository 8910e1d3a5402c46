import type { components } from '@cellar/contract';
import {
  ALL_GUILLOTINA_ROLES,
  GRANT_KINDS,
  GRANT_SETTINGS,
  type GrantKind,
  type GrantSetting,
  guillotinaRoleGrants,
  type Issue,
  isGrantKind,
  isGrantSetting,
  isGuillotinaRole,
  isPermission,
  PERMISSIONS,
  type StoredGrantSetting,
} from '@cellar/validation';
import type { Account } from '../auth/account-store';
import { normalizeEmail } from '../auth/account-store';
import { GLOBAL_ROLE } from '../auth/roles';
import type { Db } from '../db/database';
import { forbidden } from '../http/errors';
import { ancestorPaths, type ObjectRef } from './content-row';

export interface Grant {
  uid: string;
  kind: GrantKind;
  /** principal (email) for prinrole/prinperm, role for roleperm. */
  subject: string;
  /** role for prinrole, permission for prinperm/roleperm. */
  target: string;
  setting: StoredGrantSetting;
}

/** Per kind, role/principal → permission/role → setting, as the Permissions tab reads it. */
export type SharingEntry = components['schemas']['SharingEntry'];

const CHUNK = 500;

/**
 * What one account may do on which object (contract.md, "Roles and permissions"); one instance per
 * request, caching the grants and ancestors it reads.
 *
 * For (user, permission, object): walk from the object up to the root; at each level a prinperm of the
 * user decides first, then the roleperms of the roles the user holds there (global role, and local
 * prinroles from that level up); Deny beats Allow at one level; the nearest level with a decision wins;
 * AllowSingle counts only on the object itself. Without a local decision, the default permissions of the
 * roles the user holds on the object decide. The admin (global Manager) always has every permission.
 */
export class Permissions {
  readonly #db: Db;
  readonly account: Account;
  readonly #email: string;
  readonly #grants = new Map<string, Grant[]>();
  readonly #uidByPath = new Map<string, string>();
  readonly #answers = new Map<string, boolean>();
  #anyGrant: boolean | undefined;

  constructor(db: Db, account: Account) {
    this.#db = db;
    this.account = account;
    this.#email = normalizeEmail(account.email);
  }

  get isManager(): boolean {
    return this.account.role === 'admin';
  }

  /** Whether the account has `permission` on `row`. */
  can(row: ObjectRef, permission: string): boolean {
    if (this.isManager) return isPermission(permission);
    const key = `${row.uid}\n${permission}`;
    let answer = this.#answers.get(key);
    if (answer === undefined) {
      answer = this.#resolve(row, permission);
      this.#answers.set(key, answer);
    }
    return answer;
  }

  canView(row: ObjectRef): boolean {
    return this.can(row, PERMISSIONS.ViewContent);
  }

  /** 403 Forbidden unless the account has `permission` on `row`. */
  require(row: ObjectRef, permission: string): void {
    if (!this.can(row, permission)) throw forbidden();
  }

  /** The rows the account may view, reading the grants of all of them at once. */
  filterViewable<T extends ObjectRef>(rows: readonly T[]): T[] {
    if (this.isManager) return [...rows];
    this.#preload(rows.map((r) => r.uid));
    return rows.filter((row) => this.canView(row));
  }

  /** `{name: boolean}` for each name asked (`@canido`). */
  answers(row: ObjectRef, names: readonly string[]): Record<string, boolean> {
    return Object.fromEntries(names.map((name) => [name, this.can(row, name)]));
  }

  /** Forgets cached grants (after a sharing change within the same request). */
  reset(): void {
    this.#grants.clear();
    this.#answers.clear();
    this.#anyGrant = undefined;
  }

  #hasAnyGrant(): boolean {
    this.#anyGrant ??= this.#db.prepare('SELECT 1 FROM local_grants LIMIT 1').get() !== undefined;
    return this.#anyGrant;
  }

  #preload(uids: readonly string[]): void {
    const missing = [...new Set(uids)].filter((uid) => !this.#grants.has(uid));
    if (missing.length === 0) return;
    for (const uid of missing) this.#grants.set(uid, []);
    if (!this.#hasAnyGrant()) return;
    for (let i = 0; i < missing.length; i += CHUNK) {
      const chunk = missing.slice(i, i + CHUNK);
      const rows = this.#db
        .prepare<string[], Grant>(
          `SELECT uid, kind, subject, target, setting FROM local_grants WHERE uid IN (${chunk.map(() => '?').join(',')})`,
        )
        .all(...chunk);
      for (const grant of rows) this.#grants.get(grant.uid)?.push(grant);
    }
  }

  /** Uids from the object up to the root. */
  #chain(row: ObjectRef): string[] {
    const paths = ancestorPaths(row.path);
    const unknown = paths.filter((p) => !this.#uidByPath.has(p));
    if (unknown.length > 0) {
      const found = this.#db
        .prepare<string[], { uid: string; path: string }>(
          `SELECT uid, path FROM objects WHERE path IN (${unknown.map(() => '?').join(',')})`,
        )
        .all(...unknown);
      for (const { uid, path } of found) this.#uidByPath.set(path, uid);
    }
    const chain = [row.uid];
    for (const path of paths) {
      const uid = this.#uidByPath.get(path);
      if (uid !== undefined) chain.push(uid);
    }
    return chain;
  }

  #resolve(row: ObjectRef, permission: string): boolean {
    const globalRole = GLOBAL_ROLE[this.account.role];
    if (!this.#hasAnyGrant()) return guillotinaRoleGrants(globalRole, permission);
    const chain = this.#chain(row);
    this.#preload(chain);
    const levels = chain.map((uid, index) =>
      (this.#grants.get(uid) ?? []).filter((g) => g.setting !== 'AllowSingle' || index === 0),
    );
    const rolesFrom = (start: number): string[] =>
      ALL_GUILLOTINA_ROLES.filter((role) => {
        for (let i = start; i < levels.length; i++) {
          const grant = levels[i]?.find(
            (g) => g.kind === 'prinrole' && g.subject === this.#email && g.target === role,
          );
          if (grant) return grant.setting !== 'Deny';
        }
        return role === globalRole;
      });
    for (let i = 0; i < levels.length; i++) {
      const grants = levels[i] ?? [];
      const own = grants.find(
        (g) => g.kind === 'prinperm' && g.subject === this.#email && g.target === permission,
      );
      if (own) return own.setting !== 'Deny';
      const roleGrants = grants.filter((g) => g.kind === 'roleperm' && g.target === permission);
      if (roleGrants.length === 0) continue;
      const roles = rolesFrom(i);
      const held = roleGrants.filter((g) => roles.includes(g.subject));
      if (held.some((g) => g.setting === 'Deny')) return false;
      if (held.length > 0) return true;
    }
    return rolesFrom(0).some((role) => guillotinaRoleGrants(role, permission));
  }
}

const emptyEntry = (): SharingEntry => ({ roleperm: {}, prinperm: {}, prinrole: {} });

/** The local grants of one object, as the Permissions tab reads them. */
export function sharingEntry(db: Db, uid: string): SharingEntry {
  const entry = emptyEntry();
  const grants = db
    .prepare<[string], Grant>(
      'SELECT uid, kind, subject, target, setting FROM local_grants WHERE uid = ? ORDER BY kind, subject, target',
    )
    .all(uid);
  for (const grant of grants) {
    const map = entry[grant.kind];
    map[grant.subject] ??= {};
    (map[grant.subject] as Record<string, StoredGrantSetting>)[grant.target] = grant.setting;
  }
  return entry;
}

/** A checked `@sharing` change: the document's SharingChange with every list present. */
export type SharingChange = Required<components['schemas']['SharingChange']>;

const asList = (value: unknown): unknown[] | undefined =>
  value === undefined ? [] : Array.isArray(value) ? value : undefined;

/**
 * Checks a SharingChange body: role names are Guillotina roles, permission names are the product's,
 * settings Allow/Deny/AllowSingle/Unset, principals the emails of existing accounts.
 */
export function parseSharingChange(
  db: Db,
  body: unknown,
): { ok: true; value: SharingChange } | { ok: false; issues: Issue[] } {
  const issues: Issue[] = [];
  const value: SharingChange = { prinrole: [], prinperm: [], roleperm: [] };
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return {
      ok: false,
      issues: [{ path: '', message: `Expected an object with ${GRANT_KINDS.join(', ')}` }],
    };
  const record = body as Record<string, unknown>;
  for (const key of Object.keys(record))
    if (!isGrantKind(key)) issues.push({ path: key, message: `Unknown field "${key}"` });
  const accountExists = db.prepare<[string], number>('SELECT 1 FROM accounts WHERE email = ?').pluck();
  const checkPrincipal = (v: unknown, path: string): string | undefined => {
    if (typeof v !== 'string' || accountExists.get(normalizeEmail(v)) === undefined) {
      issues.push({ path, message: `Unknown principal "${String(v)}"` });
      return undefined;
    }
    return normalizeEmail(v);
  };
  const checkRole = (v: unknown, path: string): string | undefined => {
    if (isGuillotinaRole(v)) return v;
    issues.push({ path, message: `Unknown role "${String(v)}"` });
    return undefined;
  };
  const checkPermission = (v: unknown, path: string): string | undefined => {
    if (typeof v === 'string' && isPermission(v)) return v;
    issues.push({ path, message: `Unknown permission "${String(v)}"` });
    return undefined;
  };
  const checkSetting = (v: unknown, path: string): GrantSetting | undefined => {
    if (isGrantSetting(v)) return v;
    issues.push({ path, message: `The setting must be one of ${GRANT_SETTINGS.join(', ')}` });
    return undefined;
  };
  const each = (kind: GrantKind, visit: (item: Record<string, unknown>, path: string) => void) => {
    const list = asList(record[kind]);
    if (list === undefined) {
      issues.push({ path: kind, message: 'Expected a list' });
      return;
    }
    list.forEach((item, index) => {
      const path = `${kind}.${index}`;
      if (item === null || typeof item !== 'object' || Array.isArray(item))
        issues.push({ path, message: 'Expected an object' });
      else visit(item as Record<string, unknown>, path);
    });
  };
  each('prinrole', (item, path) => {
    const principal = checkPrincipal(item.principal, `${path}.principal`);
    const role = checkRole(item.role, `${path}.role`);
    const setting = checkSetting(item.setting, `${path}.setting`);
    if (principal && role && setting) value.prinrole.push({ principal, role, setting });
  });
  each('prinperm', (item, path) => {
    const principal = checkPrincipal(item.principal, `${path}.principal`);
    const permission = checkPermission(item.permission, `${path}.permission`);
    const setting = checkSetting(item.setting, `${path}.setting`);
    if (principal && permission && setting) value.prinperm.push({ principal, permission, setting });
  });
  each('roleperm', (item, path) => {
    const role = checkRole(item.role, `${path}.role`);
    const permission = checkPermission(item.permission, `${path}.permission`);
    const setting = checkSetting(item.setting, `${path}.setting`);
    if (role && permission && setting) value.roleperm.push({ role, permission, setting });
  });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value };
}

/** Writes a checked change on one object (Unset deletes the grant). Run it inside the write's transaction. */
export function applySharingChange(db: Db, uid: string, change: SharingChange): void {
  const upsert = db.prepare(
    `INSERT INTO local_grants (uid, kind, subject, target, setting) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (uid, kind, subject, target) DO UPDATE SET setting = excluded.setting`,
  );
  const remove = db.prepare(
    'DELETE FROM local_grants WHERE uid = ? AND kind = ? AND subject = ? AND target = ?',
  );
  const write = (kind: GrantKind, subject: string, target: string, setting: GrantSetting) => {
    if (setting === 'Unset') remove.run(uid, kind, subject, target);
    else upsert.run(uid, kind, subject, target, setting);
  };
  for (const g of change.prinrole) write('prinrole', g.principal, g.role, g.setting);
  for (const g of change.prinperm) write('prinperm', g.principal, g.permission, g.setting);
  for (const g of change.roleperm) write('roleperm', g.role, g.permission, g.setting);
}
