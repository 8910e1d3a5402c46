import { validateNewOrderLine } from '@cellar/validation/commerce';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import {
  erpProductSearchQuery,
  Form,
  fieldsNamed,
  ProductReferencesInput,
  SubmitButton,
  TextInput,
  useAppForm,
} from '@/components/form';

import type { NewOrderLineRow } from './types';

interface LineValues {
  id_producto: string;
  quantity: string;
  price: string;
  discount: string;
}

const DEFAULTS: LineValues = { id_producto: '', quantity: '1', price: '', discount: '' };
const fieldOf = fieldsNamed(['id_producto', 'quantity', 'price', 'discount']);
const rule = (values: LineValues) => validateNewOrderLine(values);

/**
 * Adds a product line (commerce-operations §5 New order): a product found by pedido_search_producto, quantity (at
 * least 1), price (at least 0, the catalogue price when a product is picked) and percentage discount (0 to 100);
 * 'You should fill all fields' when one is missing. The line keeps the price after the discount.
 */
export function ProductLineForm({ onAdd }: { onAdd: (line: NewOrderLineRow) => void }) {
  const queryClient = useQueryClient();
  const { form, handleSubmit } = useAppForm({
    defaultValues: DEFAULTS,
    rule,
    fieldOf,
    guardLeaving: false,
    afterSave: 'defaults',
  });
  const id_producto = useWatch({ control: form.control, name: 'id_producto' });
  const names = useRef(new Map<string, string>());

  // A product picked: its catalogue price fills the price, its name goes with the line.
  useEffect(() => {
    if (id_producto === '') return;
    let current = true;
    void queryClient.fetchQuery(erpProductSearchQuery(id_producto)).then((found) => {
      const product = found.find((candidate) => candidate.id_producto === id_producto);
      if (!current || !product) return;
      names.current.set(product.id_producto, product.nombre);
      form.setValue('price', String(product.precio), { shouldDirty: true });
    });
    return () => {
      current = false;
    };
  }, [id_producto, queryClient, form]);

  const onSubmit = handleSubmit(async (line) => {
    onAdd({ ...line, key: crypto.randomUUID(), nombre: names.current.get(line.id_producto) ?? '' });
  });

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      label="Add product line"
      className="flex flex-wrap items-start gap-3"
    >
      <div className="w-80">
        <ProductReferencesInput<LineValues>
          name="id_producto"
          label="Product"
          single
          source="erp"
          hint="Reference, or part of the name to search"
        />
      </div>
      <TextInput<LineValues>
        name="quantity"
        label="Quantity"
        type="number"
        min={1}
        step={1}
        className="w-28"
      />
      <TextInput<LineValues> name="price" label="Price" type="number" min={0} step="0.01" className="w-32" />
      <TextInput<LineValues>
        name="discount"
        label="Discount (%)"
        type="number"
        min={0}
        max={100}
        className="w-32"
      />
      <div className="pt-6">
        <SubmitButton>Add product</SubmitButton>
      </div>
    </Form>
  );
}
