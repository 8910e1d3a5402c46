import { formatMoney } from '@cellar/validation';
import { useState } from 'react';
import { ProductReferencePicker } from '@/components/form';

import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { useOutCatalogProducts } from '@/features/orders/api/get-out-catalog-products';
import type { AddedProduct } from '@/features/orders/utils/edit-order-form';

/**
 * Adds lines to the order (each isNew): a catalogue product found by search (pedido_search_producto) or an
 * out-of-catalogue one (GET @ids-products-out-catalog, VAT 0.21).
 */
export function AddOrderProducts({ onAdd }: { onAdd: (product: AddedProduct) => void }) {
  const [picked, setPicked] = useState<AddedProduct | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const [outCatalogId, setOutCatalogId] = useState('');
  const outCatalog = useOutCatalogProducts();
  const products = outCatalog.data ?? [];

  const addPicked = () => {
    if (!picked) return;
    onAdd(picked);
    setPicked(null);
    // A fresh picker: its text goes with the product added.
    setPickerKey((key) => key + 1);
  };
  const addOutCatalog = () => {
    const product = products.find((p) => p.id_producto === outCatalogId);
    if (!product) return;
    onAdd({ ...product, outCatalog: true, stock: null });
    setOutCatalogId('');
  };

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <ProductReferencePicker
            key={pickerKey}
            label="Add a product"
            single
            source="erp"
            value={picked?.id_producto ?? ''}
            onChange={(id, product) =>
              setPicked(
                id !== '' && product
                  ? {
                      id_producto: product.referencia,
                      nombre: product.nombre,
                      precio: product.precio ?? 0,
                      outCatalog: false,
                      stock: product.disponibilidad ?? null,
                    }
                  : null,
              )
            }
          />
        </div>
        <Button variant="secondary" disabled={!picked} onClick={addPicked} className="mb-6">
          Add product
        </Button>
      </div>
      <div className="flex items-end gap-2">
        <SelectField
          label="Add an out-of-catalogue product"
          className="flex-1"
          value={outCatalogId}
          onValueChange={setOutCatalogId}
          placeholder="Choose a product"
          disabled={!outCatalog.isSuccess}
          options={products.map((p) => ({
            value: p.id_producto,
            label: `${p.id_producto} · ${p.nombre} · ${formatMoney(p.precio)}`,
          }))}
        />
        <Button variant="secondary" disabled={outCatalogId === ''} onClick={addOutCatalog}>
          Add out-of-catalogue product
        </Button>
      </div>
    </div>
  );
}
