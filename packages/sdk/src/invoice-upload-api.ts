import type { components, paths } from '@cellar/contract';
import type { Client, Middleware } from 'openapi-fetch';
import { z } from 'zod';
import { componentSchema } from './component-schema';
import { request } from './request';

type Schemas = components['schemas'];
/** An uploaded invoice file: id_upload, header, first rows, bad rows by line, the company's last column choice. */
export type InvoiceUpload = Schemas['InvoiceUpload'];
/** A row that cannot be used, by its line in the file. */
export type InvoiceUploadLineIssue = Schemas['InvoiceUploadLineIssue'];
/** Which columns hold the order code and the cost. */
export type InvoiceUploadTemplate = Schemas['InvoiceUploadTemplate'];
/** The body's template of POST /orders/@imported_invoice_data. */
export type InvoiceUploadTemplateChoice = Schemas['InvoiceUploadTemplateChoice'];
/** Every line of an upload read by a template, and its bad rows. */
export type InvoiceUploadData = Schemas['InvoiceUploadData'];
/** The body of POST /orders/@invoice-cost and its confirm. */
export type InvoiceCostInput = Schemas['InvoiceCostInput'];
/** The §3 totals of a shipping invoice, per country, and its unknown orders. */
export type InvoiceCostPreview = Schemas['InvoiceCostPreview'];
/** A stored invoice. */
export type InvoiceCostConfirmed = Schemas['InvoiceCostConfirmed'];

export const issueSchema = componentSchema(
  'InvoiceUploadLineIssue',
  z.object({ line: z.number(), message: z.string() }),
);
export const templateSchema = componentSchema(
  'InvoiceUploadTemplate',
  z.object({ cod_order: z.string(), cost: z.string() }),
);
const rowSchema = componentSchema(
  'InvoiceUploadRow',
  z.object({ line: z.number(), cells: z.array(z.string()) }),
);
export const uploadSchema = componentSchema(
  'InvoiceUpload',
  z.object({
    id_upload: z.string(),
    kind: z.enum(['csv', 'xlsx']),
    columns: z.array(z.string()),
    total_rows: z.number(),
    rows: z.array(rowSchema),
    errors: z.array(issueSchema),
    template: templateSchema.nullable(),
  }),
);
const dataSchema = componentSchema(
  'InvoiceUploadData',
  z.object({
    data: z.array(
      componentSchema(
        'InvoiceUploadDataLine',
        z.object({ line: z.number(), cod_order: z.string(), cost: z.number() }),
      ),
    ),
    errors: z.array(issueSchema),
    template: templateSchema,
  }),
);
const previewShape = {
  id_company: z.string(),
  codigo_factura: z.string(),
  fecha_factura: z.string(),
  comision_fija: z.number(),
  lines_file: z.number(),
  total_cost_with_referer: z.number(),
  total_cost_without_referer: z.number(),
  cost_calculate: z.number(),
  countries: z.array(
    componentSchema(
      'InvoiceCostCountry',
      z.object({ id_pais: z.string(), lines: z.number(), cost: z.number(), cost_calculate: z.number() }),
    ),
  ),
  unknown_orders: z.array(issueSchema),
  already_imported: z.boolean(),
};
const previewSchema = componentSchema('InvoiceCostPreview', z.object(previewShape));
const confirmedSchema = componentSchema(
  'InvoiceCostConfirmed',
  z.object({ ...previewShape, id: z.number(), message: z.string() }),
);

/** How far an upload has gone: bytes sent of the total. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** What the SDK uses of a browser's XMLHttpRequest (the package is typed without the DOM library). */
interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  responseType: string;
  upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  status: number;
  responseText: string;
  getAllResponseHeaders(): string;
  send(body: FormData): void;
}

export const browserXhr = (): (new () => XhrLike) | undefined =>
  (globalThis as { XMLHttpRequest?: new () => XhrLike }).XMLHttpRequest;

/**
 * A fetch for one multipart request that reports upload progress (fetch cannot): XMLHttpRequest sends `form`
 * with the headers the client's middleware put on the request (auth, shop), and the answer becomes a Response.
 */
export function progressFetch(
  Xhr: new () => XhrLike,
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
) {
  return (req: Request): Promise<Response> =>
    new Promise((resolve, reject) => {
      const xhr = new Xhr();
      xhr.open(req.method, req.url);
      req.headers.forEach((value, name) => {
        // The browser writes the multipart content type with its boundary.
        if (name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
      });
      xhr.responseType = 'text';
      xhr.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.total });
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        resolve(new Response(xhr.responseText, { status: xhr.status, headers }));
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () => reject(new TypeError('Upload aborted'));
      xhr.send(form);
    });
}

/**
 * Upload progress where there is no XMLHttpRequest (Node, a CLI): a per-request middleware that runs after the
 * client's own (auth, shop) and sends the request's body through a counting stream, reporting the bytes handed to
 * fetch. Web streams only, no framework. `total` is the file's size: the multipart framing around it (a few hundred
 * bytes) is counted but capped, so `loaded` never passes `total`.
 */
export function countingUpload(total: number, onProgress: (progress: UploadProgress) => void): Middleware {
  return {
    onRequest({ request: req }) {
      if (!req.body) return undefined;
      let loaded = 0;
      const counter = new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          loaded += chunk.byteLength;
          onProgress({ loaded: Math.min(loaded, total), total });
          controller.enqueue(chunk);
        },
        flush() {
          onProgress({ loaded: total, total });
        },
      });
      // `duplex` is required by fetch for a streamed body (Node's undici), and absent from older DOM typings.
      return new Request(req, { body: req.body.pipeThrough(counter), duplex: 'half' } as RequestInit);
    },
  };
}

/** The upload's progress option for openapi-fetch: XMLHttpRequest in a browser, a counted body stream elsewhere. */
function uploadProgressOptions(
  form: FormData,
  file: Blob,
  onProgress: ((progress: UploadProgress) => void) | undefined,
): { fetch: (req: Request) => Promise<Response> } | { middleware: Middleware[] } | Record<string, never> {
  if (!onProgress) return {};
  const Xhr = browserXhr();
  if (Xhr) return { fetch: progressFetch(Xhr, form, onProgress) };
  return { middleware: [countingUpload(file.size, onProgress)] };
}

/** How an invoice file is sent: its name (default the File's own) and who hears of the bytes sent. */
export interface InvoiceFileOptions {
  filename?: string;
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * The openapi-fetch options that send an invoice file, the same for every invoice import (shipping invoices, the
 * commission collections v1 and v2): a multipart body with the file under `file`, named `options.filename`, else the
 * File's name, else `fallbackName`, and its progress option. Built once per call, so the progress follows this body.
 */
export function invoiceFileUpload(file: Blob, options: InvoiceFileOptions, fallbackName: string) {
  const form = new FormData();
  form.append('file', file, options.filename ?? (file instanceof File ? file.name : fallbackName));
  return {
    body: form as never,
    bodySerializer: (body: unknown) => body as FormData,
    ...uploadProgressOptions(form, file, options.onProgress),
  };
}

/**
 * Invoice imports, upload and shipping invoices (commerce-operations §7 "Invoice imports"): upload a csv or xlsx,
 * read it by the chosen columns, preview the totals, confirm. Errors are the SDK's typed errors: `ValidationError`
 * (400: 'Please input a csv or xlsx file', a missing column, the invoice fields), `ConflictError` (409: the invoice
 * was already imported), `ForbiddenError` (403) for anyone but the admin.
 */
export function createInvoiceUploadApi(raw: Client<paths>) {
  return {
    /**
     * Uploads an invoice file of `kind` (checked by content), streamed by the server; with `company`, the answer
     * carries that company's last column choice. `onProgress` reports the bytes sent (XMLHttpRequest in a browser, a counted stream in Node).
     *
     * @example
     * const { id_upload, columns, template } = await client.invoices.uploadInvoice('csv', file, { company: 'seu' });
     */
    uploadInvoice: (
      kind: 'csv' | 'xlsx',
      file: Blob,
      options: InvoiceFileOptions & { company?: string } = {},
    ): Promise<InvoiceUpload> => {
      const upload = invoiceFileUpload(file, options, `invoice.${kind}`);
      return request('erpInvoiceUpload', z.object({ data: uploadSchema }), () =>
        raw.POST('/db/erp/orders/@upload_invoice/{kind}', {
          params: { path: { kind }, query: options.company ? { company: options.company } : {} },
          ...upload,
        }),
      ).then((answer) => answer.data);
    },

    /**
     * Every line of an upload read by the chosen columns (remembered for the company), and each bad row by line.
     *
     * @example
     * const { data, errors } = await client.invoices.importedInvoiceData({
     *   id_upload, id_company: 'seu', cod_order: 'Referencia', cost: 'Importe',
     * });
     */
    importedInvoiceData: (template: InvoiceUploadTemplateChoice): Promise<InvoiceUploadData> =>
      request('erpInvoiceUploadData', dataSchema, () =>
        raw.POST('/db/erp/orders/@imported_invoice_data', { body: { template } }),
      ),

    /**
     * The totals of a shipping invoice, nothing stored: with and without referer, calculated cost, per country.
     *
     * @example
     * const preview = await client.invoices.invoiceCost({
     *   id_company: 'seu', codigo_factura: 'F-1', fecha_factura: '2026-01-31', comision_fija: 0, data,
     * });
     */
    invoiceCost: (body: InvoiceCostInput): Promise<InvoiceCostPreview> =>
      request('erpInvoiceCost', previewSchema, () => raw.POST('/db/erp/orders/@invoice-cost', { body })),

    /**
     * Stores the invoice and its lines at once; a second confirm of the same company and code is a ConflictError.
     *
     * @example
     * const { message } = await client.invoices.confirmInvoiceCost(body); // 'Factura importada correctamente.'
     */
    confirmInvoiceCost: (body: InvoiceCostInput): Promise<InvoiceCostConfirmed> =>
      request('erpInvoiceCostConfirm', confirmedSchema, () =>
        raw.POST('/db/erp/orders/@invoice-cost-confirm', { body }),
      ),
  };
}

export type InvoiceUploadApi = ReturnType<typeof createInvoiceUploadApi>;
