import { useQuery } from '@tanstack/react-query';
import { editOrderQueries } from './edit-order-query-keys';

/** The out-of-catalogue products an order line may take (VAT 0.21). */
export const useOutCatalogProducts = () => useQuery(editOrderQueries.outCatalog());
