import { type RefObject, useEffect, useState } from 'react';

/** What the keyboard can reach inside a box: with one of these, Tab into it scrolls it. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Whether a box scrolls while nothing inside it can take the focus. */
export function needsOwnFocus(element: HTMLElement): boolean {
  const scrolls = element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth;
  return scrolls && element.querySelector(FOCUSABLE) === null;
}

/**
 * Whether a scrolling box must take the focus itself so that the keyboard can scroll it (WCAG 2.1.1; axe's
 * `scrollable-region-focusable`): its content overflows it and holds nothing focusable (an audit log's payloads, a
 * table of plain text). Measured again whenever the box or its content changes size. Give it `tabIndex={0}` then.
 */
export function useKeyboardScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [focusable, setFocusable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setFocusable(needsOwnFocus(element));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return focusable;
}
