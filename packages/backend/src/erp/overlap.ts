/** The message (and marker) of every overlap answer (spec §7: "an error containing overlapping_date_exists"). */
export { OVERLAP_ERROR_MARKER as OVERLAP_MESSAGE } from '@cellar/validation/commerce';
