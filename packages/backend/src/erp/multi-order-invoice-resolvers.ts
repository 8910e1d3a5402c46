import type { GraphqlDeps } from './graphql-deps';
import { guard } from './graphql-guard';
import {
  type BatchOrderResult,
  type MultiOrderInvoice,
  MultiOrderInvoiceStore,
} from './multi-order-invoice-store';

/** The orders a batch changed: one audit entry each, under /erp/orders/{id_pedido}. */
const changedOrders =
  (action: string, extra: Record<string, unknown> = {}) =>
  (results: BatchOrderResult[]) =>
    results
      .filter((result) => result.ok)
      .map((result) => ({ key: result.id_pedido, payload: { action, ...extra } }));

/**
 * The resolvers of `graphql/multi-order-invoices.graphql`. Each mutation is one audited transaction; a batch
 * changes each order whole or leaves it alone with its reason, and answers every order's result.
 */
export function multiOrderInvoiceResolvers(deps: GraphqlDeps) {
  const { write } = deps;
  const store = new MultiOrderInvoiceStore(deps.db, deps.now);
  const invoiceWrite = (action: 'create' | 'modify', run: () => MultiOrderInvoice, payload: unknown) =>
    guard(() =>
      write({
        entity: 'multi-order-invoices',
        action,
        run,
        audit: (invoice) => ({ key: invoice.id, payload }),
      }),
    );
  const batch = (action: string, run: () => BatchOrderResult[], extra?: Record<string, unknown>) =>
    guard(() => write({ entity: 'orders', action: 'modify', run, audit: changedOrders(action, extra) }));

  return {
    invoice_multiorder_search: ({ id_usuario, page }: { id_usuario?: number | null; page?: number | null }) =>
      guard(() => store.search(id_usuario, page ?? 0)),
    invoice_multiorder: ({ id_multi_order }: { id_multi_order: number }) => store.get(id_multi_order) ?? null,
    invoice_multiorder_create: ({ id_usuario }: { id_usuario: number }) =>
      invoiceWrite('create', () => store.create(id_usuario), { id_usuario }),
    invoice_multiorder_update: (args: {
      id: number;
      id_datos_fac?: number | null;
      remove_orders?: number[] | null;
    }) =>
      invoiceWrite('modify', () => store.update(args.id, args), {
        id_datos_fac: args.id_datos_fac ?? null,
        remove_orders: args.remove_orders ?? null,
      }),
    invoice_multiorder_set_invoiced: ({ id_multiorder }: { id_multiorder: number }) =>
      guard(() =>
        write({
          entity: 'multi-order-invoices',
          action: 'modify',
          run: () => store.setInvoiced(id_multiorder),
          // A KO changes nothing, and logs nothing.
          audit: (answer) =>
            answer.status === 'OK' ? { key: answer.id, payload: { status: 'INVOICED' } } : [],
        }),
      ),
    batch_pedido_hibernate: ({ pedidos, date }: { pedidos: number[]; date: string }) =>
      batch('hibernate', () => store.hibernate(pedidos, date), { date }),
    batch_pedido_addcomment: ({
      pedidos,
      comment,
      tipo,
    }: {
      pedidos: number[];
      comment: string;
      tipo: string;
    }) => batch('comment', () => store.addComment(pedidos, comment, tipo, deps.user), { comment, tipo }),
    batch_pedido_confirm_payment: ({ pedidos }: { pedidos: number[] }) =>
      batch('confirm payment', () => store.confirmOrdersPayment(pedidos)),
    batch_pedido_cancel: ({ pedidos }: { pedidos: number[] }) => batch('cancel', () => store.cancel(pedidos)),
  };
}
