import { siteMessages, validateMenu } from '@cellar/validation/site';
import { html } from '@codemirror/lang-html';
import { useMemo } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { CodeEditor } from '@/components/code-editor';
import { Form, fieldsNamed, SaveBar, useFieldMessages, useObjectTabForm } from '@/components/form';
import { FieldMessages } from '@/components/ui/form-field';
import { useSaveMenu } from '@/features/site-editors/api/save-menu';
import type { ObjectTabProps } from '@/lib/editor-registry';
import { errorMessage } from '@/lib/error-message';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { serverIssues } from '@/lib/server-issues';

/** Labels of the Menu editor (the spec names the HTML editor and Guardar). */
export const MENU_LABELS = {
  form: 'Menu',
  editor: 'HTML',
  preview: 'Preview',
  save: 'Guardar',
  saving: 'Guardando...',
} as const;

interface MenuValues {
  html: string;
}

const HTML_LANGUAGE = html();
const fieldOf = fieldsNamed(['html']);
/** What the rule checks and the server stores: the HTML after DOMPurify (nothing a sanitiser strips is left). */
const menuRule = (values: MenuValues) => validateMenu({ html: sanitizeHtml(values.html) });
/** The server's reasons as `path: message`, else the failure's words. */
const errorText = (error: unknown): string => {
  const issues = serverIssues(error);
  if (issues.length > 0) return issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  return errorMessage(error);
};

/**
 * The Menu object's Edit tab (site-content-and-shell §2.3, §2.7): its HTML in a CodeMirror 6 HTML editor, with a
 * preview, saved by Guardar (`@upsert` with type Menu, §7). The HTML is sanitised with DOMPurify before it is saved
 * and before it is shown: a `<script>` typed is stripped. 'Guardado satisfactoriamente', else the save-error flash
 * with the server's errors.
 */
export function MenuEditTab(props: ObjectTabProps) {
  const { object, path } = props;
  const stored = useMemo(() => ({ html: typeof object.html === 'string' ? object.html : '' }), [object.html]);
  const save = useSaveMenu();
  const tab = useObjectTabForm<MenuValues, { html: string }>(props, {
    tab: 'Edit',
    values: stored,
    rule: menuRule,
    fieldOf,
    save: (menu, lastModDate) => save.mutateAsync({ path, html: menu.html, lastModDate }),
    toasts: {
      saved: siteMessages.menu.saved,
      failed: (error) => siteMessages.menu.saveError(errorText(error)),
    },
  });
  return (
    <Form {...tab.formProps} label={MENU_LABELS.form} className="flex max-w-4xl flex-col gap-4">
      <SaveBar label={MENU_LABELS.save} pendingLabel={MENU_LABELS.saving} readOnly={tab.readOnly} />
      <HtmlField readOnly={tab.readOnly} />
      <MenuPreview />
    </Form>
  );
}

function HtmlField({ readOnly }: { readOnly: boolean }) {
  const { field } = useController<MenuValues>({ name: 'html' });
  const errors = useFieldMessages('html');
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-slate-700">{MENU_LABELS.editor}</span>
      <CodeEditor
        value={field.value}
        onChange={field.onChange}
        language={HTML_LANGUAGE}
        label={MENU_LABELS.editor}
        readOnly={readOnly}
        describedBy={errors.length > 0 ? 'menu-html-messages' : undefined}
        invalid={errors.length > 0}
      />
      {errors.length > 0 ? <FieldMessages id="menu-html-messages" errors={errors} /> : null}
    </div>
  );
}

/** The menu as the shops will show it: the typed HTML after DOMPurify. */
function MenuPreview() {
  const value = useWatch<MenuValues, 'html'>({ name: 'html' });
  return (
    <section aria-label={MENU_LABELS.preview} className="flex flex-col gap-1">
      <h3 className="text-sm font-medium text-slate-700">{MENU_LABELS.preview}</h3>
      <div
        className="prose prose-sm max-w-none rounded border border-slate-200 p-3"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just before
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(value ?? '') }}
      />
    </section>
  );
}
