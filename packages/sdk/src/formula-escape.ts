/**
 * Formula injection in the CSV the CLI and the admin write (exports, failed-rows files): a spreadsheet (Excel, LibreOffice,
 * Google Sheets) runs a cell that starts with `=`, `+`, `-` or `@` as a formula, and tab and CR start one in some
 * of them. A text cell starting with one of these gets a leading `'`, which every spreadsheet shows as text and
 * does not run.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Whether a text cell would start a formula in a spreadsheet. */
export const startsFormula = (text: string): boolean => FORMULA_START.test(text);

/** The text cell as written to the CSV: prefixed with `'` when it would start a formula. */
export const escapeFormulaText = (text: string): string => (startsFormula(text) ? `'${text}` : text);

/**
 * One CSV cell from one value of a row. Numbers stay numbers: -5 or -0.25 are written as is, since a
 * spreadsheet reads them as the number they are and a number cannot carry a formula. Only text is escaped,
 * and text that merely looks like a number ("-5" in a title) is text, so it is escaped too. Booleans are
 * `true` / `false`, null and undefined an empty cell; anything else (an object, a list) its JSON text, escaped
 * like any text.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return escapeFormulaText(value);
  if (typeof value === 'bigint') return String(value);
  return escapeFormulaText(JSON.stringify(value) ?? '');
}
