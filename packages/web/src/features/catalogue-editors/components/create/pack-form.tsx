import { TIPO_PREFIXES } from '@cellar/validation/catalogue';
import {
  CONTENT_LIMITS,
  type NewPackValue,
  SITE_LIMITS,
  siteMessages,
  validateNewPack,
} from '@cellar/validation/site';
import { CreateForm, useCreateForm } from '@/components/create-form';
import { fieldsNamed, TextInput } from '@/components/form';
import type { CreateFormProps } from '@/lib/editor-registry';

interface PackFields {
  name: string;
  /** The pack's id. */
  group: string;
  /** The pack's id_producto. */
  reference: string;
}

const NEW_PACK: PackFields = { name: '', group: '', reference: '' };
/** The server names the pack's fields as the Producto type does; the form as §2.12 does. */
const fieldOf = fieldsNamed(['name', 'group', 'reference'], {
  nombre: 'name',
  id: 'group',
  referencia_pack: 'reference',
});

/** Add new Pack (site-content-and-shell §2.12): Name, Grupo, Pack reference; the id is the group, the tipo /pk. */
export function PackForm({ parentPath, type, create, onCancel }: CreateFormProps) {
  const app = useCreateForm<PackFields, NewPackValue>({
    kind: 'pack',
    parentPath,
    defaultValues: NEW_PACK,
    rule: validateNewPack,
    fieldOf,
    created: siteMessages.pack.created,
  });

  return (
    <CreateForm
      app={app}
      label="New Pack"
      submitLabel="Create Pack"
      onCancel={onCancel}
      onSubmit={app.submit((pack) =>
        create({
          parent: parentPath,
          body: {
            '@type': type === 'Pack' ? 'Producto' : type,
            id: pack.group,
            nombre: pack.name,
            tipo: TIPO_PREFIXES.pack,
            referencia_pack: pack.reference,
          },
        }),
      )}
    >
      <TextInput<PackFields> name="name" label="Name" maxLength={CONTENT_LIMITS.productName} />
      <TextInput<PackFields> name="group" label="Grupo" maxLength={CONTENT_LIMITS.id} />
      <TextInput<PackFields>
        name="reference"
        label="Pack reference"
        hint={`id_producto, at most ${SITE_LIMITS.packReference} characters`}
        maxLength={SITE_LIMITS.packReference}
      />
    </CreateForm>
  );
}
