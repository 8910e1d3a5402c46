import * as RadixTabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface TabItem<V extends string = string> {
  value: V;
  /** What the tab reads (with a count, for instance). */
  label: ReactNode;
}

export interface TabsProps<V extends string = string> {
  /** The selected tab: controlled, so a screen can keep it in the URL. */
  value: V;
  onValueChange: (value: V) => void;
  tabs: readonly TabItem<V>[];
  /** Names the tab list for screen readers, e.g. 'Analytics tabs'. */
  label: string;
  /** The panel of the selected tab; only that one is rendered. */
  children: ReactNode;
  className?: string;
}

/** Tabs (Radix): arrow keys move between tabs, the selected tab's panel is shown below. */
export function Tabs<V extends string>({
  value,
  onValueChange,
  tabs,
  label,
  children,
  className,
}: TabsProps<V>) {
  return (
    <RadixTabs.Root
      value={value}
      onValueChange={(next) => onValueChange(next as V)}
      activationMode="manual"
      className={clsx('flex flex-col gap-4', className)}
    >
      <RadixTabs.List aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            className={clsx(
              '-mb-px rounded-t border px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-sky-500',
              'border-transparent text-slate-600 hover:text-slate-900',
              'data-[state=active]:border-slate-200 data-[state=active]:border-b-white data-[state=active]:bg-white data-[state=active]:font-medium data-[state=active]:text-slate-900',
            )}
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      <RadixTabs.Content value={value} className="focus-visible:outline-2 focus-visible:outline-sky-500">
        {children}
      </RadixTabs.Content>
    </RadixTabs.Root>
  );
}
