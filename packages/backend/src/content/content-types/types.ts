import type { Issue } from '@cellar/validation';
import type { ObjectRow } from '../content-row';

/**
 * How the reference backend describes a content type: its fields, whether it is a folder, what it may
 * contain and which behaviours it carries. `@types/{type}` answers the JSON schema built from it, the
 * search index reads `index`, and writes are checked against it.
 */
export type FieldKind =
  | 'string' // one line of text
  | 'text' // several lines
  | 'richtext' // HTML
  | 'integer'
  | 'number'
  | 'boolean'
  | 'date' // yyyy-MM-dd
  | 'datetime' // ISO 8601 with offset
  | 'choice' // one of `options`
  | 'list' // JSON array of `items`
  | 'object' // JSON object (free-form unless `fields` is given)
  | 'i18n' // map of language → string (es, it, fr, de, en)
  | 'file'; // set only through @upload/{field}

export interface FieldDef {
  kind: FieldKind;
  title: string;
  description?: string;
  required?: boolean;
  /** For 'choice' (and 'list' of choices). */
  options?: readonly string[];
  /** For 'list': the kind of each element. */
  items?: FieldDef;
  /** For 'object': its known fields. */
  fields?: Readonly<Record<string, FieldDef>>;
  /**
   * For 'object' used as a map with free keys (options by reference, pack content by reference, ratings by
   * year): the definition of every value.
   */
  values?: FieldDef;
  default?: unknown;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  /**
   * How @search sees the field: 'keyword' (term/terms/prefix, sort), 'number' and 'date' (range, sort),
   * 'text' (also full text for match). Absent: not searchable.
   */
  index?: 'keyword' | 'number' | 'date' | 'text';
  /** Shown but never written by a client (e.g. computed fields). */
  readonly?: boolean;
  /**
   * A computed field: its value is derived from the object's other fields on every write (and never taken
   * from a client), e.g. the list of a product's option references, so @search can filter on it.
   */
  derive?: (data: Readonly<Record<string, unknown>>) => unknown;
  /**
   * For 'file': the rule of `@cellar/validation` an upload must pass besides the generic type check (e.g. the
   * pack image's png only, 453x290); it answers the issues, none when the file is accepted.
   */
  accept?: (file: UploadedFile) => Issue[];
}

/** What a file rule sees of an upload: its name, its real type (from its bytes) and, when known, its size. */
export interface UploadedFile {
  name: string;
  /** The MIME type read from the bytes ('application/octet-stream' when unknown). */
  type: string;
  width?: number;
  height?: number;
}

/**
 * What a rule of `@cellar/validation` answers the store: its issues and, when there are none, the values it
 * normalises or derives (stored in place of what was sent).
 */
export interface TypeRuleResult {
  issues: Issue[];
  values?: Record<string, unknown>;
}

export interface BehaviorDef {
  /** Dotted name, the key the behaviour's fields sit under (e.g. `api.behaviors.seo.ISeoBehavior`). */
  name: string;
  title: string;
  fields: Readonly<Record<string, FieldDef>>;
}

export interface ContentTypeDef {
  name: string;
  title: string;
  folderish: boolean;
  /** Types that may be created inside; `undefined` for a folder that takes any type, `[]` for none. */
  allowedTypes?: readonly string[];
  /** Behaviours every object of the type has (static); others may be added per object (dynamic). */
  behaviors: readonly string[];
  /** Field whose value is the object's title (default 'title'); an i18n field uses its `es` value. */
  titleField?: string;
  /** Default sort of its children in listings and @search (site-content-and-shell §7); default 'id'. */
  childrenSort?: { field: string; order: 'asc' | 'desc' };
  fields: Readonly<Record<string, FieldDef>>;
  /**
   * The rule of the type's creation form (site-content §5), run on a create body before anything else checks it:
   * a refusal answers its issues alone, as the form shows them; otherwise the values it answers (a slugified id,
   * a derived field, ...) replace the body's, for `id` and the fields the type defines.
   */
  create?: CreateRule;
  /**
   * The rule of a PATCH of the type, run on the stored data with the patch applied, before `validate`: its issues
   * win over a generic field check of the same path, and its values are stored in place of what was sent. The
   * store adds the plain-text title's rule to it (`patchRulesOf`, `type-rules.ts`).
   */
  patch?: PatchRule;
  /**
   * The business rules of `@cellar/validation` for this type, run on the whole object (after a PATCH is
   * merged) besides the field checks: answers the issues (which win over a generic field check of the same
   * path) and the values the rules normalise, stored when there are no issues. `path` is the object's path.
   */
  validate?: (data: Readonly<Record<string, unknown>>, context: ValidationContext) => TypeRuleResult;
}

export interface ValidationContext {
  /** The object's id (last path segment). */
  id: string;
  /** The object's path ('/bodegas/vega-sicilia'). */
  path: string;
}

/**
 * What a creation rule knows besides the body and the folder: the store's clock and whether the write is
 * trusted.
 */
export interface CreateContext {
  /** The store's clock (epoch milliseconds): "today" for rules that default to it. */
  now: number;
  /** A fixture (or file route) write: stored data as written, not a form. */
  trusted: boolean;
}

/**
 * A rule of `@cellar/validation` on a create body, in the folder it is created in, so the backend answers the
 * spec's wording: the issues, and the values to overwrite in the body (normalised ids, slugs, derived fields).
 */
export type CreateRule = (
  body: Record<string, unknown>,
  parent: ObjectRow,
  context: CreateContext,
) => TypeRuleResult;

/**
 * A rule of `@cellar/validation` on a PATCH: `merged` is the stored data with the patch applied, `patch` the body
 * as sent (to tell which fields it changes).
 */
export type PatchRule = (merged: Record<string, unknown>, patch: Record<string, unknown>) => TypeRuleResult;
