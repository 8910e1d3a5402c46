import { day, defineUrlState, name } from '@/lib/url-state';

/** Import invoice Eurotax's URL state: the date range grouped (Madrid days) and the invoice looked up. */
export const eurotaxUrl = defineUrlState({ desde: day(), hasta: day(), invoice: name() });
