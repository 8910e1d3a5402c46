import { catalogueMessages } from '@cellar/validation/catalogue';
import type { ObjectTabProps } from '@/lib/editor-registry';

/**
 * The Complements tab (catalogue-editors §2): complements are edited in the old back-office, so the tab says where,
 * without showing that page's address.
 */
export function ComplementsTab(_props: ObjectTabProps) {
  return (
    <p
      role="note"
      className="max-w-2xl rounded border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900"
    >
      {catalogueMessages.product.complementsNote}
    </p>
  );
}
