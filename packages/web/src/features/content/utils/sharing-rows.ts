import {
  normalisePath,
  type Setting,
  type Sharing,
  type SharingChange,
  type SharingEntry,
} from '@cellar/sdk';
import { GRANT_KINDS, type GrantKind } from '@cellar/validation';
import { resourcePath } from '@/features/content/components/items/object-path';

/** One local grant: who (a principal or a role), what (a role or a permission), and the setting. */
export interface GrantRow {
  kind: GrantKind;
  who: string;
  what: string;
  setting: Setting;
}

export interface InheritedRow extends GrantRow {
  /** The ancestor that grants it, '/bodegas/' form. */
  from: string;
}

/** The grants of one sharing entry, table by table, sorted for a stable display. */
export function grantRows(entry: SharingEntry): GrantRow[] {
  return GRANT_KINDS.flatMap((kind) =>
    Object.entries(entry[kind])
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([who, grants]) =>
        Object.entries(grants)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([what, setting]) => ({ kind, who, what, setting })),
      ),
  );
}

/** The content path of an ancestor entry: its `path`, else read from its `@id`. */
export const entryPath = (entry: { '@id': string; path?: string | undefined }): string =>
  entry.path === undefined ? resourcePath(entry) : normalisePath(entry.path);

/** Every grant an ancestor makes, nearest ancestor first, with where it comes from. */
export function inheritedRows(sharing: Sharing): InheritedRow[] {
  return sharing.inherit.flatMap((entry) => {
    const from = entryPath(entry);
    return grantRows(entry).map((row) => ({ ...row, from }));
  });
}

/** The `@sharing` POST body that sets one grant (Unset removes it). */
export function sharingChange(row: GrantRow): SharingChange {
  switch (row.kind) {
    case 'prinrole':
      return { prinrole: [{ principal: row.who, role: row.what, setting: row.setting }] };
    case 'prinperm':
      return { prinperm: [{ principal: row.who, permission: row.what, setting: row.setting }] };
    case 'roleperm':
      return { roleperm: [{ role: row.who, permission: row.what, setting: row.setting }] };
  }
}
