import { isNotFound, normalisePath, pathSegments, type Resource } from '@cellar/sdk';
import { messages, PERMISSIONS } from '@cellar/validation';
import { catalogueMessages } from '@cellar/validation/catalogue';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createElement, lazy, memo, Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { Loading } from '@/components/ui/loading';
import { PreloadLink } from '@/components/ui/preload-link';
import { encodeTreePath, paths } from '@/config/paths';
import { contentQueries } from '@/features/content/api/query-keys';
import { objectTabEditor } from '@/features/content/components/object-tab-editors';
import { ObjectTabs } from '@/features/content/components/object-tabs';
import { NotBuiltTab } from '@/features/content/components/tabs/not-built-tab';
import { allowedTabs, selectTab, type TabDef, type TabName, tabsFor } from '@/features/content/config/tabs';
import { type LockState, lockAllowsEditing, useObjectLock } from '@/features/content/hooks/use-object-lock';
import { objectPageUrl } from '@/features/content/utils/object-page-url';
import { can, canidoQuery, type Permissions } from '@/lib/can';
import { type ObjectTabProps, objectHeader, useEditors, useEditorsSettled } from '@/lib/editor-registry';
import { useEditorLoaded } from '@/lib/lazy-editor';
import { useUrlState } from '@/lib/url-state';

/** The Add menu of a folder, handed to a type's own listing (loaded with it, not with the page). */
const CreateMenu = lazy(() =>
  import('@/features/content/components/create/create-menu').then((m) => ({ default: m.CreateMenu })),
);

/** Heading of the page of a path that does not exist (or that the user may not view). */
export const NOT_FOUND_TITLE = 'Not found';

/**
 * Editing tabs that hold a form while open, so they take the editing lock (catalogue-editors §4). Price comparator
 * writes ERP data, not the object, so it takes none: a lock would keep other editors out of the product for nothing.
 */
const LOCKING_TABS: ReadonlySet<TabName> = new Set<TabName>([
  'Edit',
  'Properties',
  'Behaviors',
  'SEO',
  'ContentReview',
  'Product',
  'Pack',
  'Content',
  'Taxonomy',
  'Data',
  'Sections',
  'Submenu',
]);

/** `?path=...&tab=...` of a tab of an object (menu, q and page belong to one tab and are dropped). */
export const tabHref = (path: string, tab: string): string =>
  `${paths.tree.getHref(path)}&tab=${encodeURIComponent(tab)}`;

/** The title an object shows: its title, else its id; the root is 'Root'. */
export function objectTitle(object: Resource, path: string): string {
  if (typeof object.title === 'string' && object.title !== '') return object.title;
  if (typeof object.title === 'object' && object.title.es) return object.title.es;
  if (typeof object.nombre === 'string' && object.nombre !== '') return object.nombre;
  return path === '/' ? 'Root' : object['@name'];
}

/**
 * The object page of the content tree (site-content-and-shell §2.3): `?path=` (default '/') picks the
 * object, `?tab=` the tab (default the first the user may see), `?menu=` the section of a tab with a menu.
 */
export function Component() {
  const { view } = useUrlState(objectPageUrl);
  const path = normalisePath(view.path || '/');
  const object = useQuery(contentQueries.object(path));
  const permissions = useQuery(canidoQuery(path));
  // The type editors' registrations come before the object's view, which reads them without suspending.
  const editorsSettled = useEditorsSettled();
  // The object's view (its header, tabs and editor) is the page's heaviest render. Whether it is ready as the page
  // mounts or once what comes last of what it waits for is in (an answer read through `useQuery` comes as an update
  // React draws in one go), the view is drawn in a deferred render, which React does in slices of a few milliseconds,
  // answering input between them: a page load has no task of 40-60 ms blocking the main thread there (Lighthouse's
  // Total Blocking Time, README "Performance").
  const viewShown = useDeferredValue(permissions.isSuccess && editorsSettled, false);
  // The editing lock is asked for as soon as the page knows its tab, not once the view is drawn: a lock someone else
  // holds is said above the tab as the tab comes, not pushing it down afterwards (a layout shift).
  const queryClient = useQueryClient();
  const lock = useObjectLock({
    path,
    enabled:
      object.isSuccess &&
      permissions.isSuccess &&
      takesLock(object.data, path, permissions.data, view.tab || null),
    modificationDate: object.data?.modification_date,
    onStale: () => void queryClient.invalidateQueries({ queryKey: contentQueries.object(path).queryKey }),
  });

  if (object.isError) {
    if (isNotFound(object.error)) return <NotFoundPage path={path} />;
    return <ErrorPage path={path} message={object.error.message} />;
  }
  if (object.isPending) return <Loading className="p-6" />;

  return (
    <section aria-labelledby="object-title" className="flex flex-col gap-4 p-6">
      <title>{`${objectTitle(object.data, path)} · Cellar admin`}</title>
      <Breadcrumb path={path} />
      <h1 id="object-title" className="text-xl font-semibold text-slate-900">
        {objectTitle(object.data, path)}
      </h1>
      {permissions.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {permissions.error.message}
        </p>
      ) : !permissions.isSuccess || !viewShown ? (
        <Loading />
      ) : (
        <ObjectView
          object={object.data}
          path={path}
          permissions={permissions.data}
          requestedTab={view.tab || null}
          menu={view.menu || null}
          lock={lock}
        />
      )}
    </section>
  );
}

/** Whether the tab the page shows for `requestedTab` is an editing tab the user may use, which takes the lock. */
function takesLock(
  object: Resource,
  path: string,
  permissions: Permissions,
  requestedTab: string | null,
): boolean {
  const tabs = tabsFor({ type: object['@type'], path, folderish: object.is_folderish });
  const selection = selectTab(tabs, permissions, requestedTab);
  return (
    selection.kind === 'tab' &&
    can(permissions, PERMISSIONS.ModifyContent) &&
    LOCKING_TABS.has(selection.tab.name)
  );
}

function ObjectView({
  object,
  path,
  permissions,
  requestedTab,
  menu,
  lock,
}: {
  object: Resource;
  path: string;
  permissions: Permissions;
  requestedTab: string | null;
  menu: string | null;
  lock: LockState;
}) {
  const tabs = tabsFor({ type: object['@type'], path, folderish: object.is_folderish });
  const visible = allowedTabs(tabs, permissions);
  const selection = selectTab(tabs, permissions, requestedTab);
  const current: TabDef | null = selection.kind === 'none' ? null : selection.tab;

  // A `?tab=` the user may not see (or that does not exist) shows another tab: the URL says which, replacing the
  // entry so that Back does not come back to the address that was corrected.
  const { correct } = useUrlState(objectPageUrl);
  const shown = selection.kind === 'tab' ? selection.tab.name : null;
  useEffect(() => {
    if (requestedTab !== null && shown !== null && shown !== requestedTab) correct({ tab: shown, menu: '' });
  }, [requestedTab, shown, correct]);

  const panelId = `panel-${encodeTreePath(path)}`;
  // The same props while nothing the tab reads changes: the lock being taken (pending -> held) does not draw the
  // whole tab again.
  const tabMenu = selection.kind === 'tab' && selection.tab.hasMenu ? menu : null;
  const readOnly = !lockAllowsEditing(lock);
  const tabProps = useMemo<ObjectTabProps>(
    () => ({
      object,
      path,
      permissions,
      menu: tabMenu,
      createMenu: object.is_folderish ? <CreateMenu object={object} /> : undefined,
      // Read-only when the lock is held by someone else or failed; typed at once while it is being taken.
      readOnly,
    }),
    [object, path, permissions, tabMenu, readOnly],
  );
  // The type's header comes with the tabs, not after them (where it would push them and the form down).
  const editors = useEditors();
  const header = objectHeader(editors, object['@type']);
  const headerLoaded = useEditorLoaded(header);
  // The panel shows its loading line until the tab's chunk is in, then the lock's notice (if any) and the tab
  // together: a notice coming above a loading line already drawn moved it.
  const tabLoaded = useEditorLoaded(
    selection.kind === 'tab' ? objectTabEditor(editors, object['@type'], selection.tab.name) : undefined,
  );
  if (!headerLoaded) return <Loading />;

  return (
    // The type's header, the tabs and the panel come together, in the place of the one loading line: a header coming
    // in above tabs already shown pushed them and the tab's form down (a layout shift on every newsletter).
    <Suspense fallback={<Loading />}>
      <div className="flex flex-col gap-4">
        {header ? createElement(header, { object, path, permissions }) : null}
        <ObjectTabs
          tabs={visible}
          current={current?.name ?? null}
          hrefFor={(tab) => tabHref(path, tab.name)}
          panelId={panelId}
        />
        <div
          id={panelId}
          role="tabpanel"
          aria-label={current?.name}
          // The editing lock's state ('pending' while it is taken in the background, 'held'...), for tools and tests.
          data-lock={lock.status}
          className="flex flex-col gap-4"
          {...(current ? {} : { hidden: true })}
        >
          {selection.kind === 'forbidden' ? (
            <p
              role="alert"
              className="rounded border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              {catalogueMessages.permissions.cannotModify}
            </p>
          ) : selection.kind === 'tab' && !tabLoaded ? (
            <Loading />
          ) : selection.kind === 'tab' ? (
            <>
              <LockNotice lock={lock} />
              <TabContent tab={selection.tab.name} key={`${path}|${selection.tab.name}`} props={tabProps} />
            </>
          ) : null}
        </div>
      </div>
    </Suspense>
  );
}

/**
 * The tab's editor: the type's own (or the one every type shares) from the editor registry, else the generic one;
 * a type tab nobody has built yet says so.
 */
const TabContent = memo(function TabContent({ tab, props }: { tab: TabName; props: ObjectTabProps }) {
  return (
    <Suspense fallback={<Loading />}>
      <TabEditor tab={tab} props={props} />
    </Suspense>
  );
});

function TabEditor({ tab, props }: { tab: TabName; props: ObjectTabProps }) {
  const Tab = objectTabEditor(useEditors(), props.object['@type'], tab);
  return Tab ? <Tab {...props} /> : <NotBuiltTab />;
}

/**
 * Someone else holding the lock (who and since when, the server's message) or the lock call failing (shown
 * persistently, catalogue-editors §8); a server without locks says so. The lock being taken says nothing: the user
 * may already type.
 */
function LockNotice({ lock }: { lock: LockState }) {
  // A server without locks: said once, above the form, as a fact rather than a failure.
  if (lock.status === 'unsupported')
    return (
      <p
        role="status"
        className="rounded border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800"
      >
        {messages.serverAddons.noLocks}
      </p>
    );
  if (lock.status !== 'locked' && lock.status !== 'error') return null;
  return (
    <p role="alert" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {lock.message}
    </p>
  );
}

/** Root, then every ancestor as a link to its `?path=`, then the object itself. */
export function Breadcrumb({ path }: { path: string }) {
  const segments = pathSegments(path);
  const crumbs = [
    { label: 'Root', path: '/' },
    ...segments.map((segment, index) => ({
      label: segment,
      path: `/${segments.slice(0, index + 1).join('/')}/`,
    })),
  ];
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-slate-900">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <PreloadLink className="text-sky-700 hover:underline" to={paths.tree.getHref(crumb.path)}>
                    {crumb.label}
                  </PreloadLink>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function NotFoundPage({ path }: { path: string }) {
  return (
    <section aria-labelledby="object-title" className="flex flex-col gap-2 p-6">
      <title>{`${NOT_FOUND_TITLE} · Cellar admin`}</title>
      <Breadcrumb path={path} />
      <h1 id="object-title" className="text-xl font-semibold text-slate-900">
        {NOT_FOUND_TITLE}
      </h1>
      <p className="font-mono text-sm text-slate-600">{path}</p>
    </section>
  );
}

function ErrorPage({ path, message }: { path: string; message: string }) {
  return (
    <section className="flex flex-col gap-2 p-6">
      <Breadcrumb path={path} />
      <p role="alert" className="text-sm text-red-700">
        {message}
      </p>
    </section>
  );
}
