import { useQuery } from '@tanstack/react-query';
import { eurotaxQueries } from './eurotax-query-keys';

/** The orders of a date range grouped by destination country (none until both days are given). */
export function useEurotaxGrouping(fecha_desde: string, fecha_hasta: string) {
  return useQuery(eurotaxQueries.grouping(fecha_desde, fecha_hasta));
}
