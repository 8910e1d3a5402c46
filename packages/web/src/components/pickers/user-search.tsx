import type { ErpUserSummary } from '@cellar/sdk';
import { fail, ok, type Result } from '@cellar/validation';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { Form, TextInput, useAppForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { errorMessage } from '@/lib/error-message';
import { foundUsersText, USER_SEARCH_LIMIT, USER_SEARCH_TEXT, useUserSearch } from './search-users';

export interface UserSearchProps {
  /** The email searched (the URL's on the Users screen): the results shown are this text's. */
  email: string;
  /** A search asked for, trimmed and never empty (an empty one says what to type instead). */
  onSearch: (email: string) => void;
  /** The user chosen, marked in the results. */
  selectedId?: number | null;
  /** Where a result leads (a link, so it opens in a new tab too); without it a result is a button for `onSelect`. */
  hrefFor?: (user: ErpUserSummary) => string;
  onSelect?: (user: ErpUserSummary) => void;
  /** Names the search form for screen readers. */
  label?: string;
  className?: string;
}

interface SearchValues {
  email: string;
}

/** An empty search says what to type; otherwise the text searched, trimmed. */
const searchRule = ({ email }: SearchValues): Result<string> =>
  email.trim() === '' ? fail({ path: 'email', message: USER_SEARCH_TEXT.empty }) : ok(email.trim());
const emailField = () => 'email';

const resultClass = 'text-sky-700 hover:underline aria-[current=true]:font-semibold';

/**
 * The user (customer) search of the ERP screens: an email box and Search (GraphQL search_user: users whose email
 * contains the text), then the users found, each a link (`hrefFor`) or a button (`onSelect`). An empty search says
 * what to type; a full answer (the server stops at 20) says that more may exist and how to narrow the search.
 */
export function UserSearch({
  email,
  onSearch,
  selectedId = null,
  hrefFor,
  onSelect,
  label = 'Search users',
  className,
}: UserSearchProps) {
  const { form, handleSubmit } = useAppForm({
    defaultValues: { email },
    // The box follows the email searched when it changes from outside (back, a link).
    values: { email },
    rule: searchRule,
    fieldOf: emailField,
    // A search box: nothing to keep, nothing to ask before leaving.
    guardLeaving: false,
  });
  const search = useUserSearch(email);
  const found = search.data ?? [];
  const submit = handleSubmit(async (next) => onSearch(next));

  return (
    <div className={clsx('flex flex-col gap-4', className)}>
      <search>
        <Form form={form} onSubmit={submit} label={label} className="flex items-start gap-2">
          <TextInput<SearchValues>
            name="email"
            label="Email"
            className="w-80"
            type="search"
            autoComplete="off"
            hint={USER_SEARCH_TEXT.hint}
          />
          <Button type="submit" className="mt-6">
            Search
          </Button>
        </Form>
      </search>
      {search.isLoading ? <Loading /> : null}
      {search.isError ? (
        <p role="alert" className="text-sm text-rose-700">
          {errorMessage(search.error)}
        </p>
      ) : null}
      {search.isSuccess ? (
        <nav aria-label="Users found" className="flex flex-col gap-1">
          <p
            role="status"
            className={clsx(
              'text-sm',
              found.length >= USER_SEARCH_LIMIT ? 'text-amber-800' : 'text-slate-600',
            )}
          >
            {foundUsersText(found.length)}
          </p>
          {found.length > 0 ? (
            <ul className="flex flex-col gap-0.5 text-sm">
              {found.map((user) => {
                const current = user.id_usuario === selectedId || undefined;
                return (
                  <li key={user.id_usuario}>
                    {hrefFor ? (
                      <Link to={hrefFor(user)} aria-current={current} className={resultClass}>
                        {user.email}
                      </Link>
                    ) : (
                      <button
                        type="button"
                        aria-current={current}
                        onClick={() => onSelect?.(user)}
                        className={resultClass}
                      >
                        {user.email}
                      </button>
                    )}
                    <span className="ml-2 text-slate-500 tabular-nums">#{user.id_usuario}</span>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
