import { useQuery } from '@tanstack/react-query';
import { usersQueries } from './query-keys';

/** One user and their billing addresses (GraphQL user); idle without an id. */
export function useUser(id_usuario: number | null) {
  return useQuery({ ...usersQueries.user(id_usuario ?? 0), enabled: id_usuario !== null });
}
