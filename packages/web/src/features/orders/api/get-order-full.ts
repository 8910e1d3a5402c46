import { useQuery } from '@tanstack/react-query';
import { editOrderQueries } from './edit-order-query-keys';

/** The order (id_pedido) with every Edit-order line and today's prices. */
export const useOrderFull = (id_pedido: number) => useQuery(editOrderQueries.full(id_pedido));
