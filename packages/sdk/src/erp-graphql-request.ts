import type { paths } from '@cellar/contract';
import type { Client } from 'openapi-fetch';
import { z } from 'zod';
import { componentSchema } from './component-schema';
import { ErpGraphqlError, SchemaError } from './errors';
import { request } from './request';

const graphqlErrorSchema = componentSchema(
  'ErpGraphqlError',
  z.object({
    message: z.string(),
    path: z.array(z.union([z.string(), z.number().int()])).optional(),
    locations: z.array(z.object({ line: z.number().int(), column: z.number().int() })).optional(),
    extensions: z.record(z.string(), z.unknown()).optional(),
  }),
);
const graphqlResponseSchema = componentSchema(
  'ErpGraphqlResponse',
  z.object({
    data: z.record(z.string(), z.unknown()).nullable().optional(),
    errors: z.array(graphqlErrorSchema).optional(),
  }),
);

/** One typed GraphQL operation: its name (for errors), document, variables, the `data` field it answers and its schema. */
export interface ErpGraphqlOperation<S extends z.ZodType> {
  operation: string;
  document: string;
  variables: Record<string, unknown>;
  field: string;
  schema: S;
}

/**
 * Runs one operation over `POST /db/erp/@graphql` and answers `data[field]` checked with `schema`. An `errors`
 * array becomes an {@link ErpGraphqlError} (its messages as the server wrote them); a 401/403 an HttpError; a
 * `data` that fails the schema a SchemaError. Every GraphQL api of the SDK runs its operations through this.
 */
export async function executeErpGraphql<S extends z.ZodType>(
  raw: Client<paths>,
  { operation, document, variables, field, schema }: ErpGraphqlOperation<S>,
): Promise<z.infer<S>> {
  const answer = await request(operation, graphqlResponseSchema, () =>
    raw.POST('/db/erp/@graphql', { body: { query: document, variables } }),
  );
  if (answer.errors && answer.errors.length > 0) throw new ErpGraphqlError(answer.errors, 200);
  const parsed = schema.safeParse(answer.data?.[field]);
  if (!parsed.success) {
    throw new SchemaError(
      operation,
      parsed.error.issues.map((issue) => ({
        path: [field, ...issue.path].join('.'),
        message: issue.message,
      })),
      200,
    );
  }
  return parsed.data;
}

/** Any operation: answers the raw `data` (errors still throw ErpGraphqlError). */
export async function requestErpGraphql(
  raw: Client<paths>,
  document: string,
  variables: Record<string, unknown> = {},
  operationName?: string,
): Promise<Record<string, unknown> | null> {
  const answer = await request('graphql', graphqlResponseSchema, () =>
    raw.POST('/db/erp/@graphql', {
      body: { query: document, variables, ...(operationName ? { operationName } : {}) },
    }),
  );
  if (answer.errors && answer.errors.length > 0) throw new ErpGraphqlError(answer.errors, 200);
  return answer.data ?? null;
}
