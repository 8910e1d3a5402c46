import { lazy, Suspense, useEffect, useState } from 'react';
import { isPaletteShortcut } from '@/features/command-palette/palette-items';
import { setCommandPaletteOpen, useCommandPaletteOpen } from '@/features/command-palette/palette-store';

const PaletteDialog = lazy(() =>
  import('@/features/command-palette/components/palette-dialog').then((module) => ({
    default: module.PaletteDialog,
  })),
);

/**
 * The command palette (Ctrl+K / Cmd+K). The shell carries only the shortcut: the dialog (cmdk, Radix Dialog, the
 * title search) loads the first time the palette opens and stays mounted after that.
 */
export function CommandPalette() {
  const open = useCommandPaletteOpen();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setCommandPaletteOpen(!open);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
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
