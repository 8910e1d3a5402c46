import type { components } from '@cellar/contract';
import { TextEncodingError } from '@cellar/validation';
import {
  commerceMessages,
  type InvoiceTemplate,
  type UploadKind,
  validateUploadFile,
} from '@cellar/validation/commerce';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env';
import { badRequest } from '../http/errors';
import type { ErpEntity, ErpWrite } from './audited-write';
import type { InvoiceCostStore } from './invoice-cost-store';
import type { InvoiceTemplates } from './invoice-templates';
import { withUploadedFile } from './invoice-upload-form';
import { readUploadRows, UploadParseError, UploadTypeError } from './invoice-upload-parser';
import { objectOf, parseBody, requiredText } from './parse-input';

const { invoiceImport: messages } = commerceMessages;

/** A company of `companies`; any other is refused with the list to choose from. */
export const companyOf = <const C extends readonly [string, ...string[]]>(companies: C) =>
  z.enum(companies, { error: `Please choose a company: ${companies.join(', ')}` });

export interface InvoiceFileStepsDeps {
  /** Where a file's rows wait for the next steps (the invoice imports' uploads, which every flow shares). */
  uploads: InvoiceCostStore;
  /** Where the flow remembers each company's column choice. */
  templates: InvoiceTemplates;
  /** The companies the flow imports for. */
  companies: readonly [string, ...string[]];
  /** The audit log's entity of a remembered column choice. */
  entity: ErpEntity;
  write: ErpWrite;
}

/**
 * The first two steps of every import of an invoice file (§7 "Invoice imports": shipping invoices, the commission
 * collections v1 and v2): the file streamed into the uploads, then the column choice checked against the upload's
 * header and remembered for the company. What a flow answers around them is its own.
 */
export function invoiceFileSteps({ uploads, templates, companies, entity, write }: InvoiceFileStepsDeps) {
  const templateBody = objectOf('body', {
    template: objectOf('template', {
      id_upload: requiredText('upload'),
      id_company: companyOf(companies),
      cod_order: z.unknown(),
      cost: z.unknown(),
    }),
  });
  return {
    /**
     * Stores the request's file as an upload of its kind: a name ending in .csv or .xlsx (the route's `kind` when
     * it names one), as the web and the CLI check it, then content of that kind. Anything else, a csv in an encoding
     * it does not read (Windows-1252 and Latin-1 are read), or a row it cannot read, is 400 ('Please input a csv or
     * xlsx file' for the kind).
     */
    storeFile: (
      request: Request,
      uploadedBy: string,
      routeKind?: UploadKind,
    ): Promise<Omit<components['schemas']['InvoiceUpload'], 'template'>> =>
      withUploadedFile(request, async (file, filename) => {
        const named = validateUploadFile(filename);
        if (!named.ok || (routeKind !== undefined && named.value.kind !== routeKind))
          throw badRequest([{ path: 'file', message: messages.csvOrXlsx }]);
        const { kind } = named.value;
        try {
          return await uploads.storeUpload(kind, readUploadRows(file, kind), uploadedBy);
        } catch (error) {
          if (error instanceof UploadTypeError)
            throw badRequest([{ path: 'file', message: messages.csvOrXlsx }]);
          if (error instanceof UploadParseError)
            throw badRequest([{ path: `line ${error.line}`, message: error.message }]);
          if (error instanceof TextEncodingError)
            throw badRequest([{ path: 'file', message: error.message }]);
          throw error;
        }
      }),

    /**
     * The body's column choice checked against its upload's header (400 when a column is missing) and remembered
     * for its company, in one audited write; answers the upload and the choice.
     */
    chooseColumns: async (c: Context<AppEnv>): Promise<{ id_upload: string; template: InvoiceTemplate }> => {
      const { template } = await parseBody(c, templateBody);
      const chosen = uploads.checkTemplate(template.id_upload, template);
      write(c, {
        entity,
        action: 'upsert',
        run: () => templates.save(template.id_company, chosen),
        audit: (saved) => ({ key: `template-${template.id_company}`, payload: saved }),
      });
      return { id_upload: template.id_upload, template: chosen };
    },
  };
}
