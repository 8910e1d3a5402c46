import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';

export interface CreateFormLayoutProps {
  onSubmit: () => void;
  onCancel: () => void;
  pending: boolean;
  submitLabel?: string;
  /** Messages that belong to no field of the form. */
  formErrors?: readonly string[];
  children: ReactNode;
}

/** The body of every creation form: fields, messages for the whole form, Cancel and the submit button. */
export function CreateFormLayout({
  onSubmit,
  onCancel,
  pending,
  submitLabel = 'Create',
  formErrors = [],
  children,
}: CreateFormLayoutProps) {
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {formErrors.length > 0 ? (
        <ul
          role="alert"
          className="rounded border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-800"
        >
          {formErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {children}
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Creating...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
