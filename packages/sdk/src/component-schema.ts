import type { components } from '@cellar/contract';
import type { z } from 'zod';

type Schemas = components['schemas'];

/** A type with intersections flattened and `undefined` dropped from optional fields, at every depth. */
type Normal<T> = T extends readonly (infer Item)[]
  ? Normal<Item>[]
  : T extends object
    ? { [K in keyof T]: Normal<Exclude<T[K], undefined>> }
    : T;

/**
 * True when A and B have the same fields, each as optional or required, with the same types, at every depth
 * (an identity test on their normal forms: mutual assignability would miss a field optional on one side and
 * absent on the other).
 */
export type Same<A, B> =
  (<T>() => T extends Normal<A> ? 1 : 2) extends <T>() => T extends Normal<B> ? 1 : 2 ? true : false;

/** What the compiler prints when a schema drifts from its component: both shapes, side by side. */
export interface ComponentDrift<Name extends keyof Schemas, Output> {
  'the zod schema does not match this component of openapi/cellar.yaml': Name;
  schema: Normal<Output>;
  document: Normal<Schemas[Name]>;
}

/**
 * Ties a zod schema to the OpenAPI component it checks at the edge: the call does not type-check unless what
 * the schema answers is exactly `components['schemas'][name]`, so a change to either side alone fails
 * `pnpm typecheck`. The schema is answered as it is. (`satisfies z.ZodType<T>` would only check one way and
 * miss, for instance, an optional field the schema forgets and then strips.)
 *
 * @example
 * export const lockSchema = componentSchema('Lock', z.object({ locked_by: z.string(), ... }));
 */
export function componentSchema<Name extends keyof Schemas, Schema extends z.ZodType>(
  _name: Name,
  schema: Same<z.output<Schema>, Schemas[Name]> extends true
    ? Schema
    : ComponentDrift<Name, z.output<Schema>>,
): Schema {
  return schema as Schema;
}
