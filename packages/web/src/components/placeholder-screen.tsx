import type { ReactNode } from 'react';

export const NOT_BUILT_YET = 'This screen is not built yet.';

/** A screen that exists as a route but has no content yet: its title and one plain sentence. */
export function PlaceholderScreen({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-2 p-6">
      <title>{`${title} · Cellar admin`}</title>
      <h1 id="screen-title" className="text-xl font-semibold text-slate-900">
        {title}
      </h1>
      {children}
      <p className="text-sm text-slate-600">{NOT_BUILT_YET}</p>
    </section>
  );
}
