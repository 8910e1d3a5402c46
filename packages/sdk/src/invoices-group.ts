import type { Client } from 'openapi-fetch';
import type { paths } from './generated/schema';
import { createInvoiceUploadApi } from './invoice-upload-api';

/**
 * `client.invoices`: the invoice imports of commerce-operations §7 (Commerce III), composed of one api per part:
 * upload and shipping invoices. Loaded on its first call.
 */
export function createInvoicesGroup(raw: Client<paths>) {
  return {
    ...createInvoiceUploadApi(raw),
  };
}

export type InvoicesGroup = ReturnType<typeof createInvoicesGroup>;
