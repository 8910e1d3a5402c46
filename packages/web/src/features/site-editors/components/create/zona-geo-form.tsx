import {
  CONTENT_LIMITS,
  DEFAULT_ZONE_TYPE,
  type NewZoneValue,
  siteMessages,
  validateNewZone,
  ZONE_TYPES,
  type ZoneType,
} from '@cellar/validation/site';
import { CreateForm, useCreateForm } from '@/components/create-form';
import { fieldsNamed, SelectInput, TextInput } from '@/components/form';
import type { CreateFormProps } from '@/lib/editor-registry';

interface ZonaGeoFields {
  id: string;
  /** The Spanish name (`nombre.es`). */
  nombre: string;
  tipo: ZoneType;
}

const NEW_ZONE: ZonaGeoFields = { id: '', nombre: '', tipo: DEFAULT_ZONE_TYPE };
const fieldOf = fieldsNamed(['id', 'nombre', 'tipo']);
const rule = ({ id, nombre, tipo }: ZonaGeoFields) => validateNewZone({ id, tipo, nombre: { es: nombre } });

/** New ZonaGeo (site-content-and-shell §3, §5): id, Spanish name and tipo (default 'do'). */
export function ZonaGeoForm({ parentPath, type, create, onCancel }: CreateFormProps) {
  const app = useCreateForm<ZonaGeoFields, NewZoneValue>({
    kind: 'zona-geo',
    parentPath,
    defaultValues: NEW_ZONE,
    rule,
    fieldOf,
    created: siteMessages.zone.created,
  });

  return (
    <CreateForm
      app={app}
      label="New ZonaGeo"
      onCancel={onCancel}
      onSubmit={app.submit((zone) => create({ parent: parentPath, body: { '@type': type, ...zone } }))}
    >
      <TextInput<ZonaGeoFields> name="id" label="Id" maxLength={CONTENT_LIMITS.id} />
      <TextInput<ZonaGeoFields> name="nombre" label="Nombre (es)" />
      <SelectInput<ZonaGeoFields, ZoneType> name="tipo" label="Tipo" options={ZONE_TYPES} />
    </CreateForm>
  );
}
