import { messages } from '@cellar/validation';
import type { Addon } from '@/lib/server-addons';

/**
 * What a screen or tab shows where the server lacks the add-on it needs: which add-on, once, in plain words, as a
 * fact about the server rather than a failure (no alert, no toast).
 */
export function AddonNeeded({ addon }: { addon: Addon }) {
  return (
    <p role="status" data-addon={addon} className="text-sm text-slate-700">
      {messages.serverAddons.needs(messages.serverAddons.names[addon])}
    </p>
  );
}
