import { DEFAULT_ZONE_TYPE, validateNewZone, ZONE_TYPES } from '@cellar/validation/site';
import { useState } from 'react';
import { SelectField } from '@/components/ui/form-field';
import { CreateFormLayout } from '@/features/content/components/create/create-form-layout';
import { type CreateFormProps, InputField } from '@/features/content/components/create/fields';
import { useCreateSubmit } from '@/features/content/components/create/use-create-submit';

const FIELDS = ['id', 'nombre', 'nombre.es', 'tipo'];

/** New ZonaGeo (§3, §5): id, Spanish name and tipo (default 'do'). */
export function ZonaGeoForm({ parentPath, type, onDone }: CreateFormProps) {
  const [id, setId] = useState('');
  const [nombre, setNombre] = useState('');
  const [tipo, setTipo] = useState<string>(DEFAULT_ZONE_TYPE);
  const { submit, errors, bind, formErrors, pending } = useCreateSubmit({ kind: 'zona-geo', onDone });

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
      <InputField label="Id" value={id} {...bind(setId, 'id')} />
      <InputField label="Nombre (es)" value={nombre} {...bind(setNombre, 'nombre.es', 'nombre')} />
      <SelectField
        label="Tipo"
        value={tipo}
        options={ZONE_TYPES.map((zoneType) => ({ value: zoneType, label: zoneType }))}
        {...bind(setTipo, 'tipo')}
      />
    </CreateFormLayout>
  );
}
