import { type FormEvent, type ReactNode, useId } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { Form, SubmitButton } from './form';
import type { DraftOffer } from './use-form-draft';

export interface FormDrawerProps<V extends FieldValues, Out> {
  open: boolean;
  /** Called with false by Cancel, Esc and the overlay. What was typed stays as a draft until discarded or saved. */
  onOpenChange: (open: boolean) => void;
  title: string;
  form: UseFormReturn<V, unknown, Out>;
  /** `handleSubmit(...)` of `useAppForm`. */
  onSubmit: (event: FormEvent) => Promise<void> | void;
  draft?: DraftOffer | null;
  submitLabel?: string;
  /** The form's controls. */
  children: ReactNode;
}

/**
 * A drawer holding one `useAppForm` form, with Cancel and the submit button in its footer (the add-offer and
 * add-rate drawers). The submit button says the save is in flight.
 */
export function FormDrawer<V extends FieldValues, Out>({
  open,
  onOpenChange,
  title,
  form,
  onSubmit,
  draft,
  submitLabel = 'Create',
  children,
}: FormDrawerProps<V, Out>) {
  const formId = useId();
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={title}
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
      <Form id={formId} form={form} onSubmit={onSubmit} draft={draft}>
        {children}
      </Form>
    </Drawer>
  );
}
