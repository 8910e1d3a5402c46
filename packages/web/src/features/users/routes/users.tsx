import { userSearchColumns } from '@cellar/sdk';
import { AdminOnly } from '@/components/admin-only';
import { UserSearch, useUserSearch } from '@/components/pickers';
import { QueryView } from '@/components/query/query-view';
import { Screen } from '@/components/screen';
import { ExportCsvButton } from '@/components/table/export-csv-button';
import { useUser } from '@/features/users/api/get-user';
import { BillingAddresses } from '@/features/users/components/billing-addresses';
import { UserEditForm } from '@/features/users/components/user-edit-form';
import { usersUrl } from '@/features/users/utils/users-url';
import { useUrlState } from '@/lib/url-state';

const TITLE = 'Users';

/** Users (commerce-operations §2): search by email (GraphQL search_user), then the user's edit form. */
function UsersScreen() {
  const { view, set, hrefFor } = useUrlState(usersUrl);
  const email = view.email.trim();
  const found = useUserSearch(email).data ?? [];
  // One match opens its form straight away; with several, the id in the URL says which one.
  const selectedId = view.id ?? (found.length === 1 ? (found[0]?.id_usuario ?? null) : null);

  return (
    <Screen
      title={TITLE}
      spacing="loose"
      actions={
        found.length > 0 ? (
          <ExportCsvButton fileName="users" columns={userSearchColumns} rows={found} />
        ) : undefined
      }
    >
      <UserSearch
        email={email}
        onSearch={(next) => set({ email: next, id: null })}
        selectedId={selectedId}
        hrefFor={(user) => hrefFor({ id: user.id_usuario })}
      />
      {selectedId !== null ? <SelectedUser id={selectedId} /> : null}
    </Screen>
  );
}

function SelectedUser({ id }: { id: number }) {
  const user = useUser(id);
  return (
    <QueryView query={user} isEmpty={(found) => found === null} empty={`There is no user #${id}.`}>
      {(found) =>
        found ? (
          <div className="flex flex-col gap-6">
            <h2 className="text-base font-semibold text-slate-900">{found.email}</h2>
            {/* Keyed by the record so another user starts from the server's values. */}
            <UserEditForm key={found.id_usuario} user={found} />
            <BillingAddresses userId={found.id_usuario} addresses={found.datos_fac} />
          </div>
        ) : null
      }
    </QueryView>
  );
}

/** Administrators only: nothing of the screen runs for anyone else. */
export function Component() {
  return (
    <AdminOnly title={TITLE}>
      <UsersScreen />
    </AdminOnly>
  );
}
