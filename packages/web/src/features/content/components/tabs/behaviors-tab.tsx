import type { Behaviors, Resource, TypeSchema } from '@cellar/sdk';
import { catalogueMessages, SEO_BEHAVIOR } from '@cellar/validation/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo } from 'react';
import { GENERIC_SAVE_TOASTS, type SaveToasts } from '@/components/form';
import { ObjectForm } from '@/components/object-form/object-form';
import { behaviorFields, type FieldSpec } from '@/components/object-form/schema-fields';
import { Loading } from '@/components/ui/loading';
import { toast } from '@/components/ui/toast';
import { useAddBehavior } from '@/features/content/api/add-behavior';
import { usePatchObject } from '@/features/content/api/patch-object';
import { contentQueries } from '@/features/content/api/query-keys';
import { useRemoveBehavior } from '@/features/content/api/remove-behavior';
import type { ObjectTabProps } from '@/lib/editor-registry';

/** The SEO behaviour saves with its own messages (catalogue-editors §8). */
const saveMessagesOf = (behavior: string): SaveToasts<unknown> =>
  behavior === SEO_BEHAVIOR
    ? { saved: catalogueMessages.seo.saved, failed: () => catalogueMessages.seo.error }
    : GENERIC_SAVE_TOASTS;

/**
 * A behaviour's fields: its schema from `@behaviors` (Guillotina answers each behaviour's schema under its
 * name), else from the type schema; without either the whole value is edited as JSON.
 */
export function fieldsOfBehavior(
  name: string,
  behaviors: Behaviors,
  type: TypeSchema | undefined,
): FieldSpec[] {
  return (
    behaviorFields(behaviors[name]) ??
    behaviorFields(type?.properties[name]) ?? [
      { name: '__value', kind: 'json', title: name, required: false, readonly: false },
    ]
  );
}

/** What a behaviour's form edits: its fields, or (without a schema) the whole value as `__value`. */
function behaviorValue(resource: Resource, name: string, whole: boolean): Record<string, unknown> {
  const value = resource[name];
  if (whole) return { __value: value ?? {} };
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

const shortName = (dotted: string) => dotted.split('.').pop() ?? dotted;

/** Static behaviours (from the type) and dynamic ones (added to this object), each with its fields. */
export function BehaviorsTab(props: ObjectTabProps) {
  const { object, path, readOnly } = props;
  const behaviors = useQuery(contentQueries.behaviors(path));
  const type = useQuery(contentQueries.type(object['@type']));
  const add = useAddBehavior();
  const remove = useRemoveBehavior();

  if (behaviors.isPending) return <Loading />;
  if (behaviors.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {behaviors.error.message}
      </p>
    );

  const { available, static: fixed, dynamic } = behaviors.data;
  const all = [...new Set([...fixed, ...available, ...dynamic])];
  const active = [...fixed, ...dynamic.filter((name) => !fixed.includes(name))];
  const busy = add.isPending || remove.isPending;

  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">Behaviors</legend>
        {all.map((name) => (
          <BehaviorCheckbox
            key={name}
            name={name}
            checked={
              add.isPending && add.variables.behavior === name
                ? true
                : remove.isPending && remove.variables.behavior === name
                  ? false
                  : fixed.includes(name) || dynamic.includes(name)
            }
            isStatic={fixed.includes(name)}
            disabled={readOnly || busy || fixed.includes(name)}
            onChange={(checked) => {
              const mutation = checked ? add : remove;
              mutation.mutate(
                { path, behavior: name },
                { onError: (error) => toast.error(catalogueMessages.save.error(error.message)) },
              );
            }}
          />
        ))}
      </fieldset>
      {active.map((name) => (
        <BehaviorForm key={name} name={name} tab={props} behaviors={behaviors.data} type={type.data} />
      ))}
    </div>
  );
}

function BehaviorCheckbox({
  name,
  checked,
  isStatic,
  disabled,
  onChange,
}: {
  name: string;
  checked: boolean;
  isStatic: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        className="size-4"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="font-mono text-slate-800">
        {name}
      </label>
      {isStatic ? <span className="text-xs text-slate-500">(static)</span> : null}
    </div>
  );
}

function BehaviorForm({
  name,
  tab,
  behaviors,
  type,
}: {
  name: string;
  tab: ObjectTabProps;
  behaviors: Behaviors;
  type: TypeSchema | undefined;
}) {
  const fields = useMemo(() => fieldsOfBehavior(name, behaviors, type), [name, behaviors, type]);
  const patch = usePatchObject();
  const whole = fields.length === 1 && fields[0]?.name === '__value';
  const storedOf = useCallback((object: Resource) => behaviorValue(object, name, whole), [name, whole]);

  return (
    <section aria-label={shortName(name)} className="flex flex-col gap-2 border-t border-slate-200 pt-4">
      <h3 className="font-mono text-sm font-semibold text-slate-800">{name}</h3>
      <ObjectForm
        key={`${tab.path}|${name}`}
        tab={tab}
        name="Behaviors"
        part={name}
        label={name}
        fields={fields}
        storedOf={storedOf}
        detailsPrefix={name}
        messages={saveMessagesOf(name)}
        save={(body, lastModDate) =>
          patch.mutateAsync({ path: tab.path, body: { [name]: whole ? body.__value : body }, lastModDate })
        }
      />
    </section>
  );
}
