import { clsx } from 'clsx';

/** The loading indicator: a live region reading 'Loading...'. */
export function Loading({ className }: { className?: string }) {
  return (
    <div role="status" className={clsx('flex items-center gap-2 text-sm text-slate-500', className)}>
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-slate-300 border-t-slate-700"
      />
      Loading...
    </div>
  );
}

export function FullScreenLoading() {
  return (
    <div className="flex h-full items-center justify-center">
      <Loading />
    </div>
  );
}
