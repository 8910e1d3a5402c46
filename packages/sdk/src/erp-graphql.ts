import type { components, paths } from '@cellar/contract';
import type { Client } from 'openapi-fetch';
import { z } from 'zod';
import { executeErpGraphql, requestErpGraphql } from './erp-graphql-request';
import {
  erpBillingAddressSchema,
  erpProductSearchResultSchema,
  erpUserSchema,
  erpUserSummarySchema,
} from './erp-schemas';

type Schemas = components['schemas'];

/** Fields user_update may change (the form's fields; the newsletter flag goes apart). */
export type ErpUserFields = Partial<
  Pick<Schemas['ErpUser'], 'nombre' | 'idioma' | 'country' | 'observaciones'>
>;

/** A billing address to add: datos_fac without its id, the second and third lines optional. */
export type ErpBillingAddressInput = Omit<
  Schemas['ErpBillingAddress'],
  'id_datos_fac' | 'linea2' | 'linea3'
> &
  Partial<Pick<Schemas['ErpBillingAddress'], 'linea2' | 'linea3'>>;

const USER_FIELDS = `
  id id_usuario email nombre idioma country observaciones
  subscription { unsubscribed }
  datos_fac { id_datos_fac nombre doc_id linea1 linea2 linea3 codigo_postal ciudad telefono id_pais }
`;

export const ERP_GRAPHQL_DOCUMENTS = {
  searchUser: `query SearchUser($email: String!) { search_user(email: $email) { id_usuario email } }`,
  user: `query User($id_usuario: Int!) { user(id_usuario: $id_usuario) { ${USER_FIELDS} } }`,
  updateUser: `mutation UserUpdate($user_id: Int!, $fields: UserFieldsInput!, $newsletter: Boolean) {
    user_update(user_id: $user_id, fields: $fields, newsletter: $newsletter) { ${USER_FIELDS} }
  }`,
  addBillingAddress: `mutation UserAddDatosFac($user_id: Int!, $datos_fac: DatosFacInput!) {
    user_add_datos_fac(user_id: $user_id, datos_fac: $datos_fac) {
      id_datos_fac nombre doc_id linea1 linea2 linea3 codigo_postal ciudad telefono id_pais
    }
  }`,
  searchProducts: `query PedidoSearchProducto($query: String!) {
    pedido_search_producto(query: $query) { precio id_producto disponibilidad nombre visibilidad }
  }`,
} as const;

/** Typed GraphQL operations of §7 over `POST /db/erp/@graphql`, their `data` checked with zod. */
export function createErpGraphql(raw: Client<paths>) {
  const execute = <S extends z.ZodType>(
    operation: string,
    document: string,
    variables: Record<string, unknown>,
    field: string,
    schema: S,
  ) => executeErpGraphql(raw, { operation, document, variables, field, schema });

  return {
    /**
     * Users whose email contains `email` (case-insensitive, at most 20).
     * @example const [found] = await client.erp.graphql.searchUser('maria@');
     */
    searchUser: (email: string) =>
      execute(
        'search_user',
        ERP_GRAPHQL_DOCUMENTS.searchUser,
        { email },
        'search_user',
        z.array(erpUserSummarySchema),
      ),

    /**
     * One user with their billing addresses; null when there is none with that id.
     * @example const user = await client.erp.graphql.user(1001);
     */
    user: (id_usuario: number) =>
      execute('user', ERP_GRAPHQL_DOCUMENTS.user, { id_usuario }, 'user', erpUserSchema.nullable()),

    /**
     * Saves the user form; `newsletter` is the inverse of subscription.unsubscribed. A refused field comes back as
     * an ErpGraphqlError with the rule's message ('Language length should be 2', ...).
     * @example await client.erp.graphql.updateUser(1001, { idioma: 'es', country: 'es' }, true);
     */
    updateUser: (user_id: number, fields: ErpUserFields, newsletter?: boolean) =>
      execute(
        'user_update',
        ERP_GRAPHQL_DOCUMENTS.updateUser,
        { user_id, fields, ...(newsletter === undefined ? {} : { newsletter }) },
        'user_update',
        erpUserSchema,
      ),

    /**
     * Adds a billing address (datos_fac) to a user.
     * @example const address = await client.erp.graphql.addBillingAddress(1001, { nombre, doc_id, ... });
     */
    addBillingAddress: (user_id: number, datos_fac: ErpBillingAddressInput) =>
      execute(
        'user_add_datos_fac',
        ERP_GRAPHQL_DOCUMENTS.addBillingAddress,
        { user_id, datos_fac },
        'user_add_datos_fac',
        erpBillingAddressSchema,
      ),

    /**
     * Catalogue products whose name, reference or group contains `query` (at most 50).
     * @example const products = await client.erp.graphql.searchProducts('rioja');
     */
    searchProducts: (query: string) =>
      execute(
        'pedido_search_producto',
        ERP_GRAPHQL_DOCUMENTS.searchProducts,
        { query },
        'pedido_search_producto',
        z.array(erpProductSearchResultSchema),
      ),

    /**
     * Any other operation: answers the raw `data` (errors still throw ErpGraphqlError).
     * @example const data = await client.erp.graphql.request('{ search_user(email: "a") { email } }');
     */
    request: (document: string, variables: Record<string, unknown> = {}, operationName?: string) =>
      requestErpGraphql(raw, document, variables, operationName),
  };
}

export type ErpGraphql = ReturnType<typeof createErpGraphql>;
