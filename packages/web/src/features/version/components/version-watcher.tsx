import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { versionQueryOptions } from '@/features/version/api/get-version';
import {
  initialVersionWatch,
  NEW_VERSION_MESSAGE,
  observeVersion,
} from '@/features/version/utils/version-watch';

/** Polls the deployed version and warns once when it changes (site-content-and-shell §2.14). */
export function VersionWatcher() {
  const { data: version } = useQuery(versionQueryOptions());
  const watch = useRef(initialVersionWatch);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (version === undefined) return;
    const next = observeVersion(watch.current, version);
    watch.current = next.watch;
    if (next.warn) setOpen(true);
  }, [version]);

  if (!open) return null;
  return (
    <div
      role="alert"
      className="fixed right-4 bottom-4 z-50 flex max-w-sm flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 shadow-lg"
    >
      <p>{NEW_VERSION_MESSAGE}</p>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Dismiss
        </Button>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </div>
    </div>
  );
}
