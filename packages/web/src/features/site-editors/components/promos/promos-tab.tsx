import { LANGUAGES, type Language } from '@cellar/validation';
import {
  isHexColor,
  newPromoFormRow,
  type Promo,
  type PromoFormRow,
  type PromoStatus,
  promoFormRows,
  promoStatus,
  siteMessages,
  validatePromoForm,
} from '@cellar/validation/site';
import { useMemo } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import {
  CheckboxInput,
  type FieldOf,
  Form,
  SubmitButton,
  TextInput,
  useFieldMessages,
  useObjectTabForm,
} from '@/components/form';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useSavePromos } from '@/features/site-editors/api/save-promos';
import type { ObjectTabProps } from '@/lib/editor-registry';
import { readableTextColor } from '@/lib/readable-text-color';

const messages = siteMessages.promos;

interface PromosForm {
  promos: PromoFormRow[];
}

/** Every issue of the rule and of the server is at `promos.{i}.{field}[.{language}]`: the field of that name. */
const fieldOf: FieldOf = (path) => (path.startsWith('promos.') ? path : null);

const STATUS_LABELS: Record<PromoStatus, string> = { past: 'Past', running: 'Running', future: 'Upcoming' };
const STATUS_CLASSES: Record<PromoStatus, string> = {
  past: 'bg-slate-100 text-slate-600',
  running: 'bg-emerald-100 text-emerald-800',
  future: 'bg-sky-100 text-sky-800',
};

/** The name a promo goes by on screen and in the rule's message: its Spanish text, else its id. */
const promoTitle = (row: Pick<PromoFormRow, 'id' | 'text'>, index: number) =>
  row.text.es.trim() || row.id || `#${index + 1}`;

/**
 * The Promos object's Content tab (site-content-and-shell §2.9): the site-wide promo banners, each with its Madrid
 * dates (the end saved at 23:59:59 Madrid), background colour (#RRGGBB, #fbe89d for a new one), text and link per
 * language and countdown (on for a new one). Saved whole by PATCH {promos}; a promo missing a text is refused with
 * "It's missing the {language} translation of the promo {title}". Without ModifyContent it shows, Save disabled.
 */
export function PromosTab(props: ObjectTabProps) {
  const { object, path } = props;
  const save = useSavePromos(path);
  const stored = useMemo<PromosForm>(() => ({ promos: promoFormRows(object.promos) }), [object.promos]);
  const tab = useObjectTabForm<PromosForm, Promo[]>(props, {
    tab: 'Content',
    values: stored,
    rule: validatePromoForm,
    fieldOf,
    save: (promos, lastModDate) => save.mutateAsync({ promos, lastModDate }),
    toasts: { saved: messages.saved, failed: () => messages.saveError },
    onInvalid: (invalid) => {
      for (const message of invalid) toast.error(message);
    },
  });

  return (
    <Form {...tab.formProps} label="Promos" className="flex flex-col gap-4">
      <PromoList disabled={tab.readOnly} />
    </Form>
  );
}

function PromoList({ disabled }: { disabled: boolean }) {
  const { getValues, setValue } = useFormContext<PromosForm>();
  const rows = useWatch<PromosForm, 'promos'>({ name: 'promos' }) ?? [];
  const change = (next: PromoFormRow[]) => setValue('promos', next, { shouldDirty: true });
  const add = () => {
    const current = getValues('promos');
    change([
      newPromoFormRow(
        current.map((row) => row.id),
        Date.now(),
      ),
      ...current,
    ]);
  };
  const remove = (index: number) => change(getValues('promos').filter((_, at) => at !== index));

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="secondary" onClick={add} disabled={disabled}>
          Add promo
        </Button>
        <SubmitButton pendingLabel="Saving..." disabled={disabled}>
          Save promos
        </SubmitButton>
      </div>
      {rows.length === 0 ? <p className="text-sm text-slate-600">There are no promos.</p> : null}
      <ol aria-label="Promos" className="flex flex-col gap-4">
        {rows.map((row, index) => (
          <li key={row.id || index}>
            <PromoCard row={row} index={index} disabled={disabled} onRemove={() => remove(index)} />
          </li>
        ))}
      </ol>
    </>
  );
}

function PromoCard({
  row,
  index,
  disabled,
  onRemove,
}: {
  row: PromoFormRow;
  index: number;
  disabled: boolean;
  onRemove: () => void;
}) {
  const title = promoTitle(row, index);
  const status = promoStatus(row);
  const at = <F extends string>(field: F) => `promos.${index}.${field}` as const;
  return (
    <fieldset
      aria-label={`Promo ${title}`}
      disabled={disabled}
      className="flex min-w-0 flex-col gap-3 rounded border border-slate-200 p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="font-medium text-slate-900">{title}</h2>
        <span className={`rounded px-2 py-0.5 text-xs ${STATUS_CLASSES[status]}`}>
          {STATUS_LABELS[status]}
        </span>
        {row.isNew ? (
          <span className="rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">New</span>
        ) : null}
        <Button variant="ghost" className="ml-auto" onClick={onRemove}>
          {`Remove promo ${title}`}
        </Button>
      </div>
      <div
        className="rounded px-3 py-2 text-sm"
        style={
          isHexColor(row.bg_color)
            ? { backgroundColor: row.bg_color, color: readableTextColor(row.bg_color) }
            : undefined
        }
        aria-hidden="true"
      >
        {row.text.es || '\u00a0'}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextInput<PromosForm> name={at('date_start')} label="Start (Madrid)" type="date" />
        <TextInput<PromosForm> name={at('date_end')} label="End (Madrid, 23:59:59)" type="date" />
        <ColorInput name={at('bg_color')} />
      </div>
      <CheckboxInput<PromosForm> name={at('display_countdown')} label="Display countdown" />
      <div className="grid gap-3 lg:grid-cols-2">
        {LANGUAGES.map((language: Language) => (
          <div key={language} className="grid gap-2 sm:grid-cols-2">
            <TextInput<PromosForm> name={at(`text.${language}`)} label={`Text (${language})`} />
            <TextInput<PromosForm>
              name={at(`link.${language}`)}
              label={`Link (${language})`}
              placeholder="/ofertas/"
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** The background colour: a colour picker and the #RRGGBB text it stands for, one field (the rule checks the text). */
function ColorInput({ name }: { name: `promos.${number}.bg_color` }) {
  const { field } = useController<PromosForm, typeof name>({ name });
  const errors = useFieldMessages(name);
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <FormField label="Background colour" errors={errors} hint="#RRGGBB">
      {(ids) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label="Background colour picker"
            className="h-8 w-10 shrink-0 rounded border border-slate-300"
            value={isHexColor(value) ? value.toLowerCase() : '#000000'}
            onChange={(event) => field.onChange(event.target.value)}
          />
          <input
            {...ids}
            className={inputClass}
            value={value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
          />
        </div>
      )}
    </FormField>
  );
}
