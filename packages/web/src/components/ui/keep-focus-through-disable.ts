import { type FocusEvent, useEffect, useRef } from 'react';

/** Marks an element holding the focus for a disabled button: index.css draws its focus ring. */
const HOLDS_FOCUS = 'data-holds-focus';

/**
 * Keeps the focus near a button that gets disabled while it has it (a save in flight, then nothing left to save).
 * The browser moves that focus to `<body>`, and a keyboard user starts again from the page's top; instead it goes to
 * the button's form (or its parent), focusable by script only, and back to the button once it is enabled again with
 * the focus still there. Spread the result on the button.
 */
export function useKeepFocusThroughDisable(disabled: boolean) {
  const ref = useRef<HTMLButtonElement>(null);
  const parkedOn = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const parked = parkedOn.current;
    if (disabled || parked === null) return;
    parkedOn.current = null;
    if (parked.ownerDocument.activeElement === parked) ref.current?.focus();
  }, [disabled]);

  const onBlur = (event: FocusEvent<HTMLButtonElement>) => {
    const button = event.currentTarget;
    // Focus going elsewhere (a click, Tab) is the user's; only the blur of disabling has nowhere to go.
    if (event.relatedTarget !== null || !button.disabled) return;
    const holder = button.form ?? button.parentElement;
    if (holder === null || !holder.isConnected) return;
    if (!holder.hasAttribute('tabindex')) holder.tabIndex = -1;
    holder.setAttribute(HOLDS_FOCUS, '');
    holder.focus({ preventScroll: true });
    parkedOn.current = holder;
  };

  return { ref, onBlur };
}
