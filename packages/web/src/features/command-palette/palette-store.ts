import { useSyncExternalStore } from 'react';

// Whether the palette is open: one flag for the shortcut, the sidebar button and the dialog.
let open = false;
const listeners = new Set<() => void>();

export function setCommandPaletteOpen(next: boolean): void {
  if (open === next) return;
  open = next;
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
