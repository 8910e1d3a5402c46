import * as RadixToast from '@radix-ui/react-toast';
import { clsx } from 'clsx';
import type { ToastEntry, ToastVariant } from './toast';

const variantClass: Record<ToastVariant, string> = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  error: 'border-rose-300 bg-rose-50 text-rose-900',
  info: 'border-slate-300 bg-white text-slate-900',
};

/** Draws the toasts bottom-left (Radix toast: announced to screen readers, swipe or Esc to close). */
export default function ToastList({
  entries,
  onDismiss: dismiss,
}: {
  entries: readonly ToastEntry[];
  onDismiss: (id: number) => void;
}) {
  // Bottom left: a toast never covers the buttons of a drawer (right edge) or a dialog (centred).
  return (
    <RadixToast.Provider swipeDirection="left">
      {entries.map((entry) => (
        <RadixToast.Root
          key={entry.id}
          duration={entry.duration}
          type={entry.variant === 'error' ? 'foreground' : 'background'}
          data-variant={entry.variant}
          onOpenChange={(open) => {
            if (!open) dismiss(entry.id);
          }}
          className={clsx(
            'flex items-start gap-3 rounded-md border px-4 py-3 text-sm shadow-lg',
            variantClass[entry.variant],
          )}
        >
          <RadixToast.Description className="flex-1 whitespace-pre-line">
            {entry.message}
          </RadixToast.Description>
          <RadixToast.Close
            aria-label="Close"
            className="-mr-1 rounded px-1 leading-5 opacity-60 hover:opacity-100"
          >
            ×
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="fixed bottom-4 left-4 z-[60] flex w-96 max-w-[calc(100vw-2rem)] flex-col gap-2 outline-none" />
    </RadixToast.Provider>
  );
}
