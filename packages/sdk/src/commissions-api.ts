import type { Client } from 'openapi-fetch';
import { z } from 'zod';
import { componentSchema } from './component-schema';
import type { components, paths } from './generated/schema';
import { request } from './request';

type Schemas = components['schemas'];
/** A payment gateway whose commission collections can be imported, and whether it has the fixed commission. */
export type CommissionsCollectionCompany = Schemas['CommissionsCollectionCompany'];

const companiesSchema = componentSchema(
  'CommissionsCollectionCompanies',
  z.object({
    data: z.array(
      componentSchema(
        'CommissionsCollectionCompany',
        z.object({
          id: z.enum(['pyco', 'cxbn', 'strp', 'payp', 'adyn']),
          fixed_commission: z.boolean(),
        }),
      ),
    ),
  }),
);

/**
 * Import commissions collections (commerce-operations §7 "Invoice imports"), part of `client.invoices`. Version 1
 * reuses the upload and invoice-cost calls of `invoice-upload-api.ts` with a payment gateway as `id_company`.
 * Admin only: others get a 403 HttpError.
 */
export function createCommissionsApi(raw: Client<paths>) {
  return {
    /**
     * The payment gateways, pyco with `fixed_commission: true`.
     * @example const gateways = await client.invoices.paymentCommissionCompanies();
     */
    paymentCommissionCompanies: async (): Promise<CommissionsCollectionCompany[]> =>
      (
        await request('erpCommissionsCollectionCompanies', companiesSchema, () =>
          raw.GET('/db/erp/orders/@get_all_payment_commission_companies'),
        )
      ).data,
  };
}
