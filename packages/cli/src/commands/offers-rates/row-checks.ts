import { formMessages, type Issue, parseInstant } from '@cellar/validation';

/** As the rules read a number cell (validation's toNumber): trimmed, '.' decimals, finite. */
const isNumberText = (text: string): boolean => text !== '' && Number.isFinite(Number(text));

/** How a date cell is written (the drawer's day and time, Madrid). */
export const DATE_FORMAT = 'yyyy-MM-dd or yyyy-MM-dd HH:mm:ss, Madrid time';

/**
 * Checks that only a CSV can break (a form's number and date inputs cannot hold them): a number cell holding
 * something else than a number, a date cell that is not a date. Empty cells are left to the rule ("Please input ...").
 */
export function cellFormatIssues(
  cells: Record<string, string>,
  numbers: Readonly<Record<string, string>>,
  dates: Readonly<Record<string, string>>,
): Issue[] {
  const issues: Issue[] = [];
  for (const [field, label] of Object.entries(dates)) {
    const text = (cells[field] ?? '').trim();
    if (text !== '' && parseInstant(text) === undefined)
      issues.push({ path: field, message: formMessages.dateFormat(label, DATE_FORMAT) });
  }
  for (const [field, label] of Object.entries(numbers)) {
    const text = (cells[field] ?? '').trim();
    if (text !== '' && !isNumberText(text)) issues.push({ path: field, message: formMessages.number(label) });
  }
  return issues;
}

/**
 * The rule's issues after the format ones, without those the format ones already explain: a date in the wrong
 * form would also read as "Please input the duration", a word as "Please input the discount".
 */
export function mergeIssues(format: Issue[], rule: Issue[], datePaths: readonly string[]): Issue[] {
  const formatPaths = new Set(format.map((issue) => issue.path));
  const dateFormatBad = datePaths.some((path) => formatPaths.has(path));
  const kept = rule.filter(
    (issue) => !formatPaths.has(issue.path) && !(dateFormatBad && datePaths.includes(issue.path)),
  );
  return [...format, ...kept];
}

const TRUE = ['true', '1', 'yes', 'y'];
const FALSE = ['false', '0', 'no', 'n'];

/** A yes/no cell: empty is the default; true/false, 1/0, yes/no (any case); anything else is an issue. */
export function readFlag(
  text: string | undefined,
  fallback: boolean,
  path: string,
  label: string,
  issues: Issue[],
): boolean {
  const value = (text ?? '').trim().toLowerCase();
  if (value === '') return fallback;
  if (TRUE.includes(value)) return true;
  if (FALSE.includes(value)) return false;
  issues.push({ path, message: formMessages.trueOrFalse(label) });
  return fallback;
}
