import { defineUrlState, recordId, text } from '@/lib/url-state';

/** The Users screen's URL state: the email searched and the user being edited, so a link reopens the same form. */
export const usersUrl = defineUrlState({ email: text(), id: recordId() });
