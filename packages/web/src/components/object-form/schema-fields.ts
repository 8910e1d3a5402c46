import type { TypeSchema } from '@cellar/sdk';
import { LANGUAGES } from '@cellar/validation';

/** How the generic form edits a field. */
export type FieldKind =
  | 'string'
  | 'text'
  | 'richtext'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'choice'
  | 'i18n'
  | 'json'
  | 'file';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  title: string;
  description?: string;
  required: boolean;
  readonly: boolean;
  /** For 'choice'. */
  options?: readonly string[];
  /** For 'choice': what each option reads as (its value when missing). */
  optionLabels?: Readonly<Record<string, string>>;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

type Property = Record<string, unknown>;

const asRecord = (value: unknown): Property | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Property) : undefined;

const KINDS: ReadonlySet<string> = new Set([
  'string',
  'text',
  'richtext',
  'integer',
  'number',
  'boolean',
  'date',
  'datetime',
  'choice',
  'i18n',
  'file',
]);

/** True for an object whose properties are exactly the five languages, each a string. */
function isLanguageMap(property: Property): boolean {
  const properties = asRecord(property.properties);
  if (!properties) return false;
  const keys = Object.keys(properties);
  return (
    keys.length === LANGUAGES.length &&
    LANGUAGES.every((language) => asRecord(properties[language])?.type === 'string')
  );
}

/**
 * The kind of one property of a `@types/{type}` schema. Reads the backend's own hint first (`x-kind`,
 * `kind` or `widget`), then the JSON schema (`type`, `format`, `enum`); lists and objects are edited as JSON.
 */
export function fieldKindOf(property: Property): FieldKind {
  for (const hint of [property['x-kind'], property.kind, property.widget]) {
    if (typeof hint !== 'string') continue;
    if (hint === 'list' || hint === 'object') return 'json';
    if (hint === 'textarea') return 'text';
    if (hint === 'date-time') return 'datetime';
    if (KINDS.has(hint)) return hint as FieldKind;
  }
  if (Array.isArray(property.enum)) return 'choice';
  const type = Array.isArray(property.type) ? property.type.find((t) => t !== 'null') : property.type;
  switch (type) {
    case 'string':
      if (property.format === 'date') return 'date';
      if (property.format === 'date-time') return 'datetime';
      if (property.format === 'binary' || property.contentMediaType !== undefined) return 'file';
      if (property.format === 'html') return 'richtext';
      return 'string';
    case 'integer':
      return 'integer';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'object':
      return isLanguageMap(property) ? 'i18n' : 'json';
    case 'array':
      return 'json';
    default:
      return 'json';
  }
}

const numberOrUndefined = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : undefined;

/** One field of a schema property. */
export function fieldSpecOf(name: string, property: Property, required: readonly string[] = []): FieldSpec {
  const kind = fieldKindOf(property);
  const options = Array.isArray(property.enum)
    ? property.enum.map(String)
    : Array.isArray(property.options)
      ? property.options.map(String)
      : undefined;
  const spec: FieldSpec = {
    name,
    kind,
    title: typeof property.title === 'string' && property.title !== '' ? property.title : name,
    required: required.includes(name) || property.required === true,
    readonly: property.readonly === true || property.readOnly === true,
  };
  if (typeof property.description === 'string') spec.description = property.description;
  if (options) spec.options = options;
  const minimum = numberOrUndefined(property.minimum);
  const maximum = numberOrUndefined(property.maximum);
  const maxLength = numberOrUndefined(property.maxLength);
  if (minimum !== undefined) spec.minimum = minimum;
  if (maximum !== undefined) spec.maximum = maximum;
  if (maxLength !== undefined) spec.maxLength = maxLength;
  return spec;
}

/** A behaviour's dotted name (`api.behaviors.seo.ISeoBehavior`): its fields sit under this key. */
export const isBehaviorName = (name: string): boolean => name.includes('.');

/**
 * The fields of a type schema, in the schema's order, without behaviours (dotted names, edited in the
 * Behaviors tab) and without the Guillotina fields every object has.
 */
export function schemaFields(schema: Pick<TypeSchema, 'properties' | 'required'>): FieldSpec[] {
  return Object.entries(schema.properties)
    .filter(([name]) => !isBehaviorName(name) && !GUILLOTINA_FIELDS.has(name))
    .map(([name, property]) => fieldSpecOf(name, asRecord(property) ?? {}, schema.required ?? []));
}

/** The fields of a behaviour schema (`{properties, required}`) or undefined when it has none. */
export function behaviorFields(schema: unknown): FieldSpec[] | undefined {
  const record = asRecord(schema);
  const properties = asRecord(record?.properties);
  if (!record || !properties) return undefined;
  const required = Array.isArray(record.required) ? record.required.map(String) : [];
  return Object.entries(properties).map(([name, property]) =>
    fieldSpecOf(name, asRecord(property) ?? {}, required),
  );
}

/** Fields the server manages on every object (shown read-only in the Properties tab). */
export const GUILLOTINA_FIELDS: ReadonlySet<string> = new Set([
  'id',
  '@id',
  '@type',
  '@name',
  '@uid',
  'uuid',
  'type_name',
  'parent',
  'is_folderish',
  'creation_date',
  'modification_date',
  'items',
  'length',
  'path',
  'depth',
]);
