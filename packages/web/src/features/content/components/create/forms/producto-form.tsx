import { normalisePath } from '@cellar/sdk';
import { ok, slugify } from '@cellar/validation';
import { TIPO_PREFIXES } from '@cellar/validation/catalogue';
import { useState } from 'react';
import { CreateFormLayout } from '@/features/content/components/create/create-form-layout';
import { type CreateFormProps, InputField } from '@/features/content/components/create/fields';
import { useCreateSubmit } from '@/features/content/components/create/use-create-submit';

const FIELDS = ['nombre', 'tipo', 'id'];

/** New Producto (§3): nombre and tipo (a complement under /complementos/, else a wine by default). */
export function ProductoForm({ parentPath, type, onDone }: CreateFormProps) {
  const [nombre, setNombre] = useState('');
  const [tipo, setTipo] = useState<string>(
    normalisePath(parentPath).startsWith('/complementos/') ? TIPO_PREFIXES.complement : TIPO_PREFIXES.wine,
  );
  const { submit, errors, bind, formErrors, pending } = useCreateSubmit({ kind: 'producto', onDone });

  return (
    <CreateFormLayout
      pending={pending}
      onCancel={onDone}
      formErrors={formErrors(FIELDS, errors)}
      onSubmit={() => {
        const id = slugify(nombre);
        // The product rules run on the server (tipo prefix by folder); its 400 details show under the fields.
        submit(ok({ nombre, tipo }), (value) => ({
          parent: parentPath,
          body: { '@type': type, ...(id ? { id } : {}), ...value },
        }));
      }}
    >
      <InputField label="Nombre" value={nombre} {...bind(setNombre, 'nombre', 'id')} />
      <InputField
        label="Tipo"
        value={tipo}
        hint="Type prefix: /vi wine, /de spirit, /pk pack, /co complement (e.g. /vi/tinto)"
        {...bind(setTipo, 'tipo')}
      />
    </CreateFormLayout>
  );
}
