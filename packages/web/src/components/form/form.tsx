import { clsx } from 'clsx';
import type { FormEvent, ReactNode } from 'react';
import {
  type Control,
  type FieldValues,
  FormProvider,
  type UseFormReturn,
  useFormState,
} from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { formatMadridDateTime } from '@/lib/format-madrid-date-time';
import { FORM_ERRORS_KEY, messagesOf } from './form-errors';
import type { DraftOffer } from './use-app-form';

/** Our wording for the draft offer (the spec words none). */
export const DRAFT_OFFER = {
  title: 'Unsaved changes',
  body: (savedAt: string) => `You left changes here that were not saved (${formatMadridDateTime(savedAt)}).`,
  restore: 'Restore my changes',
  discard: 'Discard',
} as const;

export interface FormProps<V extends FieldValues, Out> {
  form: UseFormReturn<V, unknown, Out>;
  /** `handleSubmit(...)` of `useAppForm`. */
  onSubmit: (event: FormEvent) => Promise<void> | void;
  /** Names the form for screen readers. */
  label?: string;
  /** The draft kept from an earlier visit, offered above the fields. */
  draft?: DraftOffer | null;
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A `<form>` of `useAppForm`: the fields find the form through context, the messages of no field and the draft
 * offer show above them. The browser's own validation is off: the rules speak the spec's words.
 */
export function Form<V extends FieldValues, Out>({
  form,
  onSubmit,
  label,
  draft,
  id,
  className = 'flex flex-col gap-4',
  children,
}: FormProps<V, Out>) {
  return (
    <FormProvider {...form}>
      <form
        id={id}
        aria-label={label}
        noValidate
        className={className}
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit(event);
        }}
      >
        {draft ? <DraftBanner draft={draft} /> : null}
        <FormMessages />
        {children}
      </form>
    </FormProvider>
  );
}

/** The messages that belong to no field: the rule's or the server's (a refused save, an unknown path). */
export function FormMessages({ className }: { className?: string }) {
  const { errors } = useFormState();
  const messages = messagesOf((errors.root as Record<string, unknown> | undefined)?.[FORM_ERRORS_KEY]);
  if (messages.length === 0) return null;
  return (
    <ul
      role="alert"
      className={clsx('rounded border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-800', className)}
    >
      {messages.map((message) => (
        <li key={message} className="whitespace-pre-line">
          {message}
        </li>
      ))}
    </ul>
  );
}

function DraftBanner({ draft }: { draft: DraftOffer }) {
  return (
    <section
      aria-label={DRAFT_OFFER.title}
      className="flex flex-wrap items-center gap-3 rounded border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-900"
    >
      <span className="flex-1">{DRAFT_OFFER.body(draft.savedAt)}</span>
      <Button variant="secondary" onClick={draft.restore}>
        {DRAFT_OFFER.restore}
      </Button>
      <Button variant="ghost" onClick={draft.discard}>
        {DRAFT_OFFER.discard}
      </Button>
    </section>
  );
}

/** The submit button of a form: disabled and saying `pendingLabel` while the save is in flight. */
export function SubmitButton<V extends FieldValues, Out>({
  children,
  pendingLabel,
  form,
  control,
  disabled,
}: {
  children: ReactNode;
  pendingLabel?: ReactNode;
  /** The id of a form the button sits outside of (a drawer's footer), with that form's `control`. */
  form?: string;
  control?: Control<V, unknown, Out>;
  disabled?: boolean;
}) {
  const { isSubmitting } = useFormState({ control });
  return (
    <Button type="submit" form={form} disabled={disabled || isSubmitting}>
      {isSubmitting && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
