import { slugify } from '@cellar/validation';
import { bodegaInternalId, siteMessages, validateNewBodega } from '@cellar/validation/site';
import { useState } from 'react';
import { SelectField } from '@/components/ui/form-field';
import { useCountries } from '@/features/content/api/get-constants';
import { CreateFormLayout } from '@/features/content/components/create/create-form-layout';
import { type CreateFormProps, errorsOf, InputField } from '@/features/content/components/create/fields';
import { errorText, useCreateSubmit } from '@/features/content/components/create/use-create-submit';

const FIELDS = ['nombre', 'id', 'internal_id', 'id_pais'];

/** New Bodega (§3, §5): nombre, id (slug from nombre), internal_id (computed), id_pais. */
export function BodegaForm({ parentPath, type, onDone }: CreateFormProps) {
  const [nombre, setNombre] = useState('');
  const [id, setId] = useState('');
  // The id follows the name until the user types an id of their own.
  const [idEdited, setIdEdited] = useState(false);
  const [idPais, setIdPais] = useState('');
  const countries = useCountries();
  const { submit, errors, bind, clearError, formErrors, pending } = useCreateSubmit({
    kind: 'bodega',
    successMessage: siteMessages.bodega.created,
    failureMessage: (error) => siteMessages.bodega.serverError(errorText(error)),
    onDone,
  });
  const internalId = bodegaInternalId(id);

  return (
    <CreateFormLayout
      pending={pending}
      onCancel={onDone}
      formErrors={formErrors(FIELDS, errors)}
      onSubmit={() =>
        submit(validateNewBodega({ nombre, id, internal_id: internalId, id_pais: idPais }), (value) => ({
          parent: parentPath,
          body: { '@type': type, ...value },
        }))
      }
    >
      <InputField
        label="Nombre"
        value={nombre}
        errors={errorsOf(errors, 'nombre')}
        onValueChange={(text) => {
          setNombre(text);
          clearError('nombre');
          if (!idEdited) setId(slugify(text));
        }}
      />
      <InputField
        label="Id"
        value={id}
        hint="The slug of the winery's address"
        errors={errorsOf(errors, 'id')}
        onValueChange={(text) => {
          setId(text);
          setIdEdited(true);
          clearError('id');
        }}
      />
      <InputField label="Internal id" value={internalId} readOnly errors={errorsOf(errors, 'internal_id')} />
      <SelectField
        label="Country"
        value={idPais}
        placeholder={countries.isPending ? 'Loading...' : 'Select a country'}
        options={(countries.data ?? []).map((country) => ({ value: country.id_pais, label: country.nombre }))}
        {...bind(setIdPais, 'id_pais')}
      />
    </CreateFormLayout>
  );
}
