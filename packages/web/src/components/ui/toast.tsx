import * as RadixToast from '@radix-ui/react-toast';
import { clsx } from 'clsx';
import { useSyncExternalStore } from 'react';

export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastInput {
  message: string;
  variant?: ToastVariant;
  /** Milliseconds; errors stay longer by default. */
  duration?: number;
}

interface ToastEntry {
  id: number;
  message: string;
  variant: ToastVariant;
  duration: number;
}

// One list of toasts for the whole app: `toast()` may be called from anywhere (a mutation's callback, a
// hook), and the one <Toaster /> mounted in app/providers.tsx draws them.
let toasts: readonly ToastEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getSnapshot = () => toasts;

function show(input: ToastInput | string): void {
  const { message, variant = 'info', duration } = typeof input === 'string' ? { message: input } : input;
  toasts = [
    ...toasts,
    { id: nextId++, message, variant, duration: duration ?? (variant === 'error' ? 10_000 : 5_000) },
  ];
  emit();
}

/**
 * Shows a toast; errors stay 10 s, others 5 s unless `duration` says otherwise.
 * `toast('Saved')`, `toast({message, variant})`, `toast.success('Saved')`, `toast.error('Failed')`.
 */
export const toast = Object.assign(show, {
  success: (message: string, duration?: number) =>
    show({ message, variant: 'success', ...(duration === undefined ? {} : { duration }) }),
  error: (message: string, duration?: number) =>
    show({ message, variant: 'error', ...(duration === undefined ? {} : { duration }) }),
  info: (message: string, duration?: number) =>
    show({ message, variant: 'info', ...(duration === undefined ? {} : { duration }) }),
});

const dismiss = (id: number) => {
  toasts = toasts.filter((entry) => entry.id !== id);
  emit();
};

/** `{toast}` for components that prefer a hook. */
export function useToast(): { toast: typeof toast } {
  return { toast };
}

const variantClass: Record<ToastVariant, string> = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  error: 'border-rose-300 bg-rose-50 text-rose-900',
  info: 'border-slate-300 bg-white text-slate-900',
};

/** Draws the toasts bottom-right (Radix toast: announced to screen readers, swipe or Esc to close). */
export function Toaster() {
  const entries = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
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
