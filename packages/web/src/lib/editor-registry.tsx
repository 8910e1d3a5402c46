import type { Created, CreateRequest, Resource } from '@cellar/sdk';
import {
  type ComponentType,
  createContext,
  type LazyExoticComponent,
  type ReactNode,
  use,
  useMemo,
} from 'react';
import type { Permissions } from './can';
import { useSettled } from './use-settled';

/** What the object page gives every tab, generic or type-specific. */
export interface ObjectTabProps {
  object: Resource;
  /** The object's content path, '/bodegas/x/' form. */
  path: string;
  /** The `@canido` answer of the object (ask it with `can`). */
  permissions: Permissions;
  /**
   * The editing lock is held by someone else, or the lock call failed: show, do not edit (while it is being taken,
   * the user may already edit). A tab's form (`useObjectTabForm`) is read-only without ModifyContent too.
   */
  readOnly: boolean;
  /** `?menu=`: the section of a tab with a left menu. */
  menu: string | null;
  /** A folder's Add menu, for a type's own listing to show (the generic Items tab has its own). */
  createMenu?: ReactNode;
}

/** What a type's header above the object's tabs gets (the newsletter's status and actions). */
export type ObjectHeaderProps = Pick<ObjectTabProps, 'object' | 'path' | 'permissions'>;

/** A new object: `POST {parent}` with `body`. */
export interface NewObject {
  /** The folder it is created in (a tag goes in its type's folder, whichever folder the menu was opened on). */
  parent: string;
  body: CreateRequest;
}

/**
 * What every creation form gets from the Add dialog. The form validates, builds the object and confirms; the
 * content browser creates it, then closes the dialog and goes to it (site-content-and-shell §2.3).
 */
export interface CreateFormProps {
  /** The folder the Add menu was opened on. */
  parentPath: string;
  /** The content type picked in the Add menu. */
  type: string;
  /**
   * Creates the object; resolves once it exists (the dialog is closing and the page going to it), rejects with
   * the server's error (a 400's `details` name the fields).
   */
  create: (object: NewObject) => Promise<Created>;
  /** Closes the dialog without creating (what was typed stays as a draft). */
  onCancel: () => void;
}

/**
 * A component loaded on demand (`React.lazy`, or `lazyEditor` for a tab or a header, which waits without suspending):
 * its code is a chunk of its own, fetched when first shown. `preload` fetches it before, when the user shows the
 * intent to open it.
 */
export type Lazy<P> = (LazyExoticComponent<ComponentType<P>> | ComponentType<P>) & {
  preload?: () => Promise<unknown>;
  /** Whether its code has come (an on-demand editor, `lazyEditor`), so it shows at once. */
  isLoaded?: () => boolean;
};

/**
 * The type-specific editors the object page shows, each feature of editors contributing its own (registered in
 * `app/`, so the content browser imports no editor feature):
 * - `tabs`: keyed `'{type}/{tab}'` (`'Landing/Data'`), or `'*\/{tab}'` for a tab shared by every type that shows it
 *   (`'*\/SEO'`);
 * - `createForms`: keyed by the creation form's kind (`'bodega'`, `'landing'`...);
 * - `headers`: keyed by type, shown above the object's tabs, whichever tab is open (`'Newsletter'`).
 */
export interface EditorRegistry {
  tabs: Readonly<Record<string, Lazy<ObjectTabProps>>>;
  createForms: Readonly<Record<string, Lazy<CreateFormProps>>>;
  headers: Readonly<Record<string, Lazy<ObjectHeaderProps>>>;
}

export const emptyEditors: EditorRegistry = { tabs: {}, createForms: {}, headers: {} };

/** Several features' editors as one registry; a later one never silently replaces an earlier one's entry. */
export function mergeEditors(...parts: readonly Partial<EditorRegistry>[]): EditorRegistry {
  const merged = {
    tabs: {} as Record<string, Lazy<ObjectTabProps>>,
    createForms: {} as Record<string, Lazy<CreateFormProps>>,
    headers: {} as Record<string, Lazy<ObjectHeaderProps>>,
  };
  for (const part of parts)
    for (const kind of ['tabs', 'createForms', 'headers'] as const)
      for (const [key, editor] of Object.entries(part[kind] ?? {})) {
        if (key in merged[kind]) throw new Error(`Two editors registered for ${kind} '${key}'`);
        (merged[kind] as Record<string, unknown>)[key] = editor;
      }
  return merged;
}

/** The tab editor of a type: its own, else the one shared by every type; undefined when none is built. */
export const tabEditor = (
  editors: EditorRegistry,
  type: string,
  tab: string,
): Lazy<ObjectTabProps> | undefined => editors.tabs[`${type}/${tab}`] ?? editors.tabs[`*/${tab}`];

/** The header a type shows above its tabs; undefined when it has none. */
export const objectHeader = (editors: EditorRegistry, type: string): Lazy<ObjectHeaderProps> | undefined =>
  editors.headers[type];

/**
 * Where the app's editors come from: the registry, or a loader of the module that builds it. The app passes a
 * loader, so the first page carries none of the registrations: they load with the first screen that asks.
 */
export type EditorSource = EditorRegistry | (() => Promise<EditorRegistry>);

const EditorRegistryContext = createContext<EditorSource>(emptyEditors);
/** A promise that says how it settled in the fields React's `use` reads, so `use` answers it without suspending. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected' | 'pending'; value?: T; reason?: unknown };

const loaded = new WeakMap<() => Promise<EditorRegistry>, Tracked<EditorRegistry>>();

export function EditorRegistryProvider({
  editors,
  children,
}: {
  editors: EditorSource;
  children: ReactNode;
}) {
  return <EditorRegistryContext value={editors}>{children}</EditorRegistryContext>;
}

/**
 * The registry a loader gives, loaded once: the screen (`useEditors`) and a preload before it share one promise,
 * which notes how it settled (`status`, `value`, as React's `use` reads them), so the screen finds it settled and
 * does not suspend at all.
 */
export function loadEditorsOnce(source: () => Promise<EditorRegistry>): Promise<EditorRegistry> {
  let loading = loaded.get(source);
  if (!loading) {
    const tracked: Tracked<EditorRegistry> = source();
    tracked.then(
      (value) => {
        tracked.status = 'fulfilled';
        tracked.value = value;
      },
      (reason: unknown) => {
        tracked.status = 'rejected';
        tracked.reason = reason;
      },
    );
    loading = tracked;
    loaded.set(source, loading);
  }
  return loading;
}

/**
 * Whether the app's editors have loaded (or failed to), re-rendering once they have, without suspending: a page
 * shows its own `Loading` until then and `useEditors` answers at once, rather than a Suspense boundary's fallback
 * whose content React then holds back up to 300 ms (see `lazyEditor`).
 */
export function useEditorsSettled(): boolean {
  const source = use(EditorRegistryContext);
  const loading =
    typeof source === 'function' ? (loadEditorsOnce(source) as Tracked<EditorRegistry>) : undefined;
  const settled = loading === undefined || loading.status === 'fulfilled' || loading.status === 'rejected';
  const load = useMemo(
    () => (typeof source === 'function' ? () => loadEditorsOnce(source) : undefined),
    [source],
  );
  // Re-renders once they have come; the promise has noted how it settled by then.
  useSettled(load, !settled);
  return settled;
}

/** The editors registered by the app; suspends (call it under a Suspense) while their module loads. */
export function useEditors(): EditorRegistry {
  const source = use(EditorRegistryContext);
  return typeof source === 'function' ? use(loadEditorsOnce(source)) : source;
}
