import { parentPath } from '@cellar/sdk';
import { LANGUAGES } from '@cellar/validation';
import {
  COUNCIL_FIELDS,
  type CouncilField,
  newClassificationRow,
  RATING_CODES,
  RATINGS,
  siteMessages,
  validateZoneEditor,
  type ZoneEditorFields,
  type ZoneEditorValues,
  zoneEditorValues,
  zoneUpsertBody,
} from '@cellar/validation/site';
import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { FieldSet, Form, SaveBar, SelectInput, TextInput, useObjectTabForm } from '@/components/form';
import { RichTextInput } from '@/components/form/rich-text-input';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useSaveZone } from '@/features/site-editors/api/regions';
import { zoneFieldOf } from '@/features/site-editors/utils/zone-field-of';
import type { ObjectTabProps } from '@/lib/editor-registry';
import { errorMessage } from '@/lib/error-message';
import { EmblematicWineries } from './emblematic-wineries';
import { RegionTools } from './region-tools';
import { ZoneImages } from './zone-images';

const messages = siteMessages.zone;

const COUNCIL_LABELS: Readonly<Record<CouncilField, string>> = {
  direccion: 'Address',
  codigo_postal: 'Postal code',
  localidad: 'Town',
  telefono: 'Phone',
  email: 'Email',
  web: 'Web',
  anyo_fundacion: 'Year founded',
  num_elaboradores: 'Number of producers',
  superficie: 'Area (ha)',
};

const RATING_OPTIONS = RATING_CODES.map((code) => ({
  value: String(code),
  label: `${code} ${RATINGS[code]}`,
}));

/**
 * The region (ZonaGeo) Edit tab (site-content-and-shell §2.11): comment per language, regulating council,
 * emblematic wineries and vintage classifications in one form saved by upsert on the parent ('Guardado
 * satisfactoriamente' / 'Error al guardar: ...'); below it, moving or copying the region's products and deleting it.
 */
export function RegionEditTab(props: ObjectTabProps) {
  const { object, path, permissions } = props;
  const save = useSaveZone(path, parentPath(path));
  const stored = useMemo(() => zoneEditorValues(object), [object]);
  const tab = useObjectTabForm<ZoneEditorValues, ZoneEditorFields>(props, {
    tab: 'Edit',
    values: stored,
    rule: validateZoneEditor,
    fieldOf: zoneFieldOf,
    // An upsert on the parent: it carries no last-mod-date.
    save: (fields) => save.mutateAsync(zoneUpsertBody(object, fields)),
    toasts: { saved: messages.saved, failed: (error) => messages.saveError(errorMessage(error)) },
    onInvalid: (found) => {
      for (const message of new Set(found)) toast.error(message);
    },
  });
  const { readOnly } = tab;

  return (
    <div className="flex max-w-5xl flex-col gap-8">
      <Form {...tab.formProps} label="Edit region" className="flex flex-col gap-6">
        <SaveBar label="Guardar" readOnly={readOnly} />
        <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-6">
          <FieldSet name="comentario" legend="Comment">
            {LANGUAGES.map((language) => (
              <RichTextInput<ZoneEditorValues>
                key={language}
                name={`comentario.${language}`}
                label={`Comment (${language})`}
                readOnly={readOnly}
              />
            ))}
          </FieldSet>
          <FieldSet name="consejo_regulador" legend="Regulating council">
            <div className="grid gap-3 md:grid-cols-3">
              {COUNCIL_FIELDS.map((name) => (
                <TextInput<ZoneEditorValues>
                  key={name}
                  name={`consejo_regulador.${name}`}
                  label={COUNCIL_LABELS[name]}
                />
              ))}
            </div>
          </FieldSet>
          <EmblematicWineries readOnly={readOnly} />
          <Classifications readOnly={readOnly} />
        </fieldset>
      </Form>
      <ZoneImages object={object} path={path} readOnly={readOnly} />
      <RegionTools path={path} readOnly={readOnly} permissions={permissions} />
    </div>
  );
}

/**
 * Vintage classifications: a year and one of the five ratings per row (§3, §5). The rows are one controlled list
 * (react-hook-form's useFieldArray would bring its code into the admin's first page, which carries the form kit).
 */
function Classifications({ readOnly }: { readOnly: boolean }) {
  const { field } = useController<ZoneEditorValues, 'clasificaciones'>({ name: 'clasificaciones' });
  const rows = Array.isArray(field.value) ? field.value : [];
  return (
    <FieldSet name="clasificaciones" legend="Vintage classifications">
      <ul aria-label="Vintage classifications" className="flex flex-col gap-2">
        {rows.map((_row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position; removing one renumbers the rest.
          <li key={index} className="flex items-end gap-3">
            <TextInput<ZoneEditorValues>
              name={`clasificaciones.${index}.year`}
              label={`Year ${index + 1}`}
              inputMode="numeric"
              className="w-32"
            />
            <SelectInput<ZoneEditorValues, string>
              name={`clasificaciones.${index}.rating`}
              label={`Rating ${index + 1}`}
              options={RATING_OPTIONS}
              className="w-48"
            />
            <Button
              variant="ghost"
              disabled={readOnly}
              onClick={() => field.onChange(rows.filter((_other, at) => at !== index))}
            >
              Remove year {index + 1}
            </Button>
          </li>
        ))}
      </ul>
      <div>
        <Button
          variant="secondary"
          disabled={readOnly}
          onClick={() => field.onChange([...rows, newClassificationRow()])}
        >
          Add classification
        </Button>
      </div>
    </FieldSet>
  );
}
