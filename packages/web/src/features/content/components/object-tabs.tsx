import { clsx } from 'clsx';
import { type KeyboardEvent, useRef } from 'react';
import { Link } from 'react-router';
import type { TabDef } from '@/features/content/config/tabs';

/**
 * The object's tabs as links (the tab lives in the URL, so a link reproduces the view), exposed as a
 * tablist: arrow keys, Home and End move between tabs, Enter opens one.
 */
export function ObjectTabs({
  tabs,
  current,
  hrefFor,
  panelId,
}: {
  tabs: readonly TabDef[];
  current: string | null;
  hrefFor: (tab: TabDef) => string;
  panelId: string;
}) {
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = refs.current.indexOf(document.activeElement as HTMLAnchorElement);
    if (index < 0) return;
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    refs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label="Object tabs"
      className="flex flex-wrap gap-1 border-b border-slate-200"
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab, index) => {
        const selected = tab.name === current;
        return (
          <Link
            key={tab.name}
            ref={(element) => {
              refs.current[index] = element;
            }}
            role="tab"
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            tabIndex={selected || (current === null && index === 0) ? 0 : -1}
            to={hrefFor(tab)}
            className={clsx(
              '-mb-px rounded-t border px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-sky-500',
              selected
                ? 'border-slate-200 border-b-white bg-white font-medium text-slate-900'
                : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {tab.name}
          </Link>
        );
      })}
    </div>
  );
}
