import type { MultiOrderInvoice, MultiOrderInvoiceBatchResult, MultiOrderInvoiceOrder } from '@cellar/sdk';
import {
  type BatchOrderAction,
  commerceMessages,
  formatCommerceMoney,
  ORDER_STATE_LABELS,
  ORDER_TABLE_PAGE_SIZE,
  type OrderState,
  validateOrderSelection,
} from '@cellar/validation/commerce';
import { useMemo, useState } from 'react';
import { type Column, DataTable } from '@/components/table/data-table';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { toast } from '@/components/ui/toast';
import { type ConfirmRequest, useConfirm } from '@/components/ui/use-confirm';
import { useCancelOrders } from '@/features/orders/api/cancel-orders';
import { useCommentOrders } from '@/features/orders/api/comment-orders';
import { useConfirmOrdersPayment } from '@/features/orders/api/confirm-orders-payment';
import { useHibernateOrders } from '@/features/orders/api/hibernate-orders';
import { useUpdateMultiOrderInvoice } from '@/features/orders/api/update-multi-order-invoice';
import { OrderCodeLink } from '@/features/orders/components/order-code-link';
import { batchOutcome } from '@/features/orders/utils/batch-outcome';
import { errorMessage } from '@/lib/error-message';
import { CommentDialog, HibernateDialog } from './batch-dialogs';

const stateLabel = (state: number): string => ORDER_STATE_LABELS[state as OrderState] ?? String(state);

const COLUMNS: Column<MultiOrderInvoiceOrder>[] = [
  {
    id: 'cod_pedido',
    header: 'Order',
    cell: ({ row }) => <OrderCodeLink id={row.original.id_pedido} code={row.original.cod_pedido} />,
  },
  { id: 'state', header: 'State', cell: ({ row }) => stateLabel(row.original.id_estado_pd) },
  {
    id: 'lines',
    header: 'Products',
    cell: ({ row }) => (
      <ul>
        {row.original.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id here and never move
          <li key={index}>
            {line.cantidad} × {line.nombre}
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: 'address',
    header: 'Shipping address',
    cell: ({ row }) => {
      const a = row.original.foto_direccion;
      return [a.linea1, a.linea2, a.linea3].filter((part) => part.trim() !== '').join(', ');
    },
  },
  {
    id: 'total',
    header: 'Total',
    cell: ({ row }) => formatCommerceMoney(row.original.precio_total, row.original.currency),
    meta: { className: 'tabular-nums whitespace-nowrap text-right', headerClassName: 'text-right' },
  },
  { id: 'paid', header: 'Paid', cell: ({ row }) => (row.original.paid ? 'Yes' : 'No') },
  {
    id: 'hibernated_until',
    header: 'Hibernated until',
    cell: ({ row }) => row.original.hibernated_until ?? '',
  },
  {
    id: 'comments',
    header: 'Comments',
    cell: ({ row }) => (
      <ul className="text-xs">
        {row.original.comments.map((c, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: comments only grow at the end
          <li key={index}>
            <span className="font-semibold">{c.tipo}</span>: {c.comment}
          </li>
        ))}
      </ul>
    ),
  },
];

type Dialogs = 'hibernate' | 'comment' | null;

/**
 * The invoice's orders (pages of 100) with row selection and, in DRAFT, the batch actions: hibernate, comment,
 * confirm payment, cancel and remove. Each needs a selection ('You must select which orders you want to {verb}'),
 * says 'Selected orders have been successfully {done}.', or shows the refused orders as JSON.
 */
export function InvoiceOrders({
  invoice,
  editable,
  page,
  hrefFor,
}: {
  invoice: MultiOrderInvoice;
  editable: boolean;
  page: number;
  hrefFor: (page: number) => string;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialogs>(null);
  const hibernate = useHibernateOrders(invoice.id);
  const comment = useCommentOrders(invoice.id);
  const confirmPayment = useConfirmOrdersPayment(invoice.id);
  const cancel = useCancelOrders(invoice.id);
  const update = useUpdateMultiOrderInvoice(invoice.id);
  const { confirm, confirmDialog } = useConfirm();
  const busy = [hibernate, comment, confirmPayment, cancel, update].some((m) => m.isPending);

  const rows = useMemo(
    () => invoice.pedidos.slice(page * ORDER_TABLE_PAGE_SIZE, (page + 1) * ORDER_TABLE_PAGE_SIZE),
    [invoice.pedidos, page],
  );
  // Only orders still in the invoice count as selected.
  const ids = invoice.pedidos.map((order) => String(order.id_pedido));
  const chosen = [...selected].filter((id) => ids.includes(id)).map(Number);

  /** The selection for an action, or its refusal said in a toast. */
  const selection = (action: BatchOrderAction): number[] | null => {
    const checked = validateOrderSelection(chosen, { action });
    if (checked.ok) return checked.value.map(Number);
    toast.error(checked.issues[0]?.message ?? '');
    return null;
  };

  /** Says the outcome of a batch; a refused batch (a GraphQL error) is said as-is and thrown to keep a dialog open. */
  const report = async (action: BatchOrderAction, run: () => Promise<MultiOrderInvoiceBatchResult[]>) => {
    try {
      const outcome = batchOutcome(action, await run());
      if (outcome.ok) {
        toast.success(outcome.message);
        setSelected(new Set());
      } else toast.error(outcome.message);
    } catch (error) {
      toast.error(errorMessage(error));
      throw error;
    }
  };
  const open = (action: 'hibernate' | 'comment') => {
    if (selection(action)) setDialog(action);
  };
  /** The codes of orders, as the confirmations name them. */
  const codesOf = (ids: readonly number[]) =>
    invoice.pedidos.filter((order) => ids.includes(order.id_pedido)).map((order) => order.cod_pedido);
  const payOrders = () => {
    const ids = selection('confirmPayment');
    if (ids) report('confirmPayment', () => confirmPayment.mutateAsync(ids)).catch(() => undefined);
  };
  /** The selection for `action` once the user agrees to the question naming its orders, else null. */
  const agreedSelection = async (
    action: 'cancel' | 'remove',
    request: (codes: readonly string[]) => ConfirmRequest,
  ): Promise<number[] | null> => {
    const ids = selection(action);
    return ids && (await confirm(request(codesOf(ids)))) ? ids : null;
  };
  // A cancelled order cannot be taken back: that is asked first.
  const cancelOrders = async () => {
    const ids = await agreedSelection('cancel', (codes) => ({
      title: 'Cancel orders',
      description: commerceMessages.multiOrderInvoice.confirmCancel(codes),
      confirmLabel: 'Cancel orders',
    }));
    if (ids) report('cancel', () => cancel.mutateAsync(ids)).catch(() => undefined);
  };
  const remove = async () => {
    const ids = await agreedSelection('remove', (codes) => ({
      title: 'Remove orders',
      description: commerceMessages.multiOrderInvoice.confirmRemove(codes),
      confirmLabel: 'Remove',
    }));
    if (!ids) return;
    update.mutate(
      { remove_orders: ids },
      {
        onSuccess: () => {
          toast.success(commerceMessages.success.selectedOrders('removed'));
          setSelected(new Set());
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <section aria-labelledby="invoice-orders" className="flex flex-col gap-3">
      <h2 id="invoice-orders" className="text-base font-semibold text-slate-900">
        Orders
      </h2>
      {editable ? (
        <div role="toolbar" aria-label="Batch actions" className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={busy} onClick={() => open('hibernate')}>
            Hibernate
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => open('comment')}>
            Comment
          </Button>
          <Button variant="secondary" disabled={busy} onClick={payOrders}>
            Confirm payment
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => void cancelOrders()}>
            Cancel orders
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => void remove()}>
            Remove
          </Button>
        </div>
      ) : null}
      <DataTable
        label="Invoice orders"
        columns={COLUMNS}
        rows={rows}
        rowId={(order) => String(order.id_pedido)}
        empty="No orders in this invoice."
        rowProps={(order) => ({ 'data-order': order.cod_pedido })}
        {...(editable
          ? {
              selection: {
                selected,
                onChange: setSelected,
                rowLabel: (order: MultiOrderInvoiceOrder) => `Select ${order.cod_pedido}`,
              },
            }
          : {})}
      />
      {invoice.pedidos.length > ORDER_TABLE_PAGE_SIZE ? (
        <Pagination
          page={page}
          pageSize={ORDER_TABLE_PAGE_SIZE}
          total={invoice.pedidos.length}
          hrefFor={hrefFor}
          label="Invoice orders pages"
        />
      ) : null}
      <HibernateDialog
        open={dialog === 'hibernate'}
        onOpenChange={(next) => setDialog(next ? 'hibernate' : null)}
        onSubmit={async ({ date }) => {
          await report('hibernate', () => hibernate.mutateAsync({ pedidos: chosen, date }));
          setDialog(null);
        }}
      />
      <CommentDialog
        open={dialog === 'comment'}
        onOpenChange={(next) => setDialog(next ? 'comment' : null)}
        onSubmit={async (value) => {
          await report('comment', () => comment.mutateAsync({ pedidos: chosen, ...value }));
          setDialog(null);
        }}
      />
      {confirmDialog}
    </section>
  );
}
