import { clsx } from 'clsx';
import { useDeferredValue, useState } from 'react';
import { useLocation } from 'react-router';
import { PreloadLink } from '@/components/ui/preload-link';
import { isItemActive, type NavItem, type SidebarEntry } from '@/config/sidebar';
import { useSession } from '@/features/auth';
import { CommandPaletteButton } from '@/features/command-palette';
import { useCan } from '@/lib/can';
import { useVisibleSidebar } from '@/lib/use-visible-sidebar';

const itemClass =
  'flex w-full items-center rounded px-2.5 py-0.5 text-left text-[13px] leading-5 transition-colors focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-sky-400';
const idleClass = 'text-slate-300 hover:bg-slate-800 hover:text-white';
const activeClass = 'bg-slate-700 font-medium text-white shadow-[inset_3px_0_0_0_var(--color-sky-400)]';

function NavLinkItem({ item }: { item: NavItem }) {
  const location = useLocation();
  const active = isItemActive(item, location);
  return (
    <PreloadLink
      to={item.to}
      aria-current={active ? 'page' : undefined}
      className={clsx(itemClass, active ? activeClass : idleClass)}
    >
      {item.label}
    </PreloadLink>
  );
}

function LogoutButton({ label }: { label: string }) {
  const { signOut } = useSession();
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      disabled={pending}
      className={clsx(itemClass, idleClass)}
      onClick={() => {
        setPending(true);
        void signOut();
      }}
    >
      {label}
    </button>
  );
}

function Entry({ entry }: { entry: SidebarEntry }) {
  switch (entry.kind) {
    case 'group': {
      const id = `sidebar-group-${entry.label.toLowerCase().replace(/\W+/g, '-')}`;
      return (
        <li className="mb-1.5">
          <h2
            id={id}
            className="px-2.5 pt-1.5 pb-0.5 text-[11px] font-semibold tracking-wider text-slate-400 uppercase"
          >
            {entry.label}
          </h2>
          <ul aria-labelledby={id} className="flex flex-col gap-px">
            {entry.items.map((item) => (
              <li key={item.to}>
                <NavLinkItem item={item} />
              </li>
            ))}
          </ul>
        </li>
      );
    }
    case 'tree':
    case 'route':
      return (
        <li>
          <NavLinkItem item={entry} />
        </li>
      );
    case 'external':
      return (
        <li>
          <a href={entry.href} className={clsx(itemClass, idleClass)}>
            {entry.label}
          </a>
        </li>
      );
    case 'logout':
      return (
        <li>
          <LogoutButton label={entry.label} />
        </li>
      );
  }
}

/** The sidebar of site-content-and-shell §2.2, drawn from `config/sidebar.ts`: the items the user may open. */
export function Sidebar() {
  // The entries come all at once, when the server has said whether the user is an administrator: drawn before, the
  // ERP ones came in among them afterwards and pushed the others down (a layout shift on every first page). That
  // answer reaches React as a store's update, which it draws in one go: deferred, the forty-odd links are drawn in
  // slices, answering input between them (README "Performance").
  const entries = useDeferredValue(useVisibleSidebar());
  const known = useDeferredValue(!useCan('erp').isPending);
  return (
    <div className="flex h-full w-68 flex-col bg-slate-900">
      <div className="flex h-12 shrink-0 items-center gap-2 border-b border-slate-800 px-4">
        <span aria-hidden="true" className="size-2.5 rounded-full bg-rose-700" />
        <span className="text-sm font-semibold tracking-wide text-white">Cellar admin</span>
        <CommandPaletteButton className="ml-auto inline-flex items-center gap-1 rounded border border-slate-700 px-1.5 py-0.5 text-slate-400 hover:border-slate-500 hover:text-white focus-visible:outline-2 focus-visible:outline-sky-400" />
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-2 py-2">
        {known ? (
          <ul className="flex flex-col gap-px">
            {entries.map((entry) => (
              <Entry key={entry.label} entry={entry} />
            ))}
          </ul>
        ) : null}
      </nav>
    </div>
  );
}
