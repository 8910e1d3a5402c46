import { defineUrlState, page, recordId, text } from '@/lib/url-state';

/** The multi-order invoice list's URL state: the email searched, the user chosen and the page (zero-based). */
export const multiOrderInvoicesUrl = defineUrlState({ email: text(), user: recordId(), page: page() });

/** The detail's URL state: the page of its orders table (zero-based). */
export const multiOrderInvoiceUrl = defineUrlState({ page: page() });
