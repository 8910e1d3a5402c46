import { TIPO_PREFIXES } from '@cellar/validation/catalogue';
import { SITE_LIMITS, validateNewPack } from '@cellar/validation/site';
import { useState } from 'react';
import { CreateFormLayout } from '../create-form-layout';
import { issuesToFieldErrors } from '../create-routing';
import { type CreateFormProps, errorsOf, InputField } from '../fields';
import { useCreateSubmit } from '../use-create-submit';

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
  const {
    submit,
    errors: rawErrors,
    clearError,
    formErrors,
    pending,
  } = useCreateSubmit({ kind: 'pack', onDone });
  const errors = issuesToFieldErrors(
    Object.entries(rawErrors).flatMap(([path, messages]) =>
      messages.map((message) => ({ path: SERVER_FIELD[path] ?? path, message })),
    ),
  );
  const clear = (field: string) => {
    clearError(field);
    for (const [server, form] of Object.entries(SERVER_FIELD)) if (form === field) clearError(server);
  };

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
      <InputField
        label="Name"
        value={name}
        errors={errorsOf(errors, 'name')}
        onValueChange={(text) => {
          setName(text);
          clear('name');
        }}
      />
      <InputField
        label="Grupo"
        value={group}
        errors={errorsOf(errors, 'group')}
        onValueChange={(text) => {
          setGroup(text);
          clear('group');
        }}
      />
      <InputField
        label="Pack reference"
        value={reference}
        hint={`id_producto, at most ${SITE_LIMITS.packReference} characters`}
        errors={errorsOf(errors, 'reference')}
        onValueChange={(text) => {
          setReference(text);
          clear('reference');
        }}
      />
    </CreateFormLayout>
  );
}
