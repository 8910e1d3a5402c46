import { TIPO_PREFIXES } from '@cellar/validation/catalogue';
import { SITE_LIMITS, validateNewPack } from '@cellar/validation/site';
import { useState } from 'react';
import { CreateFormLayout } from '@/features/content/components/create/create-form-layout';
import { type CreateFormProps, InputField } from '@/features/content/components/create/fields';
import { useCreateSubmit } from '@/features/content/components/create/use-create-submit';

/** The server names the pack's fields as the Producto type does; the form as §2.12 does. */
const SERVER_FIELD: Readonly<Record<string, string>> = {
  nombre: 'name',
  id: 'group',
  referencia_pack: 'reference',
};
const FIELDS = ['name', 'group', 'reference'];

/** Add new Pack (§2.12): Name, Grupo, Pack reference; the pack's id is the group, its tipo /pk. */
export function PackForm({ parentPath, type, onDone }: CreateFormProps) {
  const [name, setName] = useState('');
  const [group, setGroup] = useState('');
  const [reference, setReference] = useState('');
  const { submit, errors, bind, formErrors, pending } = useCreateSubmit({
    kind: 'pack',
    onDone,
    serverFields: SERVER_FIELD,
  });

  return (
    <CreateFormLayout
      pending={pending}
      submitLabel="Create Pack"
      onCancel={onDone}
      formErrors={formErrors(FIELDS, errors)}
      onSubmit={() =>
        submit(validateNewPack({ name, group, reference }), (value) => ({
          parent: parentPath,
          body: {
            '@type': type === 'Pack' ? 'Producto' : type,
            id: value.group,
            nombre: value.name,
            tipo: TIPO_PREFIXES.pack,
            referencia_pack: value.reference,
          },
        }))
      }
    >
      <InputField label="Name" value={name} {...bind(setName, 'name')} />
      <InputField label="Grupo" value={group} {...bind(setGroup, 'group')} />
      <InputField
        label="Pack reference"
        value={reference}
        hint={`id_producto, at most ${SITE_LIMITS.packReference} characters`}
        {...bind(setReference, 'reference')}
      />
    </CreateFormLayout>
  );
}
