import type { paths } from '@cellar/contract';
import type { Client } from 'openapi-fetch';
import { createCommissionsApi } from './commissions-api';
import { createEurotaxApi } from './eurotax-api';
import { createInvoiceUploadApi } from './invoice-upload-api';
import { createWarehouseCostApi } from './warehouse-cost-api';

/**
 * `client.invoices`: the invoice imports of commerce-operations §7 (Commerce III), composed of one api per part:
 * upload and shipping invoices, the tax-service (Eurotax) invoices and the warehouse costs, the commission collections. Loaded on its first
 * call.
 */
export function createInvoicesGroup(raw: Client<paths>) {
  return {
    ...createInvoiceUploadApi(raw),
    ...createEurotaxApi(raw),
    ...createWarehouseCostApi(raw),
    ...createCommissionsApi(raw),
  };
}

export type InvoicesGroup = ReturnType<typeof createInvoicesGroup>;
