import { type FormEvent, type ReactNode, useId } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Form, SubmitButton } from './form';
import type { DraftOffer } from './use-form-draft';

export interface FormDialogProps<V extends FieldValues, Out> {
  open: boolean;
  /** Called with false by Cancel, Esc and the overlay. */
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  form: UseFormReturn<V, unknown, Out>;
  /** `handleSubmit(...)` of `useAppForm`. */
  onSubmit: (event: FormEvent) => Promise<void> | void;
  draft?: DraftOffer | null;
  submitLabel: string;
  /** Names the form for screen readers (default: none, the dialog's title names the dialog). */
  label?: string;
  className?: string;
  /** The form's controls. */
  children: ReactNode;
}

/**
 * A modal dialog holding one `useAppForm` form, with Cancel and the submit button in its footer (as `FormDrawer` is
 * for drawers): a billing address, a batch action's date or comment, a delay's date, a match. The submit button says
 * the save is in flight.
 */
export function FormDialog<V extends FieldValues, Out>({
  open,
  onOpenChange,
  title,
  description,
  form,
  onSubmit,
  draft,
  submitLabel,
  label,
  className = 'flex flex-col gap-3',
  children,
}: FormDialogProps<V, Out>) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <SubmitButton form={formId} control={form.control}>
            {submitLabel}
          </SubmitButton>
        </>
      }
    >
      <Form id={formId} form={form} onSubmit={onSubmit} draft={draft} label={label} className={className}>
        {children}
      </Form>
    </Dialog>
  );
}
