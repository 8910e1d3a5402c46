import { CONTAINER_URL_PATH, pathSegments } from '@cellar/validation';
import type { ContentRegistry } from './content-fields';
import {
  type ObjectRow,
  type ObjectSummaryRow,
  ROOT_OBJECT_PATH,
  rowData,
  rowDynamicBehaviors,
} from './content-row';
import { type TypeSchema, typeSchema } from './content-types';
import type { BehaviorDef } from './content-types/types';

/** The absolute URL of an object: `<origin>/db/guillotina/bodegas/x`, the root with a trailing slash. */
export const objectUrl = (origin: string, path: string): string =>
  path === ROOT_OBJECT_PATH
    ? `${origin}${CONTAINER_URL_PATH}/`
    : `${origin}${CONTAINER_URL_PATH}/${pathSegments(path).map(encodeURIComponent).join('/')}`;

/** The `@id, @name, @type, @uid` of an object (the Created answer, `parent`). */
export const created = (row: ObjectSummaryRow, origin: string) => ({
  '@id': objectUrl(origin, row.path),
  '@name': row.id,
  '@type': row.type_name,
  '@uid': row.uid,
});

/** A child as a folder lists it. */
export const summary = (row: ObjectSummaryRow, origin: string) => ({
  ...created(row, origin),
  title: row.title,
  is_folderish: row.is_folderish === 1,
  modification_date: row.modification_date,
});

const nullsByFields = new WeakMap<object, Readonly<Record<string, null>>>();

/** `{field: null}` for each field of a type or behaviour, built once per definition rather than per answer. */
const nullFields = (fields: Readonly<Record<string, unknown>>): Readonly<Record<string, null>> => {
  let nulls = nullsByFields.get(fields);
  if (nulls === undefined) {
    nulls = Object.fromEntries(Object.keys(fields).map((name) => [name, null]));
    nullsByFields.set(fields, nulls);
  }
  return nulls;
};

/**
 * The Resource shape of contract.md: Guillotina fields, the type's fields (absent ones as null), each
 * behaviour's fields under its dotted name; folders add `items` (the children the user may view) and
 * `length`.
 */
export function resource(
  row: ObjectRow,
  options: {
    origin: string;
    registry: ContentRegistry;
    parent?: ObjectRow;
    items?: readonly ObjectSummaryRow[];
  },
): Record<string, unknown> {
  const type = options.registry.contentTypes.get(row.type_name);
  const data = rowData(row);
  const fields: Record<string, unknown> = type === undefined ? {} : { ...nullFields(type.fields) };
  Object.assign(fields, data);
  const behaviorNames = [...(type?.behaviors ?? []), ...rowDynamicBehaviors(row)];
  for (const name of behaviorNames) {
    const behavior = options.registry.behaviors.get(name);
    const values = data[name];
    const stored = typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : {};
    fields[name] = { ...(behavior === undefined ? {} : nullFields(behavior.fields)), ...stored };
  }
  const body: Record<string, unknown> = {
    ...fields,
    '@id': objectUrl(options.origin, row.path),
    '@type': row.type_name,
    '@name': row.path === ROOT_OBJECT_PATH ? 'guillotina' : row.id,
    '@uid': row.uid,
    '@static_behaviors': type?.behaviors ?? [],
    parent: options.parent ? created(options.parent, options.origin) : {},
    is_folderish: row.is_folderish === 1,
    creation_date: row.creation_date,
    modification_date: row.modification_date,
    // A type with a `title` field of its own (e.g. Landing's per-language title) answers that field;
    // others answer the display title computed from their title field.
    title: type?.fields.title !== undefined ? (fields.title ?? row.title) : row.title,
  };
  if (row.is_folderish === 1) {
    const items = options.items ?? [];
    body.items = items.map((item) => summary(item, options.origin));
    body.length = items.length;
  }
  return body;
}

/** The JSON schema of a behaviour (`@behaviors`), built like a type's by `content-types/type-schema.ts`. */
export function behaviorSchema(behavior: BehaviorDef): TypeSchema {
  return typeSchema({
    name: behavior.name,
    title: behavior.title,
    folderish: false,
    behaviors: [],
    fields: behavior.fields,
  });
}
