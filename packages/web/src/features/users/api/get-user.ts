import { useQuery } from '@tanstack/react-query';
import { usersQueries } from './query-keys';

/** One user and their billing addresses (GraphQL user); null when there is no such user. */
export function useUser(id_usuario: number) {
  return useQuery(usersQueries.user(id_usuario));
}
