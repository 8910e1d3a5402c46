import type { ErpUserSummary } from '@cellar/sdk';
import { Link, useSearchParams } from 'react-router';
import { AdminOnly } from '@/components/admin-only';
import { Screen } from '@/components/screen';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useUser } from '@/features/users/api/get-user';
import { useSearchUsers } from '@/features/users/api/search-users';
import { BillingAddresses } from '@/features/users/components/billing-addresses';
import { UserEditForm } from '@/features/users/components/user-edit-form';
import { UserSearchForm } from '@/features/users/components/user-search-form';

const TITLE = 'Users';

/** `/users?email=...&id=...`: the search and the user being edited, so a link reopens the same form. */
const usersHref = (email: string, id?: number) => {
  const params = new URLSearchParams({ email });
  if (id !== undefined) params.set('id', String(id));
  return `${paths.users.getHref()}?${params}`;
};

/** Users (commerce-operations §2): search by email (GraphQL search_user), then the user's edit form. */
function UsersScreen() {
  const [params, setParams] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const idParam = Number(params.get('id'));
  const search = useSearchUsers(email);
  const found = search.data ?? [];
  // One match opens its form straight away; with several, the id in the URL says which one.
  const selectedId =
    Number.isInteger(idParam) && idParam > 0
      ? idParam
      : found.length === 1
        ? (found[0]?.id_usuario ?? null)
        : null;
  const user = useUser(selectedId);

  return (
    <Screen title={TITLE} spacing="loose">
      <UserSearchForm email={email} onSearch={(next) => setParams(next === '' ? {} : { email: next })} />
      {search.isLoading ? <Loading /> : null}
      {search.error ? (
        <p role="alert" className="text-sm text-rose-700">
          {search.error.message}
        </p>
      ) : null}
      {search.isSuccess && found.length === 0 ? (
        <p className="text-sm text-slate-600">No user found with that email.</p>
      ) : null}
      {found.length > 1 ? <SearchResults email={email} users={found} selectedId={selectedId} /> : null}
      {user.isLoading ? <Loading /> : null}
      {user.error ? (
        <p role="alert" className="text-sm text-rose-700">
          {user.error.message}
        </p>
      ) : null}
      {user.data ? (
        <div className="flex flex-col gap-6">
          <h2 className="text-base font-semibold text-slate-900">{user.data.email}</h2>
          {/* Keyed by the record so another user (or a reload after save) starts from the server's values. */}
          <UserEditForm key={user.data.id_usuario} user={user.data} />
          <BillingAddresses userId={user.data.id_usuario} addresses={user.data.datos_fac} />
        </div>
      ) : null}
    </Screen>
  );
}

function SearchResults({
  email,
  users,
  selectedId,
}: {
  email: string;
  users: readonly ErpUserSummary[];
  selectedId: number | null;
}) {
  return (
    <nav aria-label="Users found" className="flex flex-col gap-1">
      <p className="text-sm text-slate-600">{users.length} users found</p>
      <ul className="flex flex-col gap-0.5 text-sm">
        {users.map((found) => (
          <li key={found.id_usuario}>
            <Link
              to={usersHref(email, found.id_usuario)}
              aria-current={found.id_usuario === selectedId ? 'page' : undefined}
              className="text-sky-700 hover:underline aria-[current=page]:font-semibold"
            >
              {found.email}
            </Link>
            <span className="ml-2 text-slate-500 tabular-nums">#{found.id_usuario}</span>
          </li>
        ))}
      </ul>
    </nav>
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
