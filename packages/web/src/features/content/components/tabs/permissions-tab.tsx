import type { Setting } from '@cellar/sdk';
import {
  ALL_GUILLOTINA_ROLES,
  ALL_PERMISSIONS,
  GRANT_KINDS,
  GRANT_SETTINGS,
  type GrantKind,
} from '@cellar/validation';
import { catalogueMessages } from '@cellar/validation/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { type Column, DataTable } from '@/components/table/data-table';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useChangeSharing } from '@/features/content/api/change-sharing';
import { contentQueries } from '@/features/content/api/query-keys';
import {
  type GrantRow,
  grantRows,
  type InheritedRow,
  inheritedRows,
  sharingChange,
} from '@/features/content/utils/sharing-rows';
import type { ObjectTabProps } from '@/lib/editor-registry';

/** Titles of the three tables (Guillotina's names, with what they hold). */
export const GRANT_TITLES: Readonly<Record<GrantKind, { title: string; who: string; what: string }>> = {
  prinrole: { title: 'Roles of users (prinrole)', who: 'Principal', what: 'Role' },
  prinperm: { title: 'Permissions of users (prinperm)', who: 'Principal', what: 'Permission' },
  roleperm: { title: 'Permissions of roles (roleperm)', who: 'Role', what: 'Permission' },
};

/**
 * The Permissions tab: the object's local grants (removable), what its ancestors grant and where each
 * comes from, and a form to add a grant. Reads and writes `@sharing` (needs SeePermissions).
 */
export function PermissionsTab({ path }: ObjectTabProps) {
  const sharing = useQuery(contentQueries.sharing(path));
  const change = useChangeSharing();

  if (sharing.isPending) return <Loading />;
  if (sharing.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {sharing.error.message}
      </p>
    );

  const local = grantRows(sharing.data.local);
  const inherited = inheritedRows(sharing.data);
  const apply = (row: GrantRow) =>
    change.mutateAsync({ path, change: sharingChange(row) }).then(
      () => toast.success(catalogueMessages.save.saved),
      (error: Error) => toast.error(catalogueMessages.save.error(error.message)),
    );

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="local-grants" className="flex flex-col gap-3">
        <h2 id="local-grants" className="text-base font-semibold text-slate-900">
          Local permissions
        </h2>
        {GRANT_KINDS.map((kind) => (
          <GrantTable
            key={kind}
            kind={kind}
            rows={local.filter((row) => row.kind === kind)}
            busy={change.isPending}
            onRemove={(row) => void apply({ ...row, setting: 'Unset' })}
          />
        ))}
      </section>
      <AddGrantForm busy={change.isPending} onAdd={apply} />
      <section aria-labelledby="inherited-grants" className="flex flex-col gap-3">
        <h2 id="inherited-grants" className="text-base font-semibold text-slate-900">
          Inherited permissions
        </h2>
        {inherited.length === 0 ? (
          <p className="text-sm text-slate-600">No inherited permissions.</p>
        ) : (
          <DataTable
            label="Inherited permissions"
            columns={INHERITED_COLUMNS}
            rows={inherited}
            rowId={(row) => `${row.from}|${row.kind}|${row.who}|${row.what}`}
          />
        )}
      </section>
    </div>
  );
}

/** The grants an ancestor makes: where from (a link to it), which table, who, what, and the setting. */
const INHERITED_COLUMNS: Column<InheritedRow>[] = [
  {
    id: 'from',
    header: 'From',
    cell: ({ row }) => (
      <Link className="text-sky-700 underline" to={paths.tree.getHref(row.original.from)}>
        {row.original.from}
      </Link>
    ),
  },
  {
    id: 'kind',
    header: 'Type',
    cell: ({ row }) => row.original.kind,
    meta: { className: 'font-mono text-xs' },
  },
  { id: 'who', header: 'Principal / Role', cell: ({ row }) => row.original.who },
  { id: 'what', header: 'Role / Permission', cell: ({ row }) => row.original.what },
  { id: 'setting', header: 'Setting', cell: ({ row }) => row.original.setting },
];

/** One table of local grants: who, what, the setting, and a Remove button (Unset). */
const grantColumns = (
  titles: { who: string; what: string },
  busy: boolean,
  onRemove: (row: GrantRow) => void,
): Column<GrantRow>[] => [
  { id: 'who', header: titles.who, cell: ({ row }) => row.original.who },
  { id: 'what', header: titles.what, cell: ({ row }) => row.original.what },
  { id: 'setting', header: 'Setting', cell: ({ row }) => row.original.setting },
  {
    id: 'actions',
    header: 'Actions',
    meta: { srOnlyHeader: true, className: 'text-right' },
    cell: ({ row }) => (
      <Button
        variant="ghost"
        disabled={busy}
        aria-label={`Remove ${row.original.what} for ${row.original.who}`}
        onClick={() => onRemove(row.original)}
      >
        Remove
      </Button>
    ),
  },
];

function GrantTable({
  kind,
  rows,
  busy,
  onRemove,
}: {
  kind: GrantKind;
  rows: GrantRow[];
  busy: boolean;
  onRemove: (row: GrantRow) => void;
}) {
  const titles = GRANT_TITLES[kind];
  return (
    <div className="flex flex-col gap-1">
      <h3 className="text-sm font-medium text-slate-700">{titles.title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">None.</p>
      ) : (
        <DataTable
          label={titles.title}
          columns={grantColumns(titles, busy, onRemove)}
          rows={rows}
          rowId={(row) => `${row.who}|${row.what}`}
        />
      )}
    </div>
  );
}

const selectClass =
  'rounded border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:outline-2 focus:outline-slate-300';

function AddGrantForm({ busy, onAdd }: { busy: boolean; onAdd: (row: GrantRow) => Promise<void> }) {
  const principals = useQuery(contentQueries.principals());
  const [kind, setKind] = useState<GrantKind>('prinperm');
  const [principal, setPrincipal] = useState('');
  const [role, setRole] = useState<string>(ALL_GUILLOTINA_ROLES[0] ?? '');
  const [permission, setPermission] = useState<string>(ALL_PERMISSIONS[0] ?? '');
  const [setting, setSetting] = useState<Setting>('Allow');

  const users = principals.data?.users ?? [];
  const who = kind === 'roleperm' ? role : principal;
  const what = kind === 'prinrole' ? role : permission;
  const ready = who !== '' && what !== '';

  return (
    <form
      aria-label="Add a permission"
      className="flex max-w-4xl flex-col gap-3 rounded border border-slate-200 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) void onAdd({ kind, who, what, setting });
      }}
    >
      <h2 className="text-base font-semibold text-slate-900">Add a permission</h2>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Grant"
          value={kind}
          onChange={(value) => setKind(value as GrantKind)}
          options={GRANT_KINDS.map((option) => ({ value: option, label: GRANT_TITLES[option].title }))}
        />
        {kind !== 'roleperm' ? (
          <SelectField
            label="Principal"
            value={principal}
            onChange={setPrincipal}
            options={[
              { value: '', label: '—' },
              ...users.map((user) => ({ value: user.email, label: user.email })),
            ]}
          />
        ) : null}
        {kind !== 'prinperm' ? (
          <SelectField
            label="Role"
            value={role}
            onChange={setRole}
            options={ALL_GUILLOTINA_ROLES.map((option) => ({ value: option, label: option }))}
          />
        ) : null}
        {kind !== 'prinrole' ? (
          <SelectField
            label="Permission"
            value={permission}
            onChange={setPermission}
            options={ALL_PERMISSIONS.map((option) => ({ value: option, label: option }))}
          />
        ) : null}
        <SelectField
          label="Setting"
          value={setting}
          onChange={(value) => setSetting(value as Setting)}
          options={GRANT_SETTINGS.map((option) => ({ value: option, label: option }))}
        />
        <Button type="submit" disabled={!ready || busy}>
          Add
        </Button>
      </div>
    </form>
  );
}

function SelectField({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
