import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

/** Label of the button that reloads the object after a stale save (our wording; the 412 message says "Reload"). */
export const RELOAD_LABEL = 'Reload';

/** A save refused because the object changed on the server since the form opened (412), and how to catch up. */
export interface StaleSave {
  /** The server's message: 'This content was modified by {email} at {date}. Reload to see the changes.' */
  message: string;
  /** Refetches the object; the fields the user did not change take the server's values. */
  reload: () => Promise<void>;
}

/** The stale-save message above a form, with its Reload button, brought into view when it appears. */
export function StaleSaveBanner({ stale }: { stale: StaleSave }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <div
      ref={ref}
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <span className="flex-1">{stale.message}</span>
      <Button variant="secondary" onClick={() => void stale.reload()}>
        {RELOAD_LABEL}
      </Button>
    </div>
  );
}
