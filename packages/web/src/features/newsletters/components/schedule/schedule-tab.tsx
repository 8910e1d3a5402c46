import { LANGUAGES, TIMERS } from '@cellar/validation';
import { COUNTRIES, COUNTRY_NAMES } from '@cellar/validation/catalogue';
import {
  AUDIENCE_DATE_CONDITIONS,
  AUDIENCE_DATE_OP_LABELS,
  AUDIENCE_NUMERIC_CONDITIONS,
  FREQUENCY_OPTIONS,
  isAudienceFileName,
  type NewsletterScheduleForm,
  type NewsletterSchedulePatch,
  newsletterScheduleForm,
  siteMessages,
  validateNewsletterScheduleForm,
} from '@cellar/validation/site';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ChoiceGroup, type FieldOf, Form, SelectInput, TextInput, useObjectTabForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { FormField } from '@/components/ui/form-field';
import { useConfirm } from '@/components/ui/use-confirm';
import {
  audienceCountQuery,
  colectivosQuery,
  provincesQuery,
  regionsQuery,
  useDeleteAudienceEmails,
  useSaveSchedule,
  useUploadAudienceEmails,
} from '@/features/newsletters/api/audience';
import type { ObjectTabProps } from '@/lib/editor-registry';
import { errorMessage } from '@/lib/error-message';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const messages = siteMessages.newsletter;
const EMAILS_LIST = 'Emails list (.txt, one email per line)';

/** The rule's and the server's issues name the field (`finish_at_b`) or a filter of sendto (`sendto.langs`). */
const fieldOf: FieldOf = (path) => path.replace(/^sendto\./, '');

const NUMERIC_LABELS: Record<(typeof AUDIENCE_NUMERIC_CONDITIONS)[number], string> = {
  frecuencia: 'Order frequency (average days between orders)',
  num_pedidos: 'Number of orders',
  importe_total_pds: 'Total spent',
  avg_price_bot: 'Average bottle price',
  max_price_bot: 'Highest bottle price',
};
const DATE_LABELS: Record<(typeof AUDIENCE_DATE_CONDITIONS)[number], string> = {
  fecha_first_pd: 'First order',
  fecha_last_pd: 'Last order',
};

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'error'; message: string };

/**
 * The Newsletter's Schedule tab (site-content-and-shell §2.8, §3, §4): the audience filters, the audience count with
 * its source, the uploaded .txt email list that overrides the filters ('Delete emails filter'), and the dates
 * (schedule_at, finish_at and the A/B pair) in Madrid time. Every change is saved 150 ms after it by a PATCH of only
 * sendto and the four dates. Without ModifyContent (or without the lock) it shows, nothing editable.
 */
export function ScheduleTab(props: ObjectTabProps) {
  const { object, path } = props;
  const save = useSaveSchedule(path);
  const stored = useMemo(() => newsletterScheduleForm(object as Record<string, unknown>), [object]);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const tab = useObjectTabForm<NewsletterScheduleForm, NewsletterSchedulePatch>(props, {
    tab: 'Schedule',
    values: stored,
    rule: validateNewsletterScheduleForm,
    fieldOf,
    savedAsMade: true,
    // Only sendto and the four dates, without last-mod-date: each change is saved over the last.
    save: async (patch) => {
      setState({ kind: 'saving' });
      try {
        await save.mutateAsync({ ...patch });
      } catch (error) {
        setState({ kind: 'error', message: messages.saveError(errorMessage(error)) });
        throw error;
      }
      setState({ kind: 'saved' });
    },
    // The save status line says how it went.
    toasts: null,
    onInvalid: (invalid) => setState({ kind: 'error', message: invalid.join(' ') }),
  });
  const { form, readOnly: disabled } = tab;
  const values = useWatch({ control: form.control });
  const { isDirty } = form.formState;
  const pending = useDebouncedValue(JSON.stringify(values), TIMERS.audienceScheduleDebounce);

  // biome-ignore lint/correctness/useExhaustiveDependencies: saves when the values settle (the debounced text), not on every render
  useEffect(() => {
    if (!disabled && isDirty) void tab.onSubmit();
  }, [pending]);

  return (
    <div className="flex flex-col gap-6">
      <AudienceCount path={path} disabled={disabled} />
      <Form {...tab.formProps} label="Schedule" className="flex flex-col gap-6">
        <fieldset disabled={disabled} className="flex min-w-0 flex-col gap-6">
          <SaveStatus state={state} disabled={disabled} />
          <AudienceFilters path={path} />
          <ScheduleDates />
        </fieldset>
      </Form>
    </div>
  );
}

function SaveStatus({ state, disabled }: { state: SaveState; disabled: boolean }) {
  if (disabled)
    return <p className="text-sm text-slate-600">Read only: you cannot change the audience or the dates.</p>;
  const text =
    state.kind === 'saving'
      ? 'Saving...'
      : state.kind === 'saved'
        ? 'Saved'
        : state.kind === 'error'
          ? state.message
          : 'Changes are saved as you make them.';
  return (
    <p
      role="status"
      aria-label="Save status"
      className={`text-sm ${state.kind === 'error' ? 'text-red-700' : 'text-slate-600'}`}
    >
      {text}
    </p>
  );
}

function AudienceFilters({ path }: { path: string }) {
  const colectivos = useQuery(colectivosQuery(path));
  const provinces = useQuery(provincesQuery());
  const regions = useQuery(regionsQuery());
  return (
    <section aria-label="Audience" className="flex flex-col gap-4">
      <h2 className="font-medium text-slate-900">Audience</h2>
      <ChoiceGroup<NewsletterScheduleForm, string>
        name="langs"
        legend="Languages"
        multiple
        options={LANGUAGES.map((lang) => ({ value: lang, label: lang }))}
      />
      <ChoiceGroup<NewsletterScheduleForm, string>
        name="countries"
        legend="Countries"
        multiple
        choicesClassName="flex flex-wrap gap-x-4 gap-y-1"
        options={COUNTRIES.map((country) => ({ value: country, label: COUNTRY_NAMES[country] ?? country }))}
      />
      <ChoiceGroup<NewsletterScheduleForm, string>
        name="frequency"
        legend="Frequency"
        options={FREQUENCY_OPTIONS.map((option) => ({ value: String(option.value), label: option.label }))}
      />
      <ChoiceGroup<NewsletterScheduleForm, string>
        name="id_provincia"
        legend="Province"
        multiple
        choicesClassName="grid max-h-48 grid-cols-2 gap-1 overflow-y-auto sm:grid-cols-4"
        options={(provinces.data?.provincias ?? []).map((p) => ({ value: p.id_provincia, label: p.nombre }))}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput<NewsletterScheduleForm> name="ciudad" label="City" />
        <SelectInput<NewsletterScheduleForm, string>
          name="fav_region"
          label="Favourite region"
          placeholder="Any region"
          options={regions.data ?? []}
        />
      </div>
      <ChoiceGroup<NewsletterScheduleForm, string>
        name="colectivos_id"
        legend="Groups"
        multiple
        options={(colectivos.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
      />
      <div className="grid gap-3 lg:grid-cols-2">
        {AUDIENCE_NUMERIC_CONDITIONS.map((name) => (
          <div key={name} className="grid grid-cols-2 gap-2">
            <SelectInput<NewsletterScheduleForm, string>
              name={`conditions.${name}.op`}
              label={NUMERIC_LABELS[name]}
              placeholder="Any"
              options={[
                { value: 'lt', label: 'less than' },
                { value: 'gt', label: 'greater than' },
              ]}
            />
            <TextInput<NewsletterScheduleForm>
              name={`conditions.${name}.value`}
              label={`${NUMERIC_LABELS[name]} value`}
              type="number"
              step="any"
            />
          </div>
        ))}
        {AUDIENCE_DATE_CONDITIONS.map((name) => (
          <div key={name} className="grid grid-cols-2 gap-2">
            <SelectInput<NewsletterScheduleForm, string>
              name={`conditions.${name}.op`}
              label={DATE_LABELS[name]}
              placeholder="Any"
              options={[
                { value: 'lt', label: AUDIENCE_DATE_OP_LABELS.lt },
                { value: 'gt', label: AUDIENCE_DATE_OP_LABELS.gt },
              ]}
            />
            <TextInput<NewsletterScheduleForm>
              name={`conditions.${name}.value`}
              label={`${DATE_LABELS[name]} date`}
              type="date"
            />
          </div>
        ))}
      </div>
    </section>
  );
}

function ScheduleDates() {
  return (
    <section aria-label="Dates" className="flex flex-col gap-3">
      <h2 className="font-medium text-slate-900">Dates (Madrid time)</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput<NewsletterScheduleForm> name="schedule_at" label="Scheduled at" type="datetime-local" />
        <TextInput<NewsletterScheduleForm> name="finish_at" label="Finish at" type="datetime-local" />
        <TextInput<NewsletterScheduleForm>
          name="schedule_at_b"
          label="Scheduled at (B)"
          type="datetime-local"
          hint="Second date of an A/B test"
        />
        <TextInput<NewsletterScheduleForm> name="finish_at_b" label="Finish at (B)" type="datetime-local" />
      </div>
    </section>
  );
}

/** The audience count with its source, and the email list that overrides the filters. */
function AudienceCount({ path, disabled }: { path: string; disabled: boolean }) {
  const count = useQuery(audienceCountQuery(path));
  const upload = useUploadAudienceEmails(path);
  const remove = useDeleteAudienceEmails(path);
  const { confirm, confirmDialog } = useConfirm();
  const [fileError, setFileError] = useState<string | null>(null);
  const source = count.data?.source;
  const answer = upload.data;

  const onFile = (file: File | undefined) => {
    setFileError(null);
    upload.reset();
    if (file === undefined) return;
    if (!isAudienceFileName(file.name)) {
      setFileError(messages.audienceFileNotTxt);
      return;
    }
    upload.mutate(file, { onError: (error) => setFileError(errorMessage(error)) });
  };

  // The list is gone once deleted (uploading it again is the only way back): that is asked first.
  const deleteEmails = async () => {
    const agreed = await confirm({
      title: 'Delete emails filter',
      description: messages.confirmDeleteEmails(count.data?.total ?? 0),
      confirmLabel: 'Delete',
    });
    if (!agreed) return;
    upload.reset();
    remove.mutate(undefined, { onError: (error) => setFileError(errorMessage(error)) });
  };

  return (
    <section aria-label="Audience count" className="flex flex-col gap-3 rounded border border-slate-200 p-4">
      <p className="text-sm text-slate-900" data-testid="audience-count">
        {count.isPending
          ? 'Counting the audience...'
          : count.isError
            ? errorMessage(count.error)
            : messages.audienceCount(count.data.total, count.data.source)}
      </p>
      <FormField label={EMAILS_LIST} errors={fileError ? [fileError] : []}>
        {(ids) => (
          <FileInput
            {...ids}
            label={EMAILS_LIST}
            text="Choose file"
            showFileName
            accept=".txt,text/plain"
            disabled={disabled || upload.isPending}
            className="self-start"
            onFiles={([file]) => onFile(file)}
          />
        )}
      </FormField>
      {upload.isPending ? <p className="text-sm text-slate-600">Uploading the emails list...</p> : null}
      {answer ? (
        <section aria-label="Emails list result" className="flex flex-col gap-1 text-sm">
          <p>{`${answer.accepted} emails accepted, ${answer.duplicates} duplicates dropped, ${answer.invalid_count} bad lines`}</p>
          {answer.invalid.length > 0 ? (
            <ul className="list-disc pl-5 text-red-700">
              {answer.invalid.map((bad) => (
                <li key={bad.line}>{bad.message}</li>
              ))}
            </ul>
          ) : null}
          {answer.invalid_more > 0 ? (
            <p className="text-red-700">{`and ${answer.invalid_more} more bad lines`}</p>
          ) : null}
        </section>
      ) : null}
      {source === 'list_emails' ? (
        <div>
          <Button
            variant="secondary"
            disabled={disabled || remove.isPending}
            onClick={() => void deleteEmails()}
          >
            Delete emails filter
          </Button>
        </div>
      ) : null}
      {confirmDialog}
    </section>
  );
}
