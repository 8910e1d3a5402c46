import { formMessages } from '@cellar/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The most users GraphQL search_user answers (its schema: "at most 20"); it says nothing of how many more match. */
export const USER_SEARCH_LIMIT = 20;

/** Our wording around the user search (the spec words only the search itself). */
export const USER_SEARCH_TEXT = {
  hint: 'All or part of an email, e.g. maria@',
  empty: formMessages.required('email'),
  none: 'No user found with that email.',
  /** A full answer: there may be more users than those shown. */
  capped: `Showing the first ${USER_SEARCH_LIMIT} users: type more of the email to narrow the search.`,
} as const;

/** What the results say of themselves: how many were found, or that the search stopped at its limit. */
export function foundUsersText(count: number): string {
  if (count === 0) return USER_SEARCH_TEXT.none;
  if (count >= USER_SEARCH_LIMIT) return USER_SEARCH_TEXT.capped;
  return count === 1 ? '1 user found' : `${count} users found`;
}

/** Query keys of the user search; a save that changes an email refreshes every search. */
export const userSearchKeys = {
  all: ['erp', 'users', 'search'] as const,
  search: (email: string) => [...userSearchKeys.all, email.toLowerCase()] as const,
};

/** The users whose email contains `email` (GraphQL search_user), idle while it is empty. */
export const userSearchQuery = (email: string) =>
  queryOptions({
    queryKey: userSearchKeys.search(email),
    queryFn: () => apiClient.erp.graphql.searchUser(email),
    enabled: email !== '',
    staleTime: 0,
  });

export const useUserSearch = (email: string) => useQuery(userSearchQuery(email.trim()));
