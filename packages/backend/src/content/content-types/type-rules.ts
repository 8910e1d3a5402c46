import type { Issue } from '@cellar/validation';
import { validateObjectTitle } from '@cellar/validation/site';
import type { ContentTypeDef, PatchRule, TypeRuleResult } from './types';

// The small pieces the types' creation and PATCH rules share (each type's own rule lives in its module, as its
// `create` and `patch`), and the generic rule of a plain-text title.

/** A rule's `Result` as the store takes it: its issues, or the values `values` picks from what it answered. */
export const answer = <T>(
  result: { ok: true; value: T } | { ok: false; issues: Issue[] },
  values: (value: T) => Record<string, unknown>,
): TypeRuleResult => (result.ok ? { issues: [], values: values(result.value) } : { issues: result.issues });

/** Issues of a rule whose form names its fields otherwise than the type does, at the type's field names. */
export const renamed = (
  result: TypeRuleResult,
  fields: Readonly<Record<string, string>>,
): TypeRuleResult => ({
  ...result,
  issues: result.issues.map((issue) => ({ ...issue, path: fields[issue.path] ?? issue.path })),
});

/** A value as text: a string as it is, anything else ''. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The Spanish text of a per-language field. */
export const spanish = (value: unknown): unknown => (isRecord(value) ? value.es : undefined);

/** A per-language field with its Spanish text set (a value of another kind stays, for the field check to refuse). */
export const withSpanish = (value: unknown, es: string): unknown =>
  value === undefined || value === null ? { es } : isRecord(value) ? { ...value, es } : value;

/**
 * A PATCH may not empty a title that is one line of text (the folders, the container, menus, promos, tag types):
 * the Properties tab's rule, checked again here.
 */
const titleRule: PatchRule = (_merged, patch) =>
  'title' in patch ? answer(validateObjectTitle(patch.title), () => ({})) : { issues: [] };

/** The rules a PATCH of a type answers to: the type's own, and the plain-text title's when it has one. */
export function patchRulesOf(type: ContentTypeDef): PatchRule[] {
  return [type.patch, type.fields.title?.kind === 'string' ? titleRule : undefined].filter(
    (rule): rule is PatchRule => rule !== undefined,
  );
}
