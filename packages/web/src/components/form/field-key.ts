/**
 * One segment of a field name made from any id (a supplier product, a product group), for forms whose values
 * are keyed by the rows they edit (`codes.${fieldKey(id)}`): react-hook-form reads `.` and `[` in a name as
 * nesting and drops quotes, so the id is percent-encoded, `.` and `'` included, behind a letter (so that no
 * key reads as an array index). Different ids give different keys.
 */
export const fieldKey = (id: string): string =>
  `k${encodeURIComponent(id).replace(/[.']/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`;
