import * as RadixDialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { type ReactNode, useRef } from 'react';
import { useReturnFocus } from './return-focus';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read by screen readers under the title; visible when given. */
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons row at the bottom. */
  footer?: ReactNode;
  className?: string;
  /** Where the panel sits: centred near the top (default) or docked to the right edge as a drawer. */
  placement?: 'center' | 'right';
}

const placementClass = {
  center:
    'fixed top-[12vh] left-1/2 z-50 flex max-h-[76vh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 flex-col rounded-lg bg-white shadow-xl focus:outline-none',
  right:
    'fixed inset-y-0 right-0 z-50 flex w-[min(32rem,100vw)] flex-col bg-white shadow-xl focus:outline-none',
} as const;

/** The fields a user may type in or choose from: the first of a dialog's body takes the focus. */
export const EDITABLE_FIELD =
  'input:not([type=hidden]):not([disabled]):not([readonly]), select:not([disabled]), textarea:not([disabled]):not([readonly])';

/** A combobox whose option list is on screen (its `aria-controls` names an element that exists). */
function isOpenCombobox(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement) || target.getAttribute('role') !== 'combobox') return false;
  const list = target.getAttribute('aria-controls');
  return list !== null && document.getElementById(list) !== null;
}
/**
 * A modal dialog (Radix): focus trapped, Esc and the overlay close it, the title names it; closed, it gives the focus
 * back to the control that opened it.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  className,
  placement = 'center',
}: DialogProps) {
  const content = useRef<HTMLDivElement>(null);
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <RadixDialog.Content
          ref={content}
          className={clsx(placementClass[placement], className)}
          // Focus goes to the first field of the body (a form's first input), not to the × in the header.
          onOpenAutoFocus={(event) => {
            returnFocus.remember();
            const field = content.current
              ?.querySelector('[data-dialog-body]')
              ?.querySelector<HTMLElement>(EDITABLE_FIELD);
            if (!field) return;
            event.preventDefault();
            field.focus();
          }}
          onCloseAutoFocus={returnFocus.restore}
          // Escape in an open combobox closes its list, not the dialog around it.
          onEscapeKeyDown={(event) => {
            if (isOpenCombobox(event.target)) event.preventDefault();
          }}
          // Without a description Radix wants the attribute explicitly absent.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-3">
            <RadixDialog.Title className="text-base font-semibold text-slate-900">{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Close"
              className="-mr-1 rounded px-1.5 text-lg leading-6 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              ×
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="px-5 pt-3 text-sm text-slate-600">
              {description}
            </RadixDialog.Description>
          ) : null}
          <div data-dialog-body className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
            {children}
          </div>
          {footer ? (
            <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
