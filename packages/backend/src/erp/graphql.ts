import { readdirSync, readFileSync } from 'node:fs';
import type { components } from '@cellar/contract';
import { buildSchema, type ExecutionResult, GraphQLError, graphql } from 'graphql';
import type { GraphqlDeps } from './graphql-deps';
import { guard } from './graphql-guard';
import { multiOrderInvoiceResolvers } from './multi-order-invoice-resolvers';
import { newOrderResolvers } from './new-order-resolvers';

const SDL_DIR = new URL('./graphql/', import.meta.url);

/**
 * The ERP schema, built once from every `graphql/*.graphql` file in name order: `users.graphql` declares
 * `Query` and `Mutation`, and each other area's file adds its operations with `extend type Query` /
 * `extend type Mutation`, so areas never edit one another's file.
 */
export const erpSchema = buildSchema(
  readdirSync(SDL_DIR)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(new URL(name, SDL_DIR), 'utf8'))
    .join('\n'),
);

export type GraphqlRequest = components['schemas']['ErpGraphqlRequest'];

export const userNotFound = (id: unknown): GraphQLError =>
  new GraphQLError(`User ${String(id)} not found`, { extensions: { code: 'NOT_FOUND' } });

/** The resolvers of `graphql/users.graphql`: users, their billing addresses, and the product search. */
function userResolvers(deps: GraphqlDeps) {
  const { customers, catalogue, write } = deps;
  return {
    search_user: ({ email }: { email: string }) => customers.searchByEmail(email),
    user: ({ id_usuario }: { id_usuario: number }) => customers.get(id_usuario) ?? null,
    pedido_search_producto: ({ query }: { query: string }) => catalogue.searchProducts(query),
    user_update: (args: { user_id: number; fields: Record<string, unknown>; newsletter?: boolean | null }) =>
      guard(() =>
        write({
          entity: 'users',
          action: 'modify',
          run: () => {
            const user = customers.update(args.user_id, args.fields, args.newsletter);
            if (!user) throw userNotFound(args.user_id);
            return user;
          },
          audit: () => ({
            key: args.user_id,
            payload: { fields: args.fields, newsletter: args.newsletter ?? null },
          }),
        }),
      ),
    user_add_datos_fac: (args: { user_id: number; datos_fac: Record<string, unknown> }) =>
      guard(() =>
        write({
          entity: 'users',
          action: 'create',
          run: () => {
            const address = customers.addDatosFac(args.user_id, args.datos_fac);
            if (!address) throw userNotFound(args.user_id);
            return address;
          },
          audit: () => ({ key: args.user_id, payload: { datos_fac: args.datos_fac } }),
        }),
      ),
  };
}

/**
 * Runs one GraphQL request against the ERP schema with the reference `graphql()` executor. Syntax, validation and
 * resolver errors come back in `errors` (HTTP 200), as GraphQL does; authentication happened before.
 */
export async function executeErpGraphql(
  deps: GraphqlDeps,
  request: GraphqlRequest,
): Promise<ExecutionResult> {
  const rootValue = {
    ...userResolvers(deps),
    ...multiOrderInvoiceResolvers(deps),
    ...newOrderResolvers(deps),
  };
  const result = await graphql({
    schema: erpSchema,
    source: request.query,
    rootValue,
    variableValues: request.variables ?? undefined,
    operationName: request.operationName ?? undefined,
  });
  for (const error of result.errors ?? []) {
    if (error.originalError && !(error.originalError instanceof GraphQLError))
      deps.logger.error({ err: error.originalError }, 'ERP GraphQL resolver failed');
  }
  return result;
}
