import { formMessages } from '@cellar/validation';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env';
import { CatalogueStore } from './catalogue-store';
import { CustomerStore } from './customer-store';
import type { ErpRouteDeps } from './erp-route-deps';
import { executeErpGraphql } from './graphql';
import { objectOf, parseBody } from './parse-input';

/** GraphQL over HTTP: the query (kept as sent), and optional variables and operation name. */
const graphqlBody = objectOf('GraphQL request', {
  query: z
    .string({ error: formMessages.required('GraphQL query') })
    .refine((query) => query.trim() !== '', { error: formMessages.required('GraphQL query') }),
  variables: z.record(z.string(), z.unknown(), { error: formMessages.object('variables') }).nullish(),
  operationName: z.string({ error: formMessages.text('operation name') }).nullish(),
});

/** `POST /@graphql`: users (search, read, edit, billing addresses) and the product search. */
export function graphqlRoutes({ db, now, logger, write }: ErpRouteDeps): Hono<AppEnv> {
  const customers = new CustomerStore(db);
  const catalogue = new CatalogueStore(db);
  return new Hono<AppEnv>().post('/', async (c) => {
    const request = await parseBody(c, graphqlBody);
    return c.json(
      await executeErpGraphql(
        {
          db,
          now,
          customers,
          catalogue,
          logger,
          write: (spec) => write(c, spec),
          user: c.get('account')?.email ?? '',
        },
        request,
      ),
    );
  });
}
