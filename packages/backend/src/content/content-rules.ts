import { type Issue, slugify } from '@cellar/validation';
import { TIPO_PREFIXES } from '@cellar/validation/catalogue';
import {
  newsletterContentLockIssues,
  parseNewsletterId,
  productNameIssues,
  validateHomeRange,
  validateNewBodega,
  validateNewHome,
  validateNewLanding,
  validateNewNewsletter,
  validateNewPack,
  validateNewTag,
  validateNewZone,
  validateObjectTitle,
  validateTag,
} from '@cellar/validation/site';
import type { ObjectRow } from './content-row';
import type { ContentTypeDef, TypeRuleResult } from './content-types/types';

export type { TypeRuleResult };

/**
 * Rules of the spec for particular types, from `@cellar/validation`, so the backend answers the spec's
 * wording. A rule gets the create body (or, for PATCH, the stored data with the patch applied) and answers
 * the issues and values to overwrite in the body (normalised ids, slugs, derived fields).
 */
export interface CreateContext {
  /** The store's clock (epoch milliseconds): "today" for rules that default to it. */
  now: number;
  /** A fixture (or file route) write: stored data as written, not a form. */
  trusted: boolean;
}

export type CreateRule = (
  body: Record<string, unknown>,
  parent: ObjectRow,
  context: CreateContext,
) => TypeRuleResult;
export type PatchRule = (merged: Record<string, unknown>, patch: Record<string, unknown>) => TypeRuleResult;

const answer = <T>(
  result: { ok: true; value: T } | { ok: false; issues: Issue[] },
  values: (value: T) => Record<string, unknown>,
): TypeRuleResult => (result.ok ? { issues: [], values: values(result.value) } : { issues: result.issues });

/** Issues of a rule whose form names its fields otherwise than the type does, at the type's field names. */
const renamed = (result: TypeRuleResult, fields: Readonly<Record<string, string>>): TypeRuleResult => ({
  ...result,
  issues: result.issues.map((issue) => ({ ...issue, path: fields[issue.path] ?? issue.path })),
});

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The Spanish text of a per-language field. */
const spanish = (value: unknown): unknown => (isRecord(value) ? value.es : undefined);

/** A per-language field with its Spanish text set (a value of another kind stays, for the field check to refuse). */
const withSpanish = (value: unknown, es: string): unknown =>
  value === undefined || value === null ? { es } : isRecord(value) ? { ...value, es } : value;

/** The 'new Landing' form's fields (§2.3) are the Spanish texts of the type's. */
const LANDING_FIELDS = { title: 'title.es', slug: 'slug.es' } as const;

/** A Producto created as a pack: in the packs folder, or of tipo /pk. */
const isPack = (body: Record<string, unknown>, parent: ObjectRow): boolean =>
  parent.type_name === 'PacksFolder' || text(body.tipo).startsWith(TIPO_PREFIXES.pack);

/** The 'Add new Pack' form's fields (§2.12) as the Producto type names them. */
const PACK_FIELDS = { name: 'nombre', group: 'id', reference: 'referencia_pack' } as const;

const NEWSLETTER_PREFIX = /^(\d{1,2}_\d{2}_\d{2})_(.*)$/s;

/**
 * The date and suffix of a newsletter id: `D_MM_YY_` plus a suffix gives that day (the suffix is slugified by
 * the rule); anything else is the suffix alone, dated today as the creation form does.
 */
function newsletterIdParts(id: unknown): { date?: string; suffix: string } {
  const match = NEWSLETTER_PREFIX.exec(text(id).trim());
  const day = match ? parseNewsletterId(`${match[1]}_x`)?.day : undefined;
  return day !== undefined && match ? { date: day, suffix: match[2] ?? '' } : { suffix: text(id) };
}

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
  // New landing (§2.3): a Spanish title; the Spanish slug from it when empty, slugified; the slug is the id
  // unless one is given.
  Landing: (body, _parent, { trusted }) =>
    trusted
      ? { issues: [] }
      : renamed(
          answer(
            validateNewLanding({
              title: spanish(body.title),
              slug: spanish(body.slug) || body.id,
              description: spanish(body.description),
            }),
            (v) => ({
              id: text(body.id) || v.slug,
              title: withSpanish(body.title, v.title),
              slug: withSpanish(body.slug, v.slug),
            }),
          ),
          LANDING_FIELDS,
        ),
  // New pack (§2.12, §5): name, group (the id) and reference required, group and reference slugified, the
  // reference at most 7 characters. Fixtures keep their ERP references as written (upper case).
  // Any other new product (§2.3): the name, worded as the form labels it, and the id it gives; the tipo rule of
  // its place is the type's own (catalogue/producto.ts). A name of another kind is the field check's.
  Producto: (body, parent, { trusted }) => {
    if (trusted) return { issues: [] };
    if (!isPack(body, parent)) {
      if (body.nombre !== undefined && typeof body.nombre !== 'string') return { issues: [] };
      const nombre = text(body.nombre).trim();
      const id = text(body.id) || slugify(nombre);
      const issues = productNameIssues(nombre, id);
      return issues.length > 0 ? { issues } : { issues, values: { id, nombre } };
    }
    return renamed(
      answer(
        validateNewPack({ name: body.nombre, group: body.id, reference: body.referencia_pack }),
        (v) => ({ id: v.group, nombre: v.name, referencia_pack: v.reference }),
      ),
      PACK_FIELDS,
    );
  },
  // New newsletter (§5): id (suffix slugified, after the D_MM_YY_ prefix) and campaign name required.
  Newsletter: (body, _parent, { now }) => {
    const { date, suffix } = newsletterIdParts(body.id);
    return renamed(
      answer(validateNewNewsletter({ date, suffix, title: body.title }, { now }), (v) => ({
        id: v.id,
        title: v.title,
      })),
      { suffix: 'id' },
    );
  },
};

/** Rules checked on every PATCH of a type, on the stored data with the patch applied. */
export const PATCH_RULES: Readonly<Record<string, PatchRule>> = {
  Home: (merged, patch) =>
    'date_start' in patch || 'date_end' in patch
      ? answer(validateHomeRange(merged), () => ({}))
      : { issues: [] },
  // §4: a verified or scheduled newsletter's content is read-only (the Schedule tab's fields stay writable).
  Newsletter: (merged, patch) => ({ issues: newsletterContentLockIssues(merged.status, Object.keys(patch)) }),
  Tag: (merged, patch) =>
    'localized_text' in patch
      ? answer(validateTag(merged), (v) => ({ localized_text: v.localized_text, slug: v.slug }))
      : { issues: [] },
};

/**
 * A PATCH may not empty a title that is one line of text (the folders, the container, menus, promos, tag types):
 * the Properties tab's rule, checked again here.
 */
const titleRule: PatchRule = (_merged, patch) =>
  'title' in patch ? answer(validateObjectTitle(patch.title), () => ({})) : { issues: [] };

/** The rules a PATCH of a type answers to: the type's own, and the plain-text title's when it has one. */
export function patchRulesOf(type: ContentTypeDef): PatchRule[] {
  return [PATCH_RULES[type.name], type.fields.title?.kind === 'string' ? titleRule : undefined].filter(
    (rule): rule is PatchRule => rule !== undefined,
  );
}
