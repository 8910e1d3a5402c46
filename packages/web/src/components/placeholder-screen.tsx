import type { ReactNode } from 'react';
import { Screen } from './screen';

export const NOT_BUILT_YET = 'This screen is not built yet.';

/** A screen that exists as a route but has no content yet: its title and one plain sentence. */
export function PlaceholderScreen({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Screen title={title} spacing="tight">
      {children}
      <p className="text-sm text-slate-600">{NOT_BUILT_YET}</p>
    </Screen>
  );
}
