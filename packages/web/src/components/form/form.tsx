import { clsx } from 'clsx';
import { type FormEvent, lazy, type ReactNode, Suspense, useEffect } from 'react';
import {
  type Control,
  type FieldValues,
  FormProvider,
  type UseFormReturn,
  useFormState,
} from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useKeepFocusThroughDisable } from '@/components/ui/keep-focus-through-disable';
import { FORM_ERRORS_KEY, messagesOf } from './form-errors';
import { type StaleSave, StaleSaveBanner } from './stale-save-banner';
import type { DraftOffer } from './use-form-draft';

// Loaded when a draft is put back or offered: its words stay out of forms that never have one (the login).
const DraftBanner = lazy(() => import('./draft-banner'));

export interface FormProps<V extends FieldValues, Out> {
  form: UseFormReturn<V, unknown, Out>;
  /** `handleSubmit(...)` of `useAppForm`. */
  onSubmit: (event: FormEvent) => Promise<void> | void;
  /** Names the form for screen readers. */
  label?: string;
  /** The draft kept from an earlier visit (or put aside): put back in the fields when the form shows, said above them. */
  draft?: DraftOffer | null;
  /** A save refused as stale (`useAppForm`'s `stale`): its message and Reload, above the fields. */
  stale?: StaleSave | null;
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A `<form>` of `useAppForm`: the fields find the form through context, the messages of no field and where a draft
 * put back came from show above them. A waiting draft is put back when the form shows (a drawer opened again). The
 * browser's own validation is off: the rules speak the spec's words. A submit is this form's alone, never that of a
 * form around it.
 */
export function Form<V extends FieldValues, Out>({
  form,
  onSubmit,
  label,
  draft,
  stale,
  id,
  className = 'flex flex-col gap-4',
  children,
}: FormProps<V, Out>) {
  useEffect(() => {
    if (draft?.state === 'waiting') draft.restore();
  }, [draft]);
  return (
    <FormProvider {...form}>
      <form
        id={id}
        aria-label={label}
        noValidate
        className={className}
        onSubmit={(event) => {
          event.preventDefault();
          // React sends a submit up its own tree, through portals: a form in a dialog opened from inside this one
          // (the image generator's Upload in the newsletter) must not submit this one too.
          event.stopPropagation();
          void onSubmit(event);
        }}
      >
        {draft && draft.state !== 'waiting' ? (
          <Suspense>
            <DraftBanner draft={draft} />
          </Suspense>
        ) : null}
        {stale ? <StaleSaveBanner stale={stale} /> : null}
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
  // The alert wraps the list: a role on the <ul> itself would unmake it a list, leaving its items orphans.
  return (
    <div
      role="alert"
      data-form-messages
      className={clsx('rounded border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-800', className)}
    >
      <ul>
        {messages.map((message) => (
          <li key={message} className="whitespace-pre-line">
            {message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The submit button of a form: disabled and saying `pendingLabel` while the save is in flight. Disabled with the
 * focus, it leaves the focus on its form, not on `<body>`.
 */
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
  const inactive = disabled === true || isSubmitting;
  const keepFocus = useKeepFocusThroughDisable(inactive);
  return (
    <Button type="submit" form={form} disabled={inactive} {...keepFocus}>
      {isSubmitting && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
