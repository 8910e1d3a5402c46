import { DEFAULT_ZONE_TYPE, validateNewZone, ZONE_TYPES } from '@cellar/validation/site';
import { useState } from 'react';
import { CreateFormLayout } from '../create-form-layout';
import { type CreateFormProps, errorsOf, InputField, SelectField } from '../fields';
import { useCreateSubmit } from '../use-create-submit';

const FIELDS = ['id', 'nombre', 'nombre.es', 'tipo'];

/** New ZonaGeo (§3, §5): id, Spanish name and tipo (default 'do'). */
export function ZonaGeoForm({ parentPath, type, onDone }: CreateFormProps) {
  const [id, setId] = useState('');
  const [nombre, setNombre] = useState('');
  const [tipo, setTipo] = useState<string>(DEFAULT_ZONE_TYPE);
  const { submit, errors, clearError, formErrors, pending } = useCreateSubmit({ kind: 'zona-geo', onDone });

  return (
    <CreateFormLayout
      pending={pending}
      onCancel={onDone}
      formErrors={formErrors(FIELDS, errors)}
      onSubmit={() =>
        submit(validateNewZone({ id, tipo, nombre: { es: nombre } }), (value) => ({
          parent: parentPath,
          body: { '@type': type, id: value.id, tipo: value.tipo, nombre: value.nombre },
        }))
      }
    >
      <InputField
        label="Id"
        value={id}
        errors={errorsOf(errors, 'id')}
        onValueChange={(text) => {
          setId(text);
          clearError('id');
        }}
      />
      <InputField
        label="Nombre (es)"
        value={nombre}
        errors={errorsOf(errors, 'nombre.es', 'nombre')}
        onValueChange={(text) => {
          setNombre(text);
          clearError('nombre.es');
          clearError('nombre');
        }}
      />
      <SelectField
        label="Tipo"
        value={tipo}
        options={ZONE_TYPES.map((zoneType) => ({ value: zoneType, label: zoneType }))}
        errors={errorsOf(errors, 'tipo')}
        onValueChange={(value) => {
          setTipo(value);
          clearError('tipo');
        }}
      />
    </CreateFormLayout>
  );
}
