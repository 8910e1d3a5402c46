import { useMemo, useRef } from 'react';

/**
 * The control to give the focus back to once a dialog opened from `active` closes: `active` itself, or, when it is
 * an item of a menu (which closes as the dialog opens), the button that opened that menu (`aria-controls`). None
 * when nothing had the focus.
 */
export function focusReturnTarget(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === active.ownerDocument.body) return null;
  const menu = active.closest<HTMLElement>('[role="menu"]');
  if (menu === null || menu.id === '') return active;
  const buttons = active.ownerDocument.querySelectorAll<HTMLElement>('[aria-controls]');
  return [...buttons].find((button) => button.getAttribute('aria-controls') === menu.id) ?? active;
}

/** The handlers a Radix dialog's content takes to give the focus back to the control that opened it. */
export interface ReturnFocus {
  /** Call when the dialog opens, before it moves the focus in (Radix `onOpenAutoFocus`). */
  remember: () => void;
  /** Radix `onCloseAutoFocus`. */
  restore: (event: Event) => void;
}

/**
 * Gives the focus back, when a dialog closes (Escape, Cancel, a save), to the control that had it when the dialog
 * opened. Radix gives it back only to a `Dialog.Trigger`; the admin's dialogs are opened by state (a button's click,
 * a menu item, a shortcut), so Radix put it on `<body>` and a keyboard user started again from the page's top.
 */
export function useReturnFocus(): ReturnFocus {
  const opener = useRef<HTMLElement | null>(null);
  return useMemo(
    () => ({
      remember: () => {
        opener.current = focusReturnTarget(document.activeElement);
      },
      restore: (event) => {
        const target = opener.current;
        opener.current = null;
        // A control gone meanwhile (its list re-rendered) leaves it to Radix.
        if (target === null || !target.isConnected) return;
        event.preventDefault();
        target.focus();
      },
    }),
    [],
  );
}
