import { LANGUAGES, ok } from '@cellar/validation';
import { catalogueMessages } from '@cellar/validation/catalogue';
import { useMemo } from 'react';
import { ChoiceGroup, Form, fieldsNamed, SaveBar, TextAreaInput, useObjectTabForm } from '@/components/form';
import { useCurrentUser } from '@/lib/current-user';
import type { ObjectTabProps } from '@/lib/editor-registry';
import { formatMadridDateTime } from '@/lib/format-madrid-date-time';
import { useSaveObject } from '@/lib/use-save-object';
import { type ReviewValues, reviewPatch, reviewValues, storedReviews } from './review-values';

const { reviewed, notReviewed } = catalogueMessages.labels;
const TOGGLE = [
  { value: 'yes', label: reviewed },
  { value: 'no', label: notReviewed },
] as const;

/** Labels of the tab (our wording; the spec names the toggle and the description). */
export const CONTENT_REVIEW_LABELS = {
  form: 'Content review',
  description: (language: string) => `Description (${language})`,
  stamp: (date: string, author: string) => `Last change ${date} by ${author}`,
  save: 'Save',
} as const;

const fieldOf = fieldsNamed(LANGUAGES.flatMap((l) => [`${l}.reviewed`, `${l}.description`]));
const keepAll = (values: ReviewValues) => ok(values);

/**
 * The ContentReview tab (catalogue-editors §2, §4): per language a Reviewed / No reviewed toggle and a
 * description; a save stamps each changed language with the date and the editor's email and PATCHes
 * `contendidos_revisados` under its behaviour ('Content review fields saved' / 'Error saving the content review
 * fields').
 */
export function ContentReviewTab(props: ObjectTabProps) {
  const { object, path } = props;
  const stored = useMemo(() => storedReviews(object), [object]);
  const values = useMemo(() => reviewValues(stored), [stored]);
  const user = useCurrentUser();
  const patch = useSaveObject(path);
  const tab = useObjectTabForm<ReviewValues, ReviewValues>(props, {
    tab: 'ContentReview',
    values,
    rule: keepAll,
    fieldOf,
    save: (typed, lastModDate) =>
      patch.mutateAsync({ body: reviewPatch(stored, typed, { email: user.data?.email ?? '' }), lastModDate }),
    toasts: {
      saved: catalogueMessages.contentReview.saved,
      failed: () => catalogueMessages.contentReview.error,
    },
  });

  return (
    <Form {...tab.formProps} label={CONTENT_REVIEW_LABELS.form}>
      <SaveBar
        label={CONTENT_REVIEW_LABELS.save}
        pendingLabel={catalogueMessages.save.saving}
        readOnly={tab.readOnly}
        busy={user.isPending}
      />
      <fieldset disabled={tab.readOnly} className="flex max-w-3xl flex-col gap-4">
        {LANGUAGES.map((language) => {
          const entry = stored[language];
          return (
            <section
              key={language}
              aria-label={`${CONTENT_REVIEW_LABELS.form} (${language})`}
              className="flex flex-col gap-2 rounded border border-slate-200 p-3"
            >
              <ChoiceGroup<ReviewValues, 'yes' | 'no'>
                name={`${language}.reviewed`}
                legend={language.toUpperCase()}
                options={TOGGLE}
              />
              <TextAreaInput<ReviewValues>
                name={`${language}.description`}
                label={CONTENT_REVIEW_LABELS.description(language)}
                rows={2}
              />
              {entry?.date && entry.author ? (
                <p className="text-xs text-slate-500">
                  {CONTENT_REVIEW_LABELS.stamp(formatMadridDateTime(entry.date), entry.author)}
                </p>
              ) : null}
            </section>
          );
        })}
      </fieldset>
    </Form>
  );
}
