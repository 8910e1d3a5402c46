import { lazy, Suspense, useEffect, useState } from 'react';
import { isPaletteShortcut } from '@/features/command-palette/palette-items';
import {
  isPaletteDialogReady,
  setCommandPaletteOpen,
  typeAhead,
  useCommandPaletteOpen,
} from '@/features/command-palette/palette-store';

const loadPaletteDialog = () =>
  import('@/features/command-palette/components/palette-dialog').then((module) => ({
    default: module.PaletteDialog,
  }));
const PaletteDialog = lazy(loadPaletteDialog);

/** How long the shell waits for an idle moment before loading the dialog anyway. */
const PRELOAD_TIMEOUT_MS = 3000;

/**
 * Loads the dialog once the shell is idle after the first page is shown, so the first Ctrl+K finds it there; the first
 * page's bundle stays without it.
 */
function usePreloadWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    const run = () => void load().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: PRELOAD_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(run, PRELOAD_TIMEOUT_MS);
    return () => window.clearTimeout(id);
  }, [load]);
}

/**
 * The command palette (Ctrl+K / Cmd+K). The shell carries only the shortcut: the dialog (cmdk, Radix Dialog, the
 * title search) is a chunk of its own, loaded when the shell is idle (or at the first open) and mounted from the
 * first open on. What is typed between Ctrl+K and the dialog being there is kept for its search box.
 */
export function CommandPalette() {
  const open = useCommandPaletteOpen();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  usePreloadWhenIdle(loadPaletteDialog);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setCommandPaletteOpen(!open);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // Until the dialog's search box can take them, the keys typed into the opening palette are kept for it.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isPaletteDialogReady() || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'Escape') setCommandPaletteOpen(false);
      else if (typeAhead(event.key)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [open]);

  return opened ? (
    <Suspense fallback={null}>
      <PaletteDialog />
    </Suspense>
  ) : null;
}

/**
 * The sidebar header's button that opens the palette. Its name is its words for screen readers then the shortcut it
 * shows ('Open command palette Ctrl K'), so what is seen is what a speech user says (WCAG 2.5.3).
 */
export function CommandPaletteButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      title="Search (Ctrl+K)"
      aria-keyshortcuts="Control+K Meta+K"
      onClick={() => setCommandPaletteOpen(true)}
      className={className}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5">
        <circle cx="7" cy="7" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M10.5 10.5L14 14" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <span className="sr-only">Open command palette </span>
      <span className="text-[11px]">Ctrl K</span>
    </button>
  );
}
