import type { components, paths } from '@cellar/contract';
import type { Client } from 'openapi-fetch';
import { z } from 'zod';
import { componentSchema } from './component-schema';
import {
  type InvoiceFileOptions,
  invoiceFileUpload,
  issueSchema,
  templateSchema,
  uploadSchema,
} from './invoice-upload-api';
import { request } from './request';

type Schemas = components['schemas'];
/** A payment gateway whose commission collections can be imported, and whether it has the fixed commission. */
export type CommissionsCollectionCompany = Schemas['CommissionsCollectionCompany'];
/** A file line: the order cell (an empty one reads "Line N") and the amount. */
export type CommissionsCollectionLine = Schemas['CommissionsCollectionLine'];
/** An order's commission (matched by cod_pedido). */
export type CommissionsCollectionOrder = Schemas['CommissionsCollectionOrder'];
/** An extra commission: a line that is no order (a monthly fee...). */
export type CommissionsCollectionExtra = Schemas['CommissionsCollectionExtra'];
/** The lines of an upload read by the columns, split into order and extra commissions. */
export type CommissionsCollectionData = Schemas['CommissionsCollectionData'];
/** The answer of a v2 upload: the upload, and its split when the gateway's columns are remembered. */
export type CommissionsCollectionUpload = Schemas['CommissionsCollectionUpload'];
/** The body of a v2 confirm. */
export type CommissionsCollectionConfirmInput = Schemas['CommissionsCollectionConfirmInput'];
/** A stored collection and 'Datos registrados correctamente!'. */
export type CommissionsCollectionConfirmed = Schemas['CommissionsCollectionConfirmed'];

const lineSchema = componentSchema(
  'CommissionsCollectionLine',
  z.object({ line: z.number(), cod_order: z.string(), cost: z.number() }),
);
const orderSchema = componentSchema(
  'CommissionsCollectionOrder',
  z.object({ line: z.number(), id_pedido: z.number(), cod_pedido: z.string(), comision: z.number() }),
);
const extraSchema = componentSchema(
  'CommissionsCollectionExtra',
  z.object({ line: z.number(), concepto: z.string(), comision: z.number() }),
);
const splitShape = { comision_pedido: z.array(orderSchema), comision_extra: z.array(extraSchema) };
const dataSchema = componentSchema(
  'CommissionsCollectionData',
  z.object({
    data: z.array(lineSchema),
    ...splitShape,
    errors: z.array(issueSchema),
    template: templateSchema,
  }),
);
const uploadAnswerSchema = componentSchema(
  'CommissionsCollectionUpload',
  z.object({ data: uploadSchema, ...splitShape }),
);
const confirmedSchema = componentSchema(
  'CommissionsCollectionConfirmed',
  z.object({
    id: z.number(),
    company: z.string(),
    codigo_factura: z.string(),
    fecha_factura: z.string(),
    comision_fija: z.number(),
    total_pedidos: z.number(),
    total_extra: z.number(),
    pedidos: z.number(),
    extras: z.number(),
    message: z.string(),
  }),
);

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

    /**
     * Uploads a gateway's statement for v2 (csv or xlsx by its name, checked by content); split at once when the
     * gateway's columns are remembered. `onProgress` reports the bytes sent.
     * @example const { data, comision_pedido } = await client.invoices.uploadCommissions('pyco', file);
     */
    uploadCommissions: (
      company: CommissionsCollectionConfirmInput['company'],
      file: Blob,
      options: InvoiceFileOptions = {},
    ): Promise<CommissionsCollectionUpload> => {
      const upload = invoiceFileUpload(file, options, 'commissions.csv');
      return request('erpCommissionsCollectionUpload', uploadAnswerSchema, () =>
        raw.POST('/db/erp/orders/@upload_invoice_v2', { params: { query: { company } }, ...upload }),
      );
    },

    /**
     * Reads an upload by the chosen columns (remembered for the gateway) and splits it.
     * @example
     * const split = await client.invoices.commissionsData({
     *   id_upload, id_company: 'pyco', cod_order: 'Pedido', cost: 'Comision',
     * });
     */
    commissionsData: (template: Schemas['InvoiceUploadTemplateChoice']): Promise<CommissionsCollectionData> =>
      request('erpCommissionsCollectionData', dataSchema, () =>
        raw.POST('/db/erp/orders/@imported_invoice_data_v2', { body: { template } }),
      ),

    /**
     * Stores a collection in one transaction; the same gateway and code twice is a 409 ConflictError.
     * @example
     * const stored = await client.invoices.confirmCommissions({
     *   company: 'pyco', codigo_factura: 'PY-1', fecha_factura: '2026-02-28', comision_fija: 10, data: split.data,
     * });
     */
    confirmCommissions: (body: CommissionsCollectionConfirmInput): Promise<CommissionsCollectionConfirmed> =>
      request('erpCommissionsCollectionConfirm', confirmedSchema, () =>
        raw.POST('/db/erp/orders/@confirm_commissions_collections', { body }),
      ),
  };
}
