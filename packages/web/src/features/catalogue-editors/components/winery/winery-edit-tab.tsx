import { ok } from '@cellar/validation';
import { catalogueMessages, validateMapLinkField, WINERY_MENU_SECTIONS } from '@cellar/validation/catalogue';
import { clsx } from 'clsx';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ObjectForm } from '@/components/object-form/object-form';
import { type FieldSpec, schemaFields } from '@/components/object-form/schema-fields';
import { Loading } from '@/components/ui/loading';
import { ViewOnShopMenu } from '@/components/view-on-shop-menu';
import { useFieldConstants } from '@/features/catalogue-editors/api/get-field-constants';
import { useTypeSchema } from '@/features/catalogue-editors/api/get-type-schema';
import type { ObjectTabProps } from '@/lib/editor-registry';
import { defineUrlState, name, useUrlState } from '@/lib/url-state';
import { useReloadObject } from '@/lib/use-reload-object';
import { useSaveObject } from '@/lib/use-save-object';
import { LocationMap } from './location-map';
import {
  sectionOf,
  WINERY_SECTION_FIELDS,
  wineryFormValues,
  wineryPatch,
  wineryTextFields,
} from './winery-fields';

const FIRST_SECTION = WINERY_MENU_SECTIONS[0]?.id ?? 'details';
const EDITED = new Set(Object.values(WINERY_SECTION_FIELDS).flat());

/** A winery's own rule over the changed fields (the backend's too): a map link typed must carry coordinates. */
const wineryRule = (body: Record<string, unknown>) =>
  'googlemap_url' in body ? validateMapLinkField(body.googlemap_url) : ok(body);

/** The section of the Edit tab lives in the URL (`?menu=`), beside the object page's path and tab. */
const wineryEditUrl = defineUrlState({ menu: name() });

/**
 * The winery Edit tab (catalogue-editors §2): a left menu of nine sections (`?menu=`), the fields of the section
 * chosen, and a header with 'View winery on' and 'Save winery'. One form holds every section, so a save sends
 * whatever changed in any of them (PATCH of the changed fields, texts per language inside `localized_text`).
 */
export function WineryEditTab(props: ObjectTabProps) {
  const { object, path, readOnly, menu } = props;
  const section = WINERY_MENU_SECTIONS.some((s) => s.id === menu) ? (menu as string) : FIRST_SECTION;
  const schema = useTypeSchema(object['@type']);
  const constants = useFieldConstants();
  const save = useSaveObject(path);
  const reload = useReloadObject(path);
  // The date the user's own map image upload or delete left on the object (see the generic Edit tab).
  const [ownDate, setOwnDate] = useState<string | null>(null);

  const fields = useMemo((): FieldSpec[] => {
    if (!schema.data) return [];
    const provincias = constants.data?.provincias;
    const paises = constants.data?.paises;
    const own = schemaFields(schema.data)
      .filter((field) => EDITED.has(field.name))
      .map((field): FieldSpec => {
        if (field.name === 'id_provincia' && provincias)
          return {
            ...field,
            kind: 'choice',
            options: provincias.map((p) => p.id_provincia),
            optionLabels: Object.fromEntries(provincias.map((p) => [p.id_provincia, p.nombre])),
          };
        if (field.name === 'id_pais' && paises)
          return { ...field, optionLabels: Object.fromEntries(paises.map((p) => [p.id_pais, p.nombre])) };
        return field;
      });
    return [...own, ...wineryTextFields()];
  }, [schema.data, constants.data]);

  // The province and country names come before the form (a failure there leaves the plain lists).
  if (schema.isPending || constants.isPending) return <Loading />;
  if (schema.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {schema.error.message}
      </p>
    );

  return (
    <div className="flex flex-col gap-4 md:flex-row">
      <SectionMenu current={section} />
      <div className="min-w-0 flex-1">
        <ObjectForm
          key={path}
          tab={props}
          name="Edit"
          label="Edit winery"
          fields={fields}
          storedOf={wineryFormValues}
          ownModificationDate={ownDate}
          submitLabel={catalogueMessages.labels.saveWinery}
          toolbar={<ViewOnShopMenu label={catalogueMessages.labels.viewWineryOn} pathOnShop={() => path} />}
          shown={(field) => sectionOf(field.name) === section}
          rule={wineryRule}
          save={(body, lastModDate) => save.mutateAsync({ body: wineryPatch(object, body), lastModDate })}
          footer={
            section === 'location' ? (
              <LocationMap
                path={path}
                stored={object.location_map}
                readOnly={readOnly}
                onChanged={() =>
                  void reload()
                    .then((fresh) => setOwnDate(fresh.modification_date))
                    .catch(() => undefined)
                }
              />
            ) : null
          }
        />
      </div>
    </div>
  );
}

/** The left menu: each section a link to `?menu={id}`, the rest of the address kept. */
function SectionMenu({ current }: { current: string }) {
  const { hrefFor } = useUrlState(wineryEditUrl);
  return (
    <nav aria-label="Winery sections" className="md:w-56 md:shrink-0">
      <ul className="flex flex-col gap-0.5">
        {WINERY_MENU_SECTIONS.map((s) => (
          <li key={s.id}>
            <Link
              to={hrefFor({ menu: s.id })}
              aria-current={s.id === current ? 'page' : undefined}
              className={clsx(
                'block rounded px-3 py-1.5 text-sm',
                s.id === current ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
