import type { Submenu } from '@cellar/sdk';
import { LANGUAGES, type Language } from '@cellar/validation';
import { type SubmenuItem, siteMessages, submenuTexts, validateSubmenu } from '@cellar/validation/site';
import { json, jsonParseLinter } from '@codemirror/lang-json';
import { linter } from '@codemirror/lint';
import { useMemo } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import { CodeEditor } from '@/components/code-editor';
import { Form, fieldsNamed, SaveBar, useFieldMessages, useObjectTabForm } from '@/components/form';
import { FieldMessages } from '@/components/ui/form-field';
import { useSaveSubmenu } from '@/features/site-editors/api/save-submenu';
import type { ObjectTabProps } from '@/lib/editor-registry';

/** Labels of the Submenu tab (the spec words its messages only). */
export const SUBMENU_LABELS = {
  form: 'Submenu',
  editor: (language: Language) => `Submenu (${language})`,
  hint: 'A JSON list of {"selector", "value", "label"}; empty for none.',
  save: 'Save',
  saving: 'Saving...',
} as const;

type SubmenuTexts = Record<Language, string>;

const parseErrors = jsonParseLinter();
/** JSON's lint marks, none for an empty text: a language left empty has no submenu, which is valid. */
const JSON_LANGUAGE = [
  json(),
  linter((view) => (view.state.doc.toString().trim() === '' ? [] : parseErrors(view))),
];
const fieldOf = fieldsNamed(LANGUAGES, Object.fromEntries(LANGUAGES.map((l) => [`submenu.${l}`, l])));

/**
 * The Submenu tab of landings, tags and regions (site-content-and-shell §2.7): a JSON editor per language
 * (CodeMirror 6 with the JSON linter); text that is not a list of {selector, value, label} shows 'invalid json' under
 * its language and blocks saving (§5). Saved as PATCH {submenu}: 'SEO fields saved' / 'Error saving the SEO fields'.
 */
export function SubmenuTab(props: ObjectTabProps) {
  const { object, path } = props;
  const stored = useMemo(() => submenuTexts(object.submenu), [object.submenu]);
  const save = useSaveSubmenu();
  const tab = useObjectTabForm<SubmenuTexts, Record<Language, SubmenuItem[]>>(props, {
    tab: 'Submenu',
    values: stored,
    rule: validateSubmenu,
    fieldOf,
    save: (submenu, lastModDate) => save.mutateAsync({ path, submenu: submenu as Submenu, lastModDate }),
    toasts: { saved: siteMessages.submenu.saved, failed: () => siteMessages.submenu.saveError },
  });
  const { readOnly } = tab;
  return (
    <Form {...tab.formProps} label={SUBMENU_LABELS.form} className="flex max-w-4xl flex-col gap-4">
      <SaveBar label={SUBMENU_LABELS.save} pendingLabel={SUBMENU_LABELS.saving} readOnly={readOnly} />
      <p className="text-sm text-slate-600">{SUBMENU_LABELS.hint}</p>
      {LANGUAGES.map((language) => (
        <JsonField
          key={language}
          name={language}
          label={SUBMENU_LABELS.editor(language)}
          readOnly={readOnly}
        />
      ))}
    </Form>
  );
}

/** One language's JSON, bound to the form: the rule's and the server's messages under it. */
function JsonField<V extends FieldValues>({
  name,
  label,
  readOnly,
}: {
  name: string;
  label: string;
  readOnly: boolean;
}) {
  const { field } = useController<V>({ name: name as never });
  const errors = useFieldMessages(name);
  const messagesId = `submenu-${name}-messages`;
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-slate-700">{label}</span>
      <CodeEditor
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        language={JSON_LANGUAGE}
        label={label}
        readOnly={readOnly}
        describedBy={errors.length > 0 ? messagesId : undefined}
        invalid={errors.length > 0}
      />
      {errors.length > 0 ? <FieldMessages id={messagesId} errors={errors} /> : null}
    </div>
  );
}
