import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import type {
  CommissionsCollectionConfirmInput,
  InvoiceCostInput,
  InvoicesGroup,
  InvoiceUpload,
} from '@cellar/sdk';
import { isHttpError } from '@cellar/sdk';
import { TextEncodingError } from '@cellar/validation';
import {
  commerceMessages,
  hasFixedCommission,
  type InvoiceImportKind,
  validateInvoiceImport,
  validateUploadFile,
} from '@cellar/validation/commerce';
import type { CommandContext } from '../../command-context';
import { UsageError } from '../../errors';
import { checkReadable } from '../../input-file';
import { scanTextFile } from '../../text-input';
import { createProgress } from '../../ui/create-progress';
import type { ProgressState } from '../../ui/progress';
import { sessionClient } from '../session-client';
import {
  type ColumnChoice,
  type ColumnNeed,
  checkChoice,
  commissionNeed,
  costNeed,
  missingColumnsError,
  orderNeed,
  parseColumnsFlag,
} from './columns';
import { confirmAndSend } from './confirm-and-send';
import {
  type CommissionsSplit,
  formatCommissionsSplit,
  formatInvoicePreview,
  issueLines,
  splitTotals,
} from './format';
import type { ImportPrompts } from './import-prompts';
import {
  type ConfirmOptions,
  checkCanConfirm,
  failedAfterResult,
  flagIssues,
  printLines,
  processingFailure,
} from './shared';

const { invoiceImport, success } = commerceMessages;

/** The three imports of a file: a carrier's invoice, a gateway's collection (v1, v2). */
export type FileImportKind = 'shipping' | 'commissions' | 'commissions-v2';

export interface FileImportOptions extends ConfirmOptions {
  company?: string;
  invoice?: string;
  date?: string;
  fixedCommission?: string;
  columns?: string;
}

const RULE_KIND: Record<FileImportKind, InvoiceImportKind> = {
  shipping: 'shipping',
  commissions: 'commissions',
  'commissions-v2': 'commissions',
};
export const NEEDS: Record<FileImportKind, readonly ColumnNeed[]> = {
  shipping: [orderNeed, costNeed],
  commissions: [orderNeed, commissionNeed],
  'commissions-v2': [orderNeed, commissionNeed],
};
const FLAGS = {
  id_company: '--company',
  codigo_factura: '--invoice',
  fecha_factura: '--date',
  comision_fija: '--fixed-commission',
};

type Line = { line: number; cod_order: string; cost: number };

/** A .csv that is not text at all (NUL bytes: a spreadsheet, an image) is no csv: the server's words for it. */
const notTextIsNotCsv = (error: unknown): never => {
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof TextEncodingError && cause.kind === 'not-text')
    throw new UsageError(invoiceImport.csvOrXlsx, { cause: error });
  throw error;
};

/**
 * `cellar import shipping|commissions|commissions-v2 FILE`: the screens' flow from the terminal. The flags are
 * checked by the screen's rule first, then the file is uploaded (streamed, progress in bytes), the columns come
 * from `--columns`, the company's remembered choice or the picker, the lines are read (bad rows by line), the
 * totals previewed, and the import confirmed (`--yes` or a question) unless `--dry-run`.
 */
export async function importFile(
  ctx: CommandContext,
  prompts: ImportPrompts | undefined,
  kind: FileImportKind,
  file: string,
  options: FileImportOptions,
): Promise<void> {
  const ruleKind = RULE_KIND[kind];
  const needs = NEEDS[kind];
  const company = options.company ?? '';

  // 1. The fields, by the screen's rule (the data lines come later).
  const fields = {
    id_company: company,
    codigo_factura: options.invoice ?? '',
    fecha_factura: options.date ?? '',
    comision_fija: options.fixedCommission ?? '',
  };
  const flagCheck = validateInvoiceImport({ ...fields, data: [] }, { kind: ruleKind });
  const fieldIssues = flagCheck.ok ? [] : flagCheck.issues.filter((issue) => issue.path !== 'data');
  if (fieldIssues.length > 0) throw flagIssues(fieldIssues, FLAGS);
  if (options.fixedCommission !== undefined && !hasFixedCommission(company)) {
    throw new UsageError(`--fixed-commission is only for pyco, not ${company}.`);
  }
  const flagged = options.columns === undefined ? {} : parseColumnsFlag(options.columns, needs);
  checkCanConfirm(options, prompts);

  // 2. The file: csv or xlsx by its name (the server checks the content), readable; a csv read as text here, so that
  //    one not in UTF-8 is said (the server reads it so too) or refused before it is sent.
  const name = basename(file);
  const type = validateUploadFile(name);
  if (!type.ok)
    throw new UsageError(invoiceImport.csvOrXlsx, { nextStep: `${file} is neither .csv nor .xlsx.` });
  if (type.value.kind === 'csv') await scanTextFile(file, ctx.stderr).catch(notTextIsNotCsv);
  else await checkReadable(file);

  // 3. Upload, streamed from disk, with its progress in bytes.
  const invoices = (await sessionClient(ctx)).invoices;
  const blob = await openAsBlob(file);
  const progress = await createProgress(ctx, { unit: 'bytes' });
  let sent: ProgressState = { done: 0, total: blob.size };
  const onProgress = ({ loaded, total }: { loaded: number; total: number }) => {
    sent = { done: loaded, total };
    progress.update(sent);
  };
  let upload: InvoiceUpload;
  try {
    if (kind === 'commissions-v2') {
      // The gateway's remembered columns split the file at once; the lines to confirm still come from step 5.
      const answer = await invoices.uploadCommissions(
        company as CommissionsCollectionConfirmInput['company'],
        blob,
        { filename: name, onProgress },
      );
      upload = answer.data;
    } else {
      upload = await invoices.uploadInvoice(type.value.kind, blob, { company, filename: name, onProgress });
    }
  } catch (error) {
    // A 400 is the file itself ('Please input a csv or xlsx file'): a usage error, exit 2.
    if (isHttpError(error) && error.status === 400) throw new UsageError(error.message, { cause: error });
    throw processingFailure(error);
  } finally {
    progress.finish(sent);
  }

  // 4. The columns: --columns, else the picker on a terminal (the remembered choice preselected), else the
  //    company's remembered choice.
  const template = await chooseColumns(upload, flagged, needs, prompts);

  // 5. Every line read by those columns; bad rows by line.
  let read: { data: Line[]; errors: { line: number; message: string }[] } & Partial<CommissionsSplit>;
  try {
    const choice = { id_upload: upload.id_upload, id_company: company, ...template };
    read =
      kind === 'commissions-v2'
        ? await invoices.commissionsData(choice)
        : await invoices.importedInvoiceData(choice);
  } catch (error) {
    if (isHttpError(error) && error.status === 400) throw new UsageError(error.message, { cause: error });
    throw processingFailure(error);
  }

  const base = {
    kind,
    file,
    company,
    invoice: fields.codigo_factura,
    upload: {
      id_upload: upload.id_upload,
      kind: upload.kind,
      columns: upload.columns,
      total_rows: upload.total_rows,
    },
    columns: template,
    lines: read.data.length,
  };
  const header = [
    `${upload.total_rows} rows in ${name}, columns: ${upload.columns.join(', ')}`,
    `Columns: ${needs.map((need) => `${need.label.toLowerCase()} = ${template[need.key]}`).join(', ')}`,
  ];

  // 6. A malformed file is fixed, not imported in part (as on the screen): every bad row, then exit 1.
  const errors = [...upload.errors, ...read.errors].sort((a, b) => a.line - b.line);
  if (errors.length > 0) {
    printLines(ctx, [...header, ...issueLines('Lines with errors', errors)], {
      ...base,
      errors,
      preview: null,
      dryRun: options.dryRun === true,
      confirmed: null,
    });
    throw failedAfterResult(
      `${errors.length} ${errors.length === 1 ? 'line has' : 'lines have'} errors: nothing was imported. Fix ${name} and run again.`,
    );
  }

  // 7. The whole body by the screen's rule, each line keeping its file line.
  const checked = validateInvoiceImport({ ...fields, data: read.data }, { kind: ruleKind });
  if (!checked.ok) throw flagIssues(checked.issues, FLAGS);
  const body: InvoiceCostInput = {
    ...checked.value,
    data: checked.value.data.map((line, index) => ({ ...line, line: read.data[index]?.line ?? index + 2 })),
  };

  if (kind === 'commissions-v2') {
    await previewAndConfirmV2(ctx, prompts, invoices, options, { base, header, body, read });
  } else {
    await previewAndConfirmV1(ctx, prompts, invoices, options, { base, header, body });
  }
}

async function chooseColumns(
  upload: InvoiceUpload,
  flagged: Partial<ColumnChoice>,
  needs: readonly ColumnNeed[],
  prompts: ImportPrompts | undefined,
): Promise<ColumnChoice> {
  const header = upload.columns;
  const complete = needs.every((need) => flagged[need.key]);
  if (complete) {
    const checked = checkChoice(flagged, header);
    if (!checked.ok) {
      throw new UsageError(checked.messages.join('\n'), {
        nextStep: `The file's columns: ${header.join(', ')}.`,
      });
    }
    return checked.value;
  }
  // On a terminal the picker always asks, the company's remembered choice (and --columns over it) preselected,
  // so a wrong remembered choice is seen and changed, as the screen's column choice shows it before "Get data".
  if (prompts) return prompts.chooseColumns(header, needs, { ...(upload.template ?? {}), ...flagged });
  // A script: the remembered choice, with any column named by --columns over it, when both are in this file.
  if (upload.template) {
    const merged = checkChoice({ ...upload.template, ...flagged }, header);
    if (merged.ok) return merged.value;
  }
  throw missingColumnsError(flagged, needs, header);
}

interface Stage {
  base: Record<string, unknown>;
  header: string[];
  body: InvoiceCostInput;
}

/**
 * The end every file import shares once its preview is known: the preview shown, then the dry run's stop, or
 * the question (or --yes), the confirm and its answer in the spec's words; a refused confirm prints the result
 * with its error and exits 1.
 */
async function showAndConfirm(
  ctx: CommandContext,
  prompts: ImportPrompts | undefined,
  options: FileImportOptions,
  stage: {
    shown: string[];
    result: Record<string, unknown>;
    question: string;
    confirm: () => Promise<{ message?: string }>;
    confirmedMessage: string;
  },
): Promise<void> {
  const { shown, result } = stage;
  if (options.dryRun) {
    printLines(ctx, [...shown, 'Dry run: nothing imported.'], { ...result, dryRun: true, confirmed: null });
    return;
  }
  const stored = await confirmAndSend(ctx, prompts, options, {
    shown,
    question: stage.question,
    send: stage.confirm,
    result,
    // With --yes the preview was not shown before: it goes with the refusal.
    failureLines: options.yes ? shown : [],
  });
  const message = stored.message || stage.confirmedMessage;
  const lines = options.yes || ctx.json ? [...shown, message] : [message];
  printLines(ctx, lines, { ...result, dryRun: false, confirmed: stored });
}

/** What an import's result holds besides its preview. */
const resultOf = (base: Record<string, unknown>, body: InvoiceCostInput, preview: unknown) => ({
  ...base,
  date: body.fecha_factura,
  fixedCommission: body.comision_fija,
  errors: [],
  preview,
});

async function previewAndConfirmV1(
  ctx: CommandContext,
  prompts: ImportPrompts | undefined,
  invoices: InvoicesGroup,
  options: FileImportOptions,
  { base, header, body }: Stage,
): Promise<void> {
  let preview: Awaited<ReturnType<InvoicesGroup['invoiceCost']>>;
  try {
    preview = await invoices.invoiceCost(body);
  } catch (error) {
    throw processingFailure(error);
  }
  await showAndConfirm(ctx, prompts, options, {
    shown: [...header, ...formatInvoicePreview(preview)],
    result: resultOf(base, body, preview),
    question: `Import invoice ${body.codigo_factura} of ${body.id_company}?`,
    confirm: () => invoices.confirmInvoiceCost(body),
    confirmedMessage: success.invoiceImported,
  });
}

async function previewAndConfirmV2(
  ctx: CommandContext,
  prompts: ImportPrompts | undefined,
  invoices: InvoicesGroup,
  options: FileImportOptions,
  { base, header, body, read }: Stage & { read: Partial<CommissionsSplit> },
): Promise<void> {
  const split: CommissionsSplit = {
    comision_pedido: read.comision_pedido ?? [],
    comision_extra: read.comision_extra ?? [],
  };
  await showAndConfirm(ctx, prompts, options, {
    shown: [...header, ...formatCommissionsSplit(split)],
    result: resultOf(base, body, { ...split, ...splitTotals(split) }),
    question: `Register collection ${body.codigo_factura} of ${body.id_company}?`,
    confirm: () =>
      invoices.confirmCommissions({
        company: body.id_company as CommissionsCollectionConfirmInput['company'],
        codigo_factura: body.codigo_factura,
        fecha_factura: body.fecha_factura,
        comision_fija: body.comision_fija,
        data: body.data as CommissionsCollectionConfirmInput['data'],
      }),
    confirmedMessage: success.dataRegistered,
  });
}
