import { slugify } from '@cellar/validation';
import {
  bodegaInternalId,
  CONTENT_LIMITS,
  type NewBodegaValue,
  siteMessages,
  validateNewBodega,
} from '@cellar/validation/site';
import { useWatch } from 'react-hook-form';
import { CreateForm, useCreateForm, useFollowingField } from '@/components/create-form';
import { fieldsNamed, SelectInput, TextInput, useFieldMessages } from '@/components/form';
import { InputField } from '@/components/ui/form-field';
import { useCountries } from '@/features/catalogue-editors/api/get-countries';
import type { CreateFormProps } from '@/lib/editor-registry';
import { errorMessage } from '@/lib/error-message';

interface BodegaFields {
  nombre: string;
  /** The slug of the winery's address; follows the name until typed. */
  id: string;
  id_pais: string;
}

const NEW_BODEGA: BodegaFields = { nombre: '', id: '', id_pais: '' };
const fieldOf = fieldsNamed(['nombre', 'id', 'internal_id', 'id_pais']);

/** New Bodega (site-content-and-shell §3, §5): nombre, id (slug from nombre), internal_id (computed), id_pais. */
export function BodegaForm({ parentPath, type, create, onCancel }: CreateFormProps) {
  const app = useCreateForm<BodegaFields, NewBodegaValue>({
    kind: 'bodega',
    parentPath,
    defaultValues: NEW_BODEGA,
    rule: validateNewBodega,
    fieldOf,
    created: siteMessages.bodega.created,
    failure: (error) => siteMessages.bodega.serverError(errorMessage(error)),
  });
  useFollowingField(app.form, 'nombre', 'id', slugify);
  const countries = useCountries();

  return (
    <CreateForm
      app={app}
      label="New Bodega"
      onCancel={onCancel}
      onSubmit={app.submit((bodega) => create({ parent: parentPath, body: { '@type': type, ...bodega } }))}
    >
      <TextInput<BodegaFields> name="nombre" label="Nombre" maxLength={CONTENT_LIMITS.bodegaName} />
      <TextInput<BodegaFields>
        name="id"
        label="Id"
        hint="The slug of the winery's address"
        maxLength={CONTENT_LIMITS.id}
      />
      <InternalId />
      <SelectInput<BodegaFields, string>
        name="id_pais"
        label="Country"
        placeholder={countries.isPending ? 'Loading...' : 'Select a country'}
        options={(countries.data ?? []).map((country) => ({ value: country.id_pais, label: country.nombre }))}
      />
    </CreateForm>
  );
}

/** The internal id, derived from the id (§5: its first 4 characters without hyphens): shown, never typed. */
function InternalId() {
  const id = useWatch<BodegaFields, 'id'>({ name: 'id' });
  return (
    <InputField
      label="Internal id"
      value={bodegaInternalId(id ?? '')}
      readOnly
      errors={useFieldMessages('internal_id')}
    />
  );
}
