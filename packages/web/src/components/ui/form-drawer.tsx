import { type FormEvent, type ReactNode, useId } from 'react';
import { Button } from './button';
import { Drawer } from './drawer';

export interface FormDrawerProps {
  open: boolean;
  /** Called with false by Cancel, Esc and the overlay: reset the form there. */
  onOpenChange: (open: boolean) => void;
  title: string;
  onSubmit: (event: FormEvent) => void;
  /** The request is in flight: the submit button is disabled. */
  pending: boolean;
  /** The form's controls. */
  children: ReactNode;
}

/** A drawer holding one form, with Cancel and Create in its footer (the add-offer and add-rate drawers). */
export function FormDrawer({ open, onOpenChange, title, onSubmit, pending, children }: FormDrawerProps) {
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
          <Button type="submit" form={formId} disabled={pending}>
            Create
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {children}
      </form>
    </Drawer>
  );
}
