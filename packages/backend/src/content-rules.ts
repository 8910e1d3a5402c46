import type { Issue } from '@cellar/validation';
import {
  validateHomeRange,
  validateNewBodega,
  validateNewHome,
  validateNewTag,
  validateNewZone,
  validateTag,
} from '@cellar/validation/site';
import type { ObjectRow } from './content-row';

/**
 * Rules of the spec for particular types, from `@cellar/validation`, so the backend answers the spec's
 * wording. A rule gets the create body (or, for PATCH, the stored data with the patch applied) and answers
 * the issues and values to overwrite in the body (normalised ids, slugs, derived fields).
 */
export interface TypeRuleResult {
  issues: Issue[];
  /** Values the rule normalises or derives (only keys the type defines, and `id` on create, are used). */
  values?: Record<string, unknown>;
}

export type CreateRule = (body: Record<string, unknown>, parent: ObjectRow) => TypeRuleResult;
export type PatchRule = (merged: Record<string, unknown>, patch: Record<string, unknown>) => TypeRuleResult;

const answer = <T>(
  result: { ok: true; value: T } | { ok: false; issues: Issue[] },
  values: (value: T) => Record<string, unknown>,
): TypeRuleResult => (result.ok ? { issues: [], values: values(result.value) } : { issues: result.issues });

/** Creation rules by type name (site-content-and-shell §5). */
export const CREATE_RULES: Readonly<Record<string, CreateRule>> = {
  // New bodega: 'Todos los campos son necesarios'; id slugified, internal id derived from it.
  Bodega: (body) =>
    answer(validateNewBodega({ ...body, id: body.id ?? '' }), (v) => ({
      id: v.id,
      internal_id: v.internal_id,
    })),
  // New zone: 'Id y Nombre requeridos'; tipo defaults to 'do'.
  ZonaGeo: (body) => answer(validateNewZone(body), (v) => ({ id: v.id, tipo: v.tipo })),
  // New tag: a tag type (defaults to the folder it is created in) and a Spanish name; the id follows the
  // grape rule for grapes, else the given id or the Spanish name, slugified.
  Tag: (body, parent) =>
    answer(
      validateNewTag({ ...body, type: body.type ?? (parent.parent_uid === null ? '' : parent.id) }),
      (v) => ({
        id: v.id,
        type: v.type,
        localized_text: v.localized_text,
        slug: v.slug,
      }),
    ),
  // New home: end date after start.
  Home: (body) => answer(validateNewHome(body), () => ({})),
};

/** Rules checked on every PATCH of a type, on the stored data with the patch applied. */
export const PATCH_RULES: Readonly<Record<string, PatchRule>> = {
  Home: (merged, patch) =>
    'date_start' in patch || 'date_end' in patch
      ? answer(validateHomeRange(merged), () => ({}))
      : { issues: [] },
  Tag: (merged, patch) =>
    'localized_text' in patch
      ? answer(validateTag(merged), (v) => ({ localized_text: v.localized_text, slug: v.slug }))
      : { issues: [] },
};
