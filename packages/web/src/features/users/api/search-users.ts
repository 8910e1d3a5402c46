import { useQuery } from '@tanstack/react-query';
import { usersQueries } from './query-keys';

/** The users whose email contains `email` (GraphQL search_user); idle while `email` is empty. */
export function useSearchUsers(email: string) {
  return useQuery(usersQueries.search(email));
}
