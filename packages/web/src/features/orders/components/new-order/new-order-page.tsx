import type { MultiOrderInvoice } from '@cellar/sdk';
import {
  characterCount,
  commerceMessages,
  NEW_ORDER_DISCOUNT_TYPES,
  PRESENT_MESSAGE_MAX_LENGTH,
  validateNewOrder,
} from '@cellar/validation/commerce';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  CheckboxInput,
  Form,
  fieldsNamed,
  messagesOf,
  SelectInput,
  SubmitButton,
  TextAreaInput,
  TextInput,
  useAppForm,
} from '@/components/form';
import { PreloadLink } from '@/components/ui/preload-link';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useCreateOrders } from '@/features/orders/api/create-orders';
import { parseAddressCsv } from '@/features/orders/utils/parse-address-csv';
import { errorMessage } from '@/lib/error-message';
import { AddressCsvInput, type AddressCsvState, NO_CSV } from './address-csv-input';
import { type NewOrderResultRow, NewOrderResults } from './new-order-results';
import { ProductLineForm } from './product-line-form';
import { ProductLinesTable } from './product-lines-table';
import type { NewOrderValues } from './types';

const DEFAULTS: NewOrderValues = {
  products: [],
  addresses: [],
  tipo_descuento: '',
  descuento: '',
  gift_paper: false,
  present_message: '',
  observaciones: '',
};

const fieldOf = fieldsNamed([
  'products',
  'addresses',
  'tipo_descuento',
  'descuento',
  'gift_paper',
  'present_message',
  'observaciones',
]);
const rule = (values: NewOrderValues) =>
  validateNewOrder({
    ...values,
    products: values.products.map(({ id_producto, quantity, price }) => ({ id_producto, quantity, price })),
    addresses: values.addresses.map((row) => row.address),
  });

const DISCOUNT_TYPE_LABELS: Record<(typeof NEW_ORDER_DISCOUNT_TYPES)[number], string> = {
  '': 'No discount',
  '%': 'Percentage of the total',
};

const sectionClass = 'flex flex-col gap-3 rounded border border-slate-200 p-4';

/**
 * New order of a multi-order invoice (commerce-operations §2, §3, §5): product lines, a CSV of shipping addresses
 * and the order-level fields; Create makes one order per address (invoice_multiorder_batch_create_orders) and shows
 * each address's result, 'Created!' when every order was created.
 */
export function NewOrderPage({
  invoice,
  currency,
}: {
  invoice: Pick<MultiOrderInvoice, 'id' | 'nombre' | 'email'>;
  /** The currency of the shop the new orders go to (the customer's country). */
  currency: 'EUR' | 'GBP';
}) {
  const create = useCreateOrders();
  const { form, handleSubmit, showFormError } = useAppForm({
    defaultValues: DEFAULTS,
    rule,
    fieldOf,
    afterSave: 'defaults',
  });
  const products = useWatch({ control: form.control, name: 'products' });
  const addresses = useWatch({ control: form.control, name: 'addresses' });
  const presentMessage = useWatch({ control: form.control, name: 'present_message' });
  const [csv, setCsv] = useState<AddressCsvState>(NO_CSV);
  const [csvInputKey, setCsvInputKey] = useState(0);
  const [results, setResults] = useState<{ rows: NewOrderResultRow[]; allCreated: boolean } | null>(null);

  const setProducts = (next: NewOrderValues['products']) =>
    form.setValue('products', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const readFile = async (file: File) => {
    const parsed = await parseAddressCsv(await file.text());
    const good = parsed.ok ? parsed.addresses : [];
    setCsv(
      parsed.ok
        ? { fileName: file.name, refused: null, badRows: parsed.badRows }
        : { fileName: file.name, refused: parsed.message, badRows: [] },
    );
    form.setValue('addresses', good, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };

  const onSubmit = handleSubmit(
    async (order, values) => {
      const answer = await create.mutateAsync({
        id: invoice.id,
        order: {
          tipo_descuento: order.tipo_descuento,
          descuento: order.descuento,
          gift_paper: order.gift_paper,
          present_message: order.present_message,
          observaciones: order.observaciones,
        },
        products: order.products,
        addresses: order.addresses,
      });
      setResults({
        allCreated: answer.status === 'OK',
        rows: answer.results.map((result) => ({
          ...result,
          line: values.addresses[result.index]?.line ?? result.index + 2,
          destinatario: values.addresses[result.index]?.address.destinatario ?? '',
        })),
      });
      setCsv(NO_CSV);
      setCsvInputKey((key) => key + 1);
      if (answer.status === 'OK') toast.success(commerceMessages.success.created);
      else {
        const refused = answer.results.filter((result) => result.status !== 'OK').length;
        toast.error(commerceMessages.newOrder.notAllCreated(refused, answer.results.length));
      }
    },
    {
      onInvalid: (messages) => toast.error(messages[0] ?? commerceMessages.general.checkTheFields),
      onError: (error) => {
        showFormError(errorMessage(error));
        toast.error(errorMessage(error));
      },
    },
  );

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        Orders of {invoice.nombre} ({invoice.email}), one per address.{' '}
        <PreloadLink className="underline" to={paths.orders.multiOrderInvoice.detail.getHref(invoice.id)}>
          Back to multi-order invoice {invoice.id}
        </PreloadLink>
      </p>

      <section aria-labelledby="new-order-products" className={sectionClass}>
        <h2 id="new-order-products" className="font-semibold text-slate-900">
          Products
        </h2>
        <ProductLineForm onAdd={(line) => setProducts([...form.getValues('products'), line])} />
        <ProductLinesTable
          lines={products}
          currency={currency}
          onRemove={(key) => setProducts(form.getValues('products').filter((line) => line.key !== key))}
        />
        <FieldErrors messages={messagesOf(form.formState.errors.products)} />
      </section>

      <Form form={form} onSubmit={onSubmit} label="New order" className="flex flex-col gap-4">
        <section aria-labelledby="new-order-addresses" className={sectionClass}>
          <h2 id="new-order-addresses" className="font-semibold text-slate-900">
            Shipping addresses
          </h2>
          <AddressCsvInput
            inputKey={csvInputKey}
            state={csv}
            addresses={addresses}
            errors={messagesOf(form.formState.errors.addresses)}
            onFile={(file) => void readFile(file)}
          />
        </section>

        <section aria-labelledby="new-order-fields" className={sectionClass}>
          <h2 id="new-order-fields" className="font-semibold text-slate-900">
            Order
          </h2>
          <div className="grid max-w-3xl grid-cols-2 gap-4">
            <SelectInput<NewOrderValues, (typeof NEW_ORDER_DISCOUNT_TYPES)[number]>
              name="tipo_descuento"
              label="Discount type"
              options={NEW_ORDER_DISCOUNT_TYPES.map((value) => ({
                value,
                label: DISCOUNT_TYPE_LABELS[value],
              }))}
            />
            <TextInput<NewOrderValues>
              name="descuento"
              label="Discount (%)"
              type="number"
              min={0}
              max={100}
            />
            <TextAreaInput<NewOrderValues>
              name="present_message"
              label="Present message"
              rows={3}
              maxLength={PRESENT_MESSAGE_MAX_LENGTH}
              className="col-span-2"
              hint={`${characterCount(presentMessage)}/${PRESENT_MESSAGE_MAX_LENGTH}`}
            />
            <TextAreaInput<NewOrderValues>
              name="observaciones"
              label="Observaciones"
              rows={3}
              className="col-span-2"
            />
            <CheckboxInput<NewOrderValues> name="gift_paper" label="Gift paper" className="col-span-2" />
          </div>
        </section>
        <div>
          <SubmitButton pendingLabel="Creating...">Create</SubmitButton>
        </div>
      </Form>

      {results ? (
        <section aria-labelledby="new-order-results" className={sectionClass}>
          <h2 id="new-order-results" className="font-semibold text-slate-900">
            Result
          </h2>
          {results.allCreated ? (
            <p role="status" className="text-sm font-medium text-emerald-700">
              {commerceMessages.success.created}
            </p>
          ) : null}
          <NewOrderResults rows={results.rows} />
        </section>
      ) : null}
    </div>
  );
}

function FieldErrors({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className="flex flex-col gap-0.5 text-xs text-rose-700">
      {messages.map((message) => (
        <span key={message}>{message}</span>
      ))}
    </div>
  );
}
