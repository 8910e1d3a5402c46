import type { OrderEditResult, OrderFull } from '@cellar/sdk';
import { isHttpError } from '@cellar/sdk';
import { formatMoney } from '@cellar/validation';
import {
  commerceMessages,
  isOrderEditable,
  ORDER_STATE_LABELS,
  type OrderState,
} from '@cellar/validation/commerce';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { CheckboxInput, Form, SubmitButton, useAppForm } from '@/components/form';
import { toast } from '@/components/ui/toast';
import { useUpdateOrderProducts } from '@/features/orders/api/update-order-products';
import {
  type AddedProduct,
  type EditOrderFormValues,
  editOrderFieldOf,
  editOrderRule,
  editOrderValues,
  newOrderLine,
  typedTotal,
} from '@/features/orders/utils/edit-order-form';
import { errorMessage } from '@/lib/error-message';
import { serverIssues } from '@/lib/server-issues';
import { AddOrderProducts } from './add-order-products';
import { OrderLinesTable } from './order-lines-table';

const { orders: messages, success } = commerceMessages;

/** The total the lines come to as typed, beside Save. */
function TypedTotal({ currency }: { currency: string }) {
  const [lines, changePrice] = useWatch<EditOrderFormValues, ['lines', 'change_price']>({
    name: ['lines', 'change_price'],
  });
  return (
    <p className="text-sm text-slate-600">
      Total of the lines as edited:{' '}
      <span className="font-medium text-slate-900 tabular-nums">
        {formatMoney(typedTotal(lines ?? [], changePrice ?? false), currency)}
      </span>
    </p>
  );
}

/**
 * Edit order's form (commerce-operations §2, §5): the lines' quantities (from 0, capped at the stock for last
 * units), products added by search or out of catalogue, change_price and forced; Save sends the lines above 0
 * (`prepareOrderEdit`). 'Saved!', or 'An error has ocurred while saving the order' for a status of 300 or more
 * with the server's message above the lines. Leaving with unsaved changes asks first.
 */
export function EditOrderForm({
  order,
  onSaved,
}: {
  order: OrderFull;
  onSaved: (saved: OrderEditResult) => void;
}) {
  const defaultValues = useMemo(() => editOrderValues(order), [order]);
  const update = useUpdateOrderProducts(order.id_pedido);
  const { form, handleSubmit, showFormError } = useAppForm({
    defaultValues,
    rule: editOrderRule,
    fieldOf: editOrderFieldOf,
  });
  // The lines change through the form's value: react-hook-form's useFieldArray would grow the admin's first page,
  // which carries the form kit (as the grapes and the pack products do).
  const lines = useWatch({ control: form.control, name: 'lines' });
  const add = (product: AddedProduct) =>
    form.setValue('lines', [...form.getValues('lines'), newOrderLine(product, order)], { shouldDirty: true });
  // Shipped, delivered, cancelled, hibernated or merged orders are refused by the server: say so, Save is off.
  const editable = isOrderEditable(order.id_estado_pd);

  const onSubmit = handleSubmit(
    async (payload) => {
      const saved = await update.mutateAsync(payload);
      toast.success(success.saved);
      onSaved(saved);
    },
    {
      onError: (error) => {
        if (isHttpError(error)) {
          toast.error(messages.saveError);
          // The server's own words, above the lines (details, if any, are under their rows already).
          if (serverIssues(error).length === 0) showFormError(error.message);
        } else toast.error(errorMessage(error));
      },
    },
  );

  return (
    <Form form={form} onSubmit={onSubmit} label="Edit order lines" className="flex flex-col gap-4">
      {editable ? null : (
        <p
          role="note"
          className="rounded border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {messages.notEditable(
            order.cod_pedido,
            ORDER_STATE_LABELS[order.id_estado_pd as OrderState] ?? String(order.id_estado_pd),
          )}
        </p>
      )}
      <OrderLinesTable lines={lines} />
      <AddOrderProducts onAdd={add} />
      <div className="flex flex-wrap items-center gap-6">
        <CheckboxInput<EditOrderFormValues>
          name="change_price"
          label="Change price (lines take the new price)"
        />
        <CheckboxInput<EditOrderFormValues>
          name="forced"
          label="Forced (save above the stock of last units)"
        />
      </div>
      <div className="flex items-center gap-4">
        <SubmitButton disabled={!editable}>Save</SubmitButton>
        <TypedTotal currency={order.currency} />
      </div>
    </Form>
  );
}
