import { messages } from '@cellar/validation';
import { useId, useRef } from 'react';
import { Outlet } from 'react-router';
import { loadEditors } from '@/app/load-editors';
import { UnsavedChangesProvider } from '@/components/form/unsaved-changes';
import { CommandPalette } from '@/features/command-palette';
import { EditorRegistryProvider } from '@/lib/editor-registry';
import { useShops } from '@/lib/use-shops';
import { Sidebar } from './sidebar';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

/**
 * Sidebar, the separator strip that collapses it, and the current screen. The strip is a disclosure button
 * (`aria-expanded`, `aria-controls`) and the collapsed sidebar leaves the page: all a collapsible needs here, so the
 * first page carries no collapsible library.
 */
export function AppLayout() {
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const main = useRef<HTMLElement>(null);
  const sidebarId = useId();
  // Once per page load: the configured shops give every call its x-shop (the shop of this page's host).
  useShops();
  return (
    <div className="flex h-full bg-white text-slate-900">
      {/* The first Tab stop: past the sidebar's links to the screen. */}
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is read as a link; it moves the focus itself, as following `#main` would add a history entry and a hash to the screen's URL. */}
      <a
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
        className="sr-only rounded bg-white px-3 py-2 text-sm font-medium text-slate-900 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:outline-2 focus:outline-sky-500"
      >
        {messages.shell.skipToContent}
      </a>
      {collapsed ? null : (
        <aside id={sidebarId} className="h-full shrink-0">
          <Sidebar />
        </aside>
      )}
      <button
        type="button"
        aria-expanded={!collapsed}
        aria-controls={collapsed ? undefined : sidebarId}
        onClick={() => setCollapsed(!collapsed)}
        aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        className="group flex h-full w-3 shrink-0 cursor-pointer items-center justify-center border-r border-slate-200 bg-slate-100 text-slate-500 hover:bg-slate-200 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-sky-500"
      >
        <svg aria-hidden="true" viewBox="0 0 8 16" className={collapsed ? 'h-4 w-2' : 'h-4 w-2 rotate-180'}>
          <path d="M2 3l4 5-4 5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {/* Focusable by the skip link (not by Tab), which also lets the keyboard scroll it. */}
      <main id="main" ref={main} tabIndex={-1} className="min-w-0 flex-1 overflow-auto focus:outline-none">
        {/* Asks before a navigation leaves a form with unsaved changes, whichever screen it is on. */}
        <UnsavedChangesProvider>
          <EditorRegistryProvider editors={loadEditors}>
            <Outlet />
          </EditorRegistryProvider>
        </UnsavedChangesProvider>
      </main>
      <CommandPalette />
    </div>
  );
}
