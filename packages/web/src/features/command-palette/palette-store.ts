import { useSyncExternalStore } from 'react';

// Whether the palette is open: one flag for the shortcut, the sidebar button and the dialog.
let open = false;
const listeners = new Set<() => void>();
// What was typed after the palette was asked for and before its dialog could take the keys (its chunk loading).
let typedAhead = '';
let dialogReady = false;

export function setCommandPaletteOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  if (!open) typedAhead = '';
  for (const listener of listeners) listener();
}

export const openCommandPalette = (): void => setCommandPaletteOpen(true);

export function useCommandPaletteOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}

/** Whether the dialog is mounted and its search box takes the keys itself. */
export const isPaletteDialogReady = (): boolean => dialogReady;

/** The dialog has mounted: the keys go to its search box from now on. */
export function setPaletteDialogReady(): void {
  dialogReady = true;
}

/**
 * A key typed while the palette opens and its dialog is not there yet: a character is kept, Backspace takes the
 * last one back. Answers whether the key was kept (and so must not reach the page).
 */
export function typeAhead(key: string): boolean {
  if (key === 'Backspace') {
    typedAhead = typedAhead.slice(0, -1);
    return true;
  }
  if ([...key].length !== 1) return false;
  typedAhead += key;
  return true;
}

/** The text typed ahead, handed to the search box once (and forgotten). */
export function takeTypedAhead(): string {
  const typed = typedAhead;
  typedAhead = '';
  return typed;
}
