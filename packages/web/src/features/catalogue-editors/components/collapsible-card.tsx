import * as Collapsible from '@radix-ui/react-collapsible';
import { clsx } from 'clsx';
import { type ReactNode, useId, useState } from 'react';

/**
 * A card whose title (a level-3 heading holding the trigger) opens and closes its content, a region named by that
 * title: one per product reference on the Options tab and the Images screen.
 */
export function CollapsibleCard({
  title,
  defaultOpen,
  className,
  children,
}: {
  title: string;
  defaultOpen: boolean;
  /** Classes of the content region. */
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const headingId = useId();
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="rounded border border-slate-200">
      <h3 id={headingId} className="text-sm font-semibold">
        <Collapsible.Trigger className="flex w-full items-center gap-2 px-3 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-500">
          <svg
            aria-hidden="true"
            viewBox="0 0 8 16"
            className={clsx('h-4 w-2 transition-transform', open && 'rotate-90')}
          >
            <path d="M2 3l4 5-4 5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
          {title}
        </Collapsible.Trigger>
      </h3>
      <Collapsible.Content role="region" aria-labelledby={headingId} className={clsx('px-3 pb-3', className)}>
        {children}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
