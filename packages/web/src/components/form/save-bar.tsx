import { formMessages } from '@cellar/validation';
import { clsx } from 'clsx';
import { type ReactNode, useRef } from 'react';
import { useFormState } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SubmitButton } from './form';
import { allMessages } from './form-errors';

export interface SaveBarProps {
  /** The save button's words, as the spec gives them ('Guardar', 'Save product', 'Save and Publish'). */
  label: string;
  /** What the button says while the save is in flight (the spec's 'Saving...', 'Guardando...'). */
  pendingLabel?: string;
  /** The tab's form only shows (`useObjectTabForm`'s `readOnly`): nothing can be saved. */
  readOnly: boolean;
  /** Something else the save waits for (an image still uploading). */
  busy?: boolean;
  /** The editor's own controls, before the save button ('View product on', Reset). */
  children?: ReactNode;
}

/** Where the first message is: a control marked invalid, else the messages of the whole form (`FormMessages`). */
const ERROR_PLACES = ['[aria-invalid="true"]', '[data-form-messages]'];
const FOCUSABLE = 'input, select, textarea, [contenteditable="true"], [tabindex]';

/**
 * The save bar of an editor tab, the one for every editor (inside its `<Form>`): it stays in view at the top of the
 * screen however long the form, with whether there are unsaved changes, how many messages a refused save left and a
 * button that brings the first one's field into view, the editor's own controls and Save. Save is enabled only when a field
 * changed, and never while the form is read-only or saving.
 */
export function SaveBar({ label, pendingLabel, readOnly, busy = false, children }: SaveBarProps) {
  const bar = useRef<HTMLDivElement>(null);
  const { isDirty, errors } = useFormState();
  const errorCount = allMessages(errors).length;
  // One line, announced politely: how many messages the form shows (each stays under its field), else whether
  // something is unsaved (and kept as a draft when it cannot be saved now).
  const status =
    errorCount > 0
      ? formMessages.toCorrect(errorCount)
      : isDirty
        ? readOnly
          ? formMessages.keptAsDraft
          : formMessages.unsavedChanges
        : '';

  const goToFirstError = () => {
    const form = bar.current?.closest('form');
    const target = ERROR_PLACES.map((selector) => form?.querySelector<HTMLElement>(selector)).find(Boolean);
    if (!target) return;
    target.scrollIntoView?.({ block: 'center' });
    const control = target.matches(FOCUSABLE) ? target : target.querySelector<HTMLElement>(FOCUSABLE);
    (control ?? target).focus({ preventScroll: true });
  };

  return (
    <div
      ref={bar}
      className="sticky top-0 z-10 flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 bg-white/95 py-2 backdrop-blur"
    >
      <p role="status" className={clsx('text-sm', errorCount > 0 ? 'text-rose-800' : 'text-slate-600')}>
        {status}
      </p>
      {errorCount === 0 ? null : (
        <Button variant="secondary" onClick={goToFirstError}>
          {formMessages.goToFirstError}
        </Button>
      )}
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {children}
        <SubmitButton pendingLabel={pendingLabel} disabled={readOnly || busy || !isDirty}>
          {label}
        </SubmitButton>
      </div>
    </div>
  );
}
