import type { ErpUserSummary } from '@cellar/sdk';
import { clsx } from 'clsx';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
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
  const [text, setText] = useState(email);
  const [askedEmpty, setAskedEmpty] = useState(false);
  // The box follows the email searched when it changes from outside (back, a link).
  useEffect(() => setText(email), [email]);
  const search = useUserSearch(email);
  const found = search.data ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    setAskedEmpty(next === '');
    if (next !== '') onSearch(next);
  };

  return (
    <div className={clsx('flex flex-col gap-4', className)}>
      <search>
        <form aria-label={label} onSubmit={submit} noValidate className="flex items-start gap-2">
          <InputField
            label="Email"
            className="w-80"
            type="search"
            name="email"
            autoComplete="off"
            value={text}
            hint={USER_SEARCH_TEXT.hint}
            errors={askedEmpty ? [USER_SEARCH_TEXT.empty] : []}
            onChange={(event) => {
              setText(event.target.value);
              setAskedEmpty(false);
            }}
          />
          <Button type="submit" className="mt-6">
            Search
          </Button>
        </form>
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
