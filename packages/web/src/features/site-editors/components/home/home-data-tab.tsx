import { madridDay, TIMERS } from '@cellar/validation';
import {
  type HomeFormValues,
  type HomeValue,
  homeFormValues,
  homePatch,
  homePickerInstant,
  homeSavedMessage,
  siteMessages,
  validateHome,
} from '@cellar/validation/site';
import { useMemo } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { Form, SaveBar, useFieldMessages, useObjectTabForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { homeFieldOf, sanitizeHomeHtml } from '@/features/site-editors/utils/home-data';
import type { ObjectTabProps } from '@/lib/editor-registry';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSaveObject } from '@/lib/use-save-object';
import { HomePreview } from './home-preview';
import { HomeSectionList } from './home-section-list';

const { home: homeMessages } = siteMessages;

const rule = (values: HomeFormValues) => validateHome(homePatch(values));

/**
 * The Home's Data tab (site-content-and-shell §2.4): the date range, the sections (add, reorder by drag and drop or
 * the move buttons, edit, hide, remove), Reset to the last saved state, a preview, and Save and Publish. Edits stay
 * in the form (and its draft) until saved.
 */
export function HomeDataTab(props: ObjectTabProps) {
  const { object, path } = props;
  const stored = useMemo(() => homeFormValues(object), [object]);
  const patch = useSaveObject(path);
  const tab = useObjectTabForm<HomeFormValues, HomeValue>(props, {
    tab: 'Data',
    values: stored,
    rule,
    fieldOf: homeFieldOf,
    save: (home, lastModDate) => patch.mutateAsync({ body: { ...sanitizeHomeHtml(home) }, lastModDate }),
    toasts: { saved: (home) => homeSavedMessage(home.date_start), failed: () => homeMessages.saveError },
  });
  const { form, readOnly } = tab;

  return (
    <Form {...tab.formProps} label="Home data" className="flex flex-col gap-4">
      <SaveBar label="Save and Publish" readOnly={readOnly}>
        <Button
          variant="secondary"
          disabled={readOnly}
          onClick={() => {
            tab.formProps.draft?.discard();
            // Every field back, the changed ones too (the form's resets otherwise keep what the user changed).
            form.reset(stored);
          }}
        >
          Reset
        </Button>
      </SaveBar>
      <fieldset disabled={readOnly} className="flex flex-wrap items-start gap-3">
        <HomeDateInput name="date_start" label="From (00:00h)" />
        <HomeDateInput name="date_end" label="To (23:59h)" />
      </fieldset>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <HomeSectionList readOnly={readOnly} />
        <DebouncedPreview />
      </div>
    </Form>
  );
}

/**
 * A day of the range in Madrid time: the picker stores the chosen day at 02:00 local (site-content §2.4); a day left
 * alone keeps the instant stored.
 */
function HomeDateInput({ name, label }: { name: 'date_start' | 'date_end'; label: string }) {
  const { field } = useController<HomeFormValues>({ name });
  const errors = useFieldMessages(name);
  const instant = new Date(String(field.value));
  const day = Number.isNaN(instant.getTime()) ? '' : madridDay(instant);
  return (
    <FormField label={label} errors={errors}>
      {(ids) => (
        <input
          {...ids}
          type="date"
          className={inputClass}
          value={day}
          onBlur={field.onBlur}
          onChange={(event) =>
            field.onChange(event.target.value ? homePickerInstant(event.target.value).toISOString() : '')
          }
        />
      )}
    </FormField>
  );
}

/** The preview follows the sections once typing pauses (home edit debounce, §9). */
function DebouncedPreview() {
  const sections = useWatch<HomeFormValues, 'sections'>({ name: 'sections' });
  const shown = useDebouncedValue(sections, TIMERS.homeEditDebounce);
  return <HomePreview sections={shown ?? []} />;
}
