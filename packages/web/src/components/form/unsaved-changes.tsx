import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  use,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
} from 'react';
import { useBlocker } from 'react-router';
import { Button } from '@/components/ui/button';

// The shell carries this provider on every page, but the prompt only when a navigation is blocked: the dialog
// (Radix Dialog, focus trap, scroll lock) loads then, so the first page does without it.
const Dialog = lazy(() => import('@/components/ui/dialog').then((module) => ({ default: module.Dialog })));

/** Our wording (the spec words no such prompt). */
export const UNSAVED_CHANGES = {
  title: 'Leave without saving?',
  body: 'You have changes that are not saved. They stay in this browser as a draft and are offered back when you open this form again.',
  stay: 'Stay',
  leave: 'Leave',
} as const;

/**
 * The history state of a navigation inside one form (a left menu's sections of one editor, `?menu=`): the form
 * stays, so nothing is left. `<Link to={...} state={WITHIN_FORM}>`.
 */
export const WITHIN_FORM = { withinForm: true } as const;

const isWithinForm = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { withinForm?: unknown }).withinForm === true;

interface Registry {
  set(id: string, dirty: boolean): void;
}

const RegistryContext = createContext<Registry | null>(null);

/**
 * The one place that asks before leaving a page with unsaved changes: a router blocker (one per router) and the
 * browser's own prompt on reload or close. Forms report whether they are dirty with `useUnsavedChanges`.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const dirtyForms = useRef(new Set<string>());
  const anyDirty = useCallback(() => dirtyForms.current.size > 0, []);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      anyDirty() &&
      !isWithinForm(nextLocation.state) &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (anyDirty()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [anyDirty]);

  const registry = useMemo<Registry>(
    () => ({
      set(id, dirty) {
        if (dirty) dirtyForms.current.add(id);
        else dirtyForms.current.delete(id);
      },
    }),
    [],
  );

  return (
    <RegistryContext value={registry}>
      {children}
      {blocker.state === 'blocked' ? (
        <Suspense fallback={null}>
          <Dialog
            open
            onOpenChange={(open) => {
              if (!open) blocker.reset?.();
            }}
            title={UNSAVED_CHANGES.title}
            footer={
              <>
                <Button variant="secondary" onClick={() => blocker.reset?.()}>
                  {UNSAVED_CHANGES.stay}
                </Button>
                <Button onClick={() => blocker.proceed?.()}>{UNSAVED_CHANGES.leave}</Button>
              </>
            }
          >
            <p className="text-sm text-slate-700">{UNSAVED_CHANGES.body}</p>
          </Dialog>
        </Suspense>
      ) : null}
    </RegistryContext>
  );
}

/**
 * Reports a form's dirty state to the provider (a no-op outside it, as on the login page). `release` marks it
 * clean at once, before a navigation the save itself starts (going to a new object).
 */
export function useUnsavedChanges(dirty: boolean): { release: () => void } {
  const registry = use(RegistryContext);
  const id = useId();
  useEffect(() => {
    registry?.set(id, dirty);
    return () => registry?.set(id, false);
  }, [registry, id, dirty]);
  return useMemo(() => ({ release: () => registry?.set(id, false) }), [registry, id]);
}
