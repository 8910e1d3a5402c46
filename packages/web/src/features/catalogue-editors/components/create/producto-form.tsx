import { TIPO_PREFIXES, tipoPrefixFor } from '@cellar/validation/catalogue';
import {
  CONTENT_LIMITS,
  type NewProductoValue,
  siteMessages,
  validateNewProducto,
} from '@cellar/validation/site';
import { useCallback } from 'react';
import { CreateForm, useCreateForm } from '@/components/create-form';
import { fieldsNamed, TextInput } from '@/components/form';
import type { CreateFormProps } from '@/lib/editor-registry';

interface ProductoFields {
  nombre: string;
  /** A type prefix: /vi wine, /de spirit, /pk pack, /co complement. */
  tipo: string;
}

/** The id is made from the name: the server's issues on it show under the name. */
const fieldOf = fieldsNamed(['nombre', 'tipo'], { id: 'nombre' });

/** New Producto (site-content-and-shell §2.3, §3): a name and a tipo, /co under /complementos/, else /vi. */
export function ProductoForm({ parentPath, type, create, onCancel }: CreateFormProps) {
  const rule = useCallback((values: ProductoFields) => validateNewProducto(values, parentPath), [parentPath]);
  const app = useCreateForm<ProductoFields, NewProductoValue>({
    kind: 'producto',
    parentPath,
    defaultValues: { nombre: '', tipo: tipoPrefixFor(parentPath) ?? TIPO_PREFIXES.wine },
    rule,
    fieldOf,
    created: siteMessages.producto.created,
  });

  return (
    <CreateForm
      app={app}
      label="New Producto"
      onCancel={onCancel}
      onSubmit={app.submit((producto) =>
        create({ parent: parentPath, body: { '@type': type, ...producto } }),
      )}
    >
      <TextInput<ProductoFields> name="nombre" label="Name" maxLength={CONTENT_LIMITS.productName} />
      <TextInput<ProductoFields>
        name="tipo"
        label="Type"
        hint="Type prefix: /vi wine, /de spirit, /pk pack, /co complement (e.g. /vi/tinto)"
      />
    </CreateForm>
  );
}
