import { useQuery } from '@tanstack/react-query';
import { contentSearchQueries } from './search-queries';

/** The countries of `GET /v2/@constants` (the Bodega form's country select). */
export function useCountries() {
  return useQuery({ ...contentSearchQueries.constants(), select: (answer) => answer.countries });
}
