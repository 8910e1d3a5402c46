import { commerceMessages } from '@cellar/validation/commerce';
import { GraphQLError } from 'graphql';
import type { GraphqlDeps } from './graphql-deps';
import { guard } from './graphql-guard';
import { type NewOrderBatchInput, NewOrderStore } from './new-order-store';

/** Status of the batch and of each address (ours: the spec says only that the mutation returns status). */
export const NEW_ORDER_STATUS = { ok: 'OK', partial: 'PARTIAL', ko: 'KO' } as const;

export interface NewOrderAddressResult {
  index: number;
  status: 'OK' | 'KO';
  id_pedido: number | null;
  cod_pedido: string | null;
  message: string | null;
}

const invoiceNotFound = (id: number): GraphQLError =>
  new GraphQLError(commerceMessages.newOrder.invoiceNotFound(id), { extensions: { code: 'NOT_FOUND' } });

/** The resolver of `graphql/new-orders.graphql`: the New order page's batch mutation. */
export function newOrderResolvers(deps: GraphqlDeps) {
  const store = new NewOrderStore(deps.db, deps.now);
  return {
    invoice_multiorder_batch_create_orders: (input: NewOrderBatchInput) =>
      guard(() => {
        const plan = store.plan(input);
        if (!plan) throw invoiceNotFound(input.id);
        const results = plan.addresses.map((checked, index): NewOrderAddressResult => {
          if (!checked.ok)
            return { index, status: 'KO', id_pedido: null, cod_pedido: null, message: checked.message };
          try {
            const order = deps.write({
              entity: 'orders',
              action: 'create',
              run: () => store.createOrder(plan, checked.address),
              audit: (created) => ({
                key: created.id_pedido,
                payload: {
                  id_multifactura: plan.invoice.id,
                  cod_pedido: created.cod_pedido,
                  shop: created.shop,
                  direccion: created.direccion,
                  lines: created.lines,
                  precio_total: created.precio_total,
                  tipo_descuento: plan.tipo_descuento,
                  descuento: plan.descuento,
                  gift_paper: plan.gift_paper,
                  present_message: plan.present_message,
                  observaciones: plan.observaciones,
                },
              }),
            });
            return {
              index,
              status: 'OK',
              id_pedido: order.id_pedido,
              cod_pedido: order.cod_pedido,
              message: null,
            };
          } catch (error) {
            // This order's transaction rolled back: nothing of it is written; the others go on.
            deps.logger.error({ err: error, index }, 'New order of a multi-order invoice failed');
            return {
              index,
              status: 'KO',
              id_pedido: null,
              cod_pedido: null,
              message: commerceMessages.orders.saveError,
            };
          }
        });
        const created = results.filter((result) => result.status === 'OK').length;
        const status =
          created === results.length
            ? NEW_ORDER_STATUS.ok
            : created === 0
              ? NEW_ORDER_STATUS.ko
              : NEW_ORDER_STATUS.partial;
        return { status, results };
      }),
  };
}
