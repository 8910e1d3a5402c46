import { type ReactNode, Suspense } from 'react';

function Fallback({ fallbacks }: { fallbacks: string[] }) {
  fallbacks.push('shown');
  return <p>Fallback</p>;
}

/** For tests: a Suspense boundary that notes in `fallbacks` each time its fallback shows. */
export function WatchedSuspense({ children, fallbacks }: { children: ReactNode; fallbacks: string[] }) {
  return <Suspense fallback={<Fallback fallbacks={fallbacks} />}>{children}</Suspense>;
}
