import { useQuery } from '@tanstack/react-query';
import { contentQueries } from './query-keys';

/** `@addable-types` of a folder: what its Add menu offers. */
export function useAddableTypes(path: string, enabled = true) {
  return useQuery({ ...contentQueries.addableTypes(path), enabled });
}
