import { Button } from '@/components/ui/button';
import { formatMadridDateTime } from '@/lib/format-madrid-date-time';
import type { DraftOffer } from './use-app-form';

/** Our wording for the draft offer (the spec words none). */
export const DRAFT_OFFER = {
  title: 'Unsaved changes',
  body: (savedAt: string) => `You left changes here that were not saved (${formatMadridDateTime(savedAt)}).`,
  restore: 'Restore my changes',
  discard: 'Discard',
} as const;

/** The offer of a draft kept from an earlier visit, above the fields of its form. */
export default function DraftBanner({ draft }: { draft: DraftOffer }) {
  return (
    <section
      aria-label={DRAFT_OFFER.title}
      className="flex flex-wrap items-center gap-3 rounded border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-900"
    >
      <span className="flex-1">{DRAFT_OFFER.body(draft.savedAt)}</span>
      <Button variant="secondary" onClick={draft.restore}>
        {DRAFT_OFFER.restore}
      </Button>
      <Button variant="ghost" onClick={draft.discard}>
        {DRAFT_OFFER.discard}
      </Button>
    </section>
  );
}
