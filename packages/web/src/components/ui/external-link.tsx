import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export interface ExternalLinkProps extends Omit<ComponentProps<'a'>, 'target' | 'rel'> {
  href: string;
}

/**
 * The admin's one link out of it (a shop's page, the old back-office, a competitor's URL), in one link style: it opens
 * in a new tab, so the screen being worked on stays, and without handing the admin's window to the page it opens.
 * `className` adds to the style (a size, a weight, breaking a long URL), it does not replace it.
 */
export function ExternalLink({ className, ...props }: ExternalLinkProps) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={clsx(
        'text-sky-700 underline hover:text-sky-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500',
        className,
      )}
      {...props}
    />
  );
}
