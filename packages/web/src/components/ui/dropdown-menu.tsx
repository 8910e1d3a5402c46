import * as RadixDropdown from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface DropdownMenuItem {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
}

export interface DropdownMenuProps {
  /** The trigger's text (a button with a caret); with `icon`, its accessible name only. */
  label: string;
  /** Shown instead of the label on the trigger (an icon button named by `label`). */
  icon?: ReactNode;
  items: readonly DropdownMenuItem[];
  disabled?: boolean;
  /** Extra content before the items (e.g. a note). */
  header?: ReactNode;
  align?: 'start' | 'end';
  variant?: 'primary' | 'secondary';
}

const triggerVariants = {
  primary: 'bg-slate-900 text-white hover:bg-slate-700 disabled:bg-slate-400',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400',
} as const;

/** A button that opens a menu of actions (Radix): arrows move, Enter picks, Esc closes. */
export function DropdownMenu({
  label,
  icon,
  items,
  disabled,
  header,
  align = 'start',
  variant = 'secondary',
}: DropdownMenuProps) {
  return (
    <RadixDropdown.Root modal={false}>
      <RadixDropdown.Trigger
        disabled={disabled}
        aria-label={icon === undefined ? undefined : label}
        className={clsx(
          'inline-flex items-center gap-1.5 rounded px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-500 disabled:cursor-not-allowed',
          triggerVariants[variant],
        )}
      >
        {icon ?? label}
        <svg aria-hidden="true" viewBox="0 0 10 6" className="h-1.5 w-2.5">
          <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </RadixDropdown.Trigger>
      <RadixDropdown.Portal>
        <RadixDropdown.Content
          align={align}
          sideOffset={4}
          className="z-50 min-w-40 rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg"
        >
          {header}
          {items.map((item) => (
            <RadixDropdown.Item
              key={item.label}
              disabled={item.disabled}
              onSelect={item.onSelect}
              className="cursor-pointer rounded px-2.5 py-1.5 text-slate-800 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-400 data-[highlighted]:bg-slate-100"
            >
              {item.label}
            </RadixDropdown.Item>
          ))}
        </RadixDropdown.Content>
      </RadixDropdown.Portal>
    </RadixDropdown.Root>
  );
}
