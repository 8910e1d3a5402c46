import * as RadixDropdown from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';

export interface DropdownMenuItem {
  /** The item's name (what a screen reader says); shown unless `text` is given. */
  label: string;
  /** What the item shows when its group's label says the rest (a language under its shop); part of `label`. */
  text?: string;
  onSelect: () => void;
  disabled?: boolean;
}

/** Items under a heading that names them (a `group` labelled by `label`). */
export interface DropdownMenuGroup {
  label: string;
  items: readonly DropdownMenuItem[];
}

export type DropdownMenuEntry = DropdownMenuItem | DropdownMenuGroup;

const isGroup = (entry: DropdownMenuEntry): entry is DropdownMenuGroup => 'items' in entry;

export interface DropdownMenuProps {
  /** The trigger's text (a button with a caret); with `icon`, its accessible name only. */
  label: string;
  /** Shown instead of the label on the trigger (an icon button named by `label`). */
  icon?: ReactNode;
  /** The items, alone or in labelled groups. */
  items: readonly DropdownMenuEntry[];
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

const itemClass =
  'cursor-pointer rounded px-2.5 py-1.5 text-slate-800 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-400 data-[highlighted]:bg-slate-100';

function MenuItem({ item }: { item: DropdownMenuItem }) {
  return (
    <RadixDropdown.Item
      disabled={item.disabled}
      onSelect={item.onSelect}
      aria-label={item.text === undefined ? undefined : item.label}
      className={itemClass}
    >
      {item.text ?? item.label}
    </RadixDropdown.Item>
  );
}

function MenuGroup({ group }: { group: DropdownMenuGroup }) {
  const id = useId();
  return (
    <RadixDropdown.Group aria-labelledby={id} className="py-0.5">
      <RadixDropdown.Label id={id} className="px-2.5 pt-1.5 pb-0.5 text-xs font-semibold text-slate-600">
        {group.label}
      </RadixDropdown.Label>
      {group.items.map((item) => (
        <MenuItem key={item.label} item={item} />
      ))}
    </RadixDropdown.Group>
  );
}

/**
 * A button that opens a menu of actions (Radix): arrows move, Enter picks, Esc closes. A menu taller than the room
 * the window leaves below or above the button scrolls inside it (Radix measures that room), so every item can be
 * reached on any screen.
 */
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
          collisionPadding={8}
          className="z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-40 overflow-y-auto overscroll-contain rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg"
        >
          {header}
          {items.map((entry) =>
            isGroup(entry) ? (
              <MenuGroup key={entry.label} group={entry} />
            ) : (
              <MenuItem key={entry.label} item={entry} />
            ),
          )}
        </RadixDropdown.Content>
      </RadixDropdown.Portal>
    </RadixDropdown.Root>
  );
}
