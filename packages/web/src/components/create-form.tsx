import { normalisePath } from '@cellar/sdk';
import { type BaseSyntheticEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { type FieldValues, type Path, type PathValue, type UseFormReturn, useWatch } from 'react-hook-form';
import { type AppForm, type AppFormOptions, Form, SubmitButton, useAppForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { EDITABLE_FIELD } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/error-message';
import { serverIssues } from '@/lib/server-issues';

export interface CreateFormOptions<V extends FieldValues, Out>
  extends Pick<AppFormOptions<V, Out>, 'defaultValues' | 'rule' | 'fieldOf'> {
  /** The form's kind ('landing', 'tag'...) and the folder it was opened on: what is typed is kept per both. */
  kind: string;
  parentPath: string;
  /** The toast once the object exists ('Bodega creada'). */
  created: string;
  /** The toast of a failure; default the server's message. */
  failure?: (error: unknown) => string;
}

export interface CreateFormApp<V extends FieldValues, Out> extends AppForm<V, Out> {
  /**
   * The form's submit handler: the rule, then `send` (which creates the object), then the confirmation. A failure
   * is toasted and, when no field shows the server's reasons, said above the fields too (the dialog is modal).
   */
  submit: (
    send: (value: Out, values: V) => Promise<unknown>,
  ) => (event?: BaseSyntheticEvent) => Promise<void>;
}

/** The draft key of a creation form: one per kind of form and folder, e.g. `new:landing:/landings/`. */
export const newObjectDraftKey = (kind: string, parentPath: string): string =>
  `new:${kind}:${normalisePath(parentPath)}`;

/**
 * `useAppForm` as every creation form of the Add dialog uses it: the rule as resolver, a draft per kind and
 * folder, the defaults again after a creation, and the confirmation or failure toasted.
 */
export function useCreateForm<V extends FieldValues, Out>({
  kind,
  parentPath,
  created,
  failure = errorMessage,
  ...options
}: CreateFormOptions<V, Out>): CreateFormApp<V, Out> {
  const app = useAppForm<V, Out>({
    ...options,
    draftKey: newObjectDraftKey(kind, parentPath),
    afterSave: 'defaults',
  });
  const { handleSubmit, showFormError } = app;
  const submit: CreateFormApp<V, Out>['submit'] = (send) =>
    handleSubmit(
      async (value, values) => {
        await send(value, values);
        toast.success(created);
      },
      {
        onError: (error) => {
          const message = failure(error);
          toast.error(message);
          if (serverIssues(error).length === 0) showFormError(message);
        },
      },
    );
  return { ...app, submit };
}

/**
 * Keeps the field `target` following `source` through `derive` (an id made from a name) while it holds what it
 * was given, or nothing: once the user types an id of their own, it stays.
 */
export function useFollowingField<V extends FieldValues, Out>(
  form: UseFormReturn<V, unknown, Out>,
  source: Path<V>,
  target: Path<V>,
  derive: (text: string) => string,
): void {
  const text = String(useWatch({ control: form.control, name: source }) ?? '');
  const given = useRef(derive(''));
  useEffect(() => {
    const next = derive(text);
    const current = String(form.getValues(target) ?? '');
    if (current === '' || current === given.current) form.setValue(target, next as PathValue<V, Path<V>>);
    given.current = next;
  }, [form, target, derive, text]);
}

export interface CreateFormProps<V extends FieldValues, Out> {
  app: CreateFormApp<V, Out>;
  /** `app.submit(...)`. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  onCancel: () => void;
  /** Names the form for screen readers. */
  label: string;
  submitLabel?: string;
  children: ReactNode;
}

/**
 * The body of every creation form of the Add dialog: the kit's `Form` (a draft offered back above the fields),
 * the fields, then Cancel and the submit button.
 */
export function CreateForm<V extends FieldValues, Out>({
  app,
  onSubmit,
  onCancel,
  label,
  submitLabel = 'Create',
  children,
}: CreateFormProps<V, Out>) {
  const formId = useId();
  // Closed without creating (Cancel, Esc, ×, the overlay, leaving the page), what was typed is set aside: the
  // draft stays and is offered when the form opens again.
  const setAside = useRef(app.setAside);
  setAside.current = app.setAside;
  useEffect(() => () => setAside.current(), []);
  // Loaded on demand, the form may arrive after the dialog opened: its first field takes the focus.
  useEffect(() => {
    document.getElementById(formId)?.querySelector<HTMLElement>(EDITABLE_FIELD)?.focus();
  }, [formId]);

  return (
    <Form id={formId} form={app.form} onSubmit={onSubmit} draft={app.draft} label={label}>
      {children}
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton pendingLabel="Creating...">{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
