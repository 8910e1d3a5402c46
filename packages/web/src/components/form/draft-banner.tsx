import { formMessages } from '@cellar/validation';
import { Button } from '@/components/ui/button';
import { draftTime } from './draft-time';
import type { DraftOffer } from './use-form-draft';

/**
 * Where the values of a form came from when a draft was put back in it (when it was typed, not saved yet), with
 * Discard; or, for a draft typed over an older version of what the form edits, that it was not put back, with the
 * choice to apply it over the newer version or discard it. Shown above the fields.
 */
export default function DraftBanner({ draft }: { draft: DraftOffer }) {
  if (draft.state === 'waiting') return null;
  const time = draftTime(draft.savedAt);
  const outdated = draft.state === 'outdated';
  return (
    <section
      aria-label={formMessages.unsavedChanges}
      className={
        outdated
          ? 'flex flex-wrap items-center gap-3 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900'
          : 'flex flex-wrap items-center gap-3 rounded border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-900'
      }
    >
      <span className="flex-1">
        {outdated ? formMessages.draftOutdated(time) : formMessages.draftRestored(time)}
      </span>
      {outdated ? (
        <Button variant="secondary" onClick={draft.apply}>
          {formMessages.applyDraft}
        </Button>
      ) : null}
      <Button variant="ghost" onClick={draft.discard}>
        {formMessages.discardDraft}
      </Button>
    </section>
  );
}
