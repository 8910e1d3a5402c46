import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastInput {
  message: string;
  variant?: ToastVariant;
  /** Milliseconds; errors stay longer by default. */
  duration?: number;
}

export interface ToastEntry {
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

// Radix's toast is loaded with the first toast: the login page and a quiet shell never need it.
const ToastList = lazy(() => import('./toast-list'));

/** Draws the toasts (mounted once in app/providers.tsx); their code loads when the first one shows. */
export function Toaster() {
  const entries = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  // Once shown, the list stays mounted so that Radix can close and announce the toasts that follow.
  const [shown, setShown] = useState(false);
  if (entries.length > 0 && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense>
      <ToastList entries={entries} onDismiss={dismiss} />
    </Suspense>
  );
}
