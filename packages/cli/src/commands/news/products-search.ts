import type { ErpProductSearchResult } from '@cellar/sdk';
import { formatMoney } from '@cellar/validation';
import { type CommandContext, printResult } from '../../command-context';
import { fromSdkError, UsageError } from '../../errors';
import { type Column, formatTable } from '../../ui/text-table';
import { sessionClient } from '../session-client';

/** The web's product picker searches from 2 characters on (`productSearchQuery`). */
export const PRODUCT_SEARCH_MIN_CHARS = 2;

const columns: Column<ErpProductSearchResult>[] = [
  { header: 'reference', value: (product) => product.id_producto },
  { header: 'name', value: (product) => product.nombre, maxWidth: 60 },
  { header: 'price', value: (product) => formatMoney(product.precio), align: 'right' },
  { header: 'stock', value: (product) => product.disponibilidad, align: 'right' },
  { header: 'visible', value: (product) => (product.visibilidad ? 'yes' : 'no') },
];

/** The products as a table for people, or the picker's 'No products found'. */
export const formatProducts = (products: readonly ErpProductSearchResult[]): string =>
  products.length === 0 ? 'No products found' : formatTable(columns, products);

/**
 * `cellar products search QUERY`: the catalogue products whose reference, name or group contains the text, by the
 * GraphQL `pedido_search_producto` the web's product picker uses (at most 50).
 */
export async function searchProducts(ctx: CommandContext, query: string): Promise<void> {
  const text = query.trim();
  if ([...text].length < PRODUCT_SEARCH_MIN_CHARS) {
    throw new UsageError(`Type at least ${PRODUCT_SEARCH_MIN_CHARS} characters to search products.`);
  }
  const client = await sessionClient(ctx);
  let products: ErpProductSearchResult[];
  try {
    products = await client.erp.graphql.searchProducts(text);
  } catch (error) {
    throw fromSdkError(error);
  }
  printResult(ctx, formatProducts(products), { query: text, total: products.length, items: products });
}
