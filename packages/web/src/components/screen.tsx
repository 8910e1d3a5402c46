import type { ReactNode } from 'react';

export interface ScreenProps {
  /** The heading, also the document title (`{title} · Cellar admin`). */
  title: string;
  /** Controls beside the heading (an Add button, a column count). */
  actions?: ReactNode;
  /** The space between the blocks of the screen. */
  spacing?: 'tight' | 'normal' | 'loose';
  children?: ReactNode;
}

const SPACING = { tight: 'gap-2', normal: 'gap-4', loose: 'gap-6' } as const;

/** The frame of every screen of the admin: a section named by its heading, and the document title. */
export function Screen({ title, actions, spacing = 'normal', children }: ScreenProps) {
  const heading = (
    <h1 id="screen-title" className="text-xl font-semibold text-slate-900">
      {title}
    </h1>
  );
  return (
    <section aria-labelledby="screen-title" className={`flex flex-col p-6 ${SPACING[spacing]}`}>
      <title>{`${title} · Cellar admin`}</title>
      {actions === undefined ? (
        heading
      ) : (
        <div className="flex items-end justify-between gap-4">
          {heading}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}
