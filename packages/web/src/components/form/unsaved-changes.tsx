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

interface Registry {
  set(id: string, dirty: boolean): void;
}

const RegistryContext = createContext<Registry | null>(null);

/** The query parameter of an editor's section (`?menu=`): its sections are parts of one form. */
const SECTION_PARAM = 'menu';

const withoutSection = (search: string): string => {
  const params = new URLSearchParams(search);
  params.delete(SECTION_PARAM);
  return params.toString();
};

/**
 * Whether a navigation leaves the forms on the page: another path or query, except a move to another section of
 * the same editor (only `?menu=` changes), which keeps the form and what was typed in it.
 */
export const leavesForm = (
  current: { pathname: string; search: string },
  next: { pathname: string; search: string },
): boolean =>
  current.pathname !== next.pathname || withoutSection(current.search) !== withoutSection(next.search);

/**
 * The one place that asks before leaving a page with unsaved changes: a router blocker (one per router) and the
 * browser's own prompt on reload or close. Forms report whether they are dirty with `useUnsavedChanges`.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const dirtyForms = useRef(new Set<string>());
  const anyDirty = useCallback(() => dirtyForms.current.size > 0, []);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => anyDirty() && leavesForm(currentLocation, nextLocation),
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
