import {
  ALL_GUILLOTINA_ROLES,
  ALL_PERMISSIONS,
  GRANT_KINDS,
  GRANT_SETTINGS,
  type GrantKind,
  type NewGrantInput,
  validateNewGrant,
} from '@cellar/validation';
import { catalogueMessages } from '@cellar/validation/catalogue';
import { siteMessages } from '@cellar/validation/site';
import { useQuery } from '@tanstack/react-query';
import { Form, SelectInput, SubmitButton, TextInput, useAppForm } from '@/components/form';
import { type Column, DataTable } from '@/components/table/data-table';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { PreloadLink } from '@/components/ui/preload-link';
import { toast } from '@/components/ui/toast';
import { useConfirm } from '@/components/ui/use-confirm';
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
import { errorMessage } from '@/lib/error-message';

/** Titles of the three tables (Guillotina's names, with what they hold). */
export const GRANT_TITLES: Readonly<Record<GrantKind, { title: string; who: string; what: string }>> = {
  prinrole: { title: 'Roles of users (prinrole)', who: 'Principal', what: 'Role' },
  prinperm: { title: 'Permissions of users (prinperm)', who: 'Principal', what: 'Permission' },
  roleperm: { title: 'Permissions of roles (roleperm)', who: 'Role', what: 'Permission' },
};

/**
 * The Permissions tab: the object's local grants (removable, once the user agrees), what its ancestors grant and
 * where each comes from, and a form to add a grant. Reads and writes `@sharing` (needs SeePermissions).
 */
export function PermissionsTab({ path }: ObjectTabProps) {
  const sharing = useQuery(contentQueries.sharing(path));
  const change = useChangeSharing();
  const { confirm, confirmDialog } = useConfirm();

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
  const remove = async (row: GrantRow) => {
    const agreed = await confirm({
      title: 'Remove permission',
      description: siteMessages.treeBrowser.confirmRemoveGrant(row.what, row.setting, row.who),
      confirmLabel: 'Remove',
    });
    if (agreed) await apply({ ...row, setting: 'Unset' });
  };

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
            onRemove={(row) => void remove(row)}
          />
        ))}
        {confirmDialog}
      </section>
      <AddGrantForm
        path={path}
        onAdd={(row) =>
          change
            .mutateAsync({ path, change: sharingChange(row) })
            .then(() => toast.success(catalogueMessages.save.saved))
        }
      />
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
      <PreloadLink className="text-sky-700 underline" to={paths.tree.getHref(row.original.from)}>
        {row.original.from}
      </PreloadLink>
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

/** The server names a grant's fields inside its list (`prinperm.0.principal`): the last segment is the field. */
const GRANT_FIELDS = ['principal', 'role', 'permission', 'setting'];
const grantFieldOf = (path: string) => {
  const last = path.split('.').at(-1) ?? '';
  return GRANT_FIELDS.includes(last) ? last : null;
};

const newGrant = (): NewGrantInput => ({
  kind: 'prinperm',
  principal: '',
  role: ALL_GUILLOTINA_ROLES[0] ?? '',
  permission: ALL_PERMISSIONS[0] ?? '',
  setting: 'Allow',
});

function AddGrantForm({ path, onAdd }: { path: string; onAdd: (row: GrantRow) => Promise<unknown> }) {
  const principals = useQuery(contentQueries.principals());
  const { form, handleSubmit, draft } = useAppForm({
    defaultValues: newGrant(),
    rule: validateNewGrant,
    fieldOf: grantFieldOf,
    draftKey: `content:${path}:new-grant`,
    afterSave: 'defaults',
  });
  const kind = form.watch('kind');
  const users = principals.data?.users ?? [];
  const onSubmit = handleSubmit((grant) => onAdd(grant), {
    onError: (error) => toast.error(catalogueMessages.save.error(errorMessage(error))),
  });

  return (
    <section className="flex max-w-4xl flex-col gap-3 rounded border border-slate-200 p-4">
      <h2 className="text-base font-semibold text-slate-900">Add a permission</h2>
      <Form
        form={form}
        onSubmit={onSubmit}
        draft={draft}
        label="Add a permission"
        className="flex flex-col gap-3"
      >
        <div className="flex flex-wrap items-start gap-3">
          <SelectInput<NewGrantInput, GrantKind>
            name="kind"
            label="Grant"
            options={GRANT_KINDS.map((option) => ({ value: option, label: GRANT_TITLES[option].title }))}
          />
          {kind === 'roleperm' ? null : principals.isError ? (
            // A server that cannot list its accounts (a plain Guillotina has no @principals): the id is typed.
            <TextInput<NewGrantInput>
              name="principal"
              label="Principal"
              hint="The principal's id, such as an email"
              autoComplete="off"
            />
          ) : (
            <SelectInput<NewGrantInput, string>
              name="principal"
              label="Principal"
              placeholder="—"
              options={users.map((user) => user.email)}
            />
          )}
          {kind !== 'prinperm' ? (
            <SelectInput<NewGrantInput, string> name="role" label="Role" options={ALL_GUILLOTINA_ROLES} />
          ) : null}
          {kind !== 'prinrole' ? (
            <SelectInput<NewGrantInput, string>
              name="permission"
              label="Permission"
              options={ALL_PERMISSIONS}
            />
          ) : null}
          <SelectInput<NewGrantInput, string> name="setting" label="Setting" options={GRANT_SETTINGS} />
          <div className="self-end">
            <SubmitButton>Add</SubmitButton>
          </div>
        </div>
      </Form>
    </section>
  );
}
