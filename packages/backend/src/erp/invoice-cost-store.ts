import { randomUUID } from 'node:crypto';
import type { components } from '@cellar/contract';
import {
  expectedInvoiceCost,
  type InvoiceFileLine,
  type InvoiceImport,
  type InvoiceTemplate,
  invoiceColumnMessages,
  type LineIssue,
  readInvoiceRow,
  roundCents,
  type UploadKind,
  validateInvoiceTemplate,
} from '@cellar/validation/commerce';
import type { Db } from '../db/database';
import { writeTransaction } from '../db/write-transaction';
import type { Clock } from '../http/clock';
import { badRequest, conflict, notFound } from '../http/errors';
import type { UploadRow } from './invoice-upload-parser';

/** How many rows an upload's answer shows for the preview; every row is kept for the next step. */
export const UPLOAD_PREVIEW_ROWS = 20;
/** An upload is kept this long for its next steps, then removed at the next upload (ours). */
export const UPLOAD_KEPT_MS = 24 * 60 * 60 * 1000;
/** Rows written per transaction while a file streams in. */
const INSERT_BATCH = 2_000;

type Schemas = components['schemas'];

interface MatchedLine {
  cod_order: string;
  cost: number;
  id_pedido: number | null;
  id_pais: string | null;
  cost_calculate: number | null;
}

/** Invoice imports (§7): uploads kept between steps, invoices and their lines. */
export class InvoiceCostStore {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {}

  /**
   * Stores a file's rows as they stream in (batched transactions), the header first. A row whose column count
   * differs from the header's is reported by line and not kept. A throw from `rows` removes the upload.
   */
  async storeUpload(
    kind: UploadKind,
    rows: AsyncIterable<UploadRow>,
    uploadedBy: string,
  ): Promise<Omit<Schemas['InvoiceUpload'], 'template'>> {
    this.purgeOldUploads();
    const id = randomUUID();
    const insertRow = this.db.prepare(
      'INSERT INTO erp_invoice_upload_rows (id_upload, line, cells) VALUES (?, ?, ?)',
    );
    const flush = (batch: UploadRow[]) =>
      writeTransaction(this.db, () => {
        for (const row of batch) insertRow.run(id, row.line, JSON.stringify(row.cells));
      });
    let columns: string[] | undefined;
    let total = 0;
    const preview: UploadRow[] = [];
    const errors: LineIssue[] = [];
    let batch: UploadRow[] = [];
    try {
      for await (const row of rows) {
        if (columns === undefined) {
          columns = row.cells;
          writeTransaction(this.db, () =>
            this.db
              .prepare(
                `INSERT INTO erp_invoice_uploads (id, kind, columns, row_count, uploaded_by, creation_date)
                 VALUES (?, ?, ?, 0, ?, ?)`,
              )
              .run(id, kind, JSON.stringify(columns), uploadedBy, new Date(this.now()).toISOString()),
          );
          continue;
        }
        if (row.cells.length !== columns.length) {
          errors.push({
            line: row.line,
            message: invoiceColumnMessages.columnCount(row.line, columns.length, row.cells.length),
          });
          continue;
        }
        total += 1;
        if (preview.length < UPLOAD_PREVIEW_ROWS) preview.push(row);
        batch.push(row);
        if (batch.length >= INSERT_BATCH) {
          flush(batch);
          batch = [];
        }
      }
      if (columns === undefined) throw badRequest([{ path: 'file', message: 'The file is empty' }]);
      writeTransaction(this.db, () => {
        flush(batch);
        this.db.prepare('UPDATE erp_invoice_uploads SET row_count = ? WHERE id = ?').run(total, id);
      });
    } catch (error) {
      writeTransaction(this.db, () => {
        this.db.prepare('DELETE FROM erp_invoice_uploads WHERE id = ?').run(id);
        this.db.prepare('DELETE FROM erp_invoice_upload_rows WHERE id_upload = ?').run(id);
      });
      throw error;
    }
    return { id_upload: id, kind, columns, total_rows: total, rows: preview, errors };
  }

  /** Forgets the uploads older than UPLOAD_KEPT_MS and their rows. */
  purgeOldUploads(): void {
    const before = new Date(this.now() - UPLOAD_KEPT_MS).toISOString();
    writeTransaction(this.db, () => {
      this.db
        .prepare(
          `DELETE FROM erp_invoice_upload_rows WHERE id_upload IN
             (SELECT id FROM erp_invoice_uploads WHERE creation_date < ?)`,
        )
        .run(before);
      this.db.prepare('DELETE FROM erp_invoice_uploads WHERE creation_date < ?').run(before);
    });
  }

  private uploadColumns(id: string): string[] {
    const row = this.db.prepare('SELECT columns FROM erp_invoice_uploads WHERE id = ?').get(id) as
      | { columns: string }
      | undefined;
    if (!row) throw notFound(`Upload ${id} not found: please upload the file again`);
    return JSON.parse(row.columns) as string[];
  }

  /** The upload's header and every kept row, by line (for the commission collections v2). */
  rowsOf(id: string): { columns: string[]; rows: Iterable<{ line: number; cells: string[] }> } {
    const columns = this.uploadColumns(id);
    const rows = this.db
      .prepare('SELECT line, cells FROM erp_invoice_upload_rows WHERE id_upload = ? ORDER BY line')
      .all(id) as { line: number; cells: string }[];
    return {
      columns,
      rows: rows.map((row) => ({ line: row.line, cells: JSON.parse(row.cells) as string[] })),
    };
  }

  /** The template checked against the upload's header (400 when a column is missing). */
  checkTemplate(id: string, input: unknown): InvoiceTemplate {
    const result = validateInvoiceTemplate(input, this.uploadColumns(id));
    if (!result.ok) throw badRequest(result.issues);
    return result.value;
  }

  /** Every kept row of the upload read by the template: the lines, and each bad row by its line. */
  linesOf(id: string, template: InvoiceTemplate): Omit<Schemas['InvoiceUploadData'], 'template'> {
    const columns = this.uploadColumns(id);
    const indexes = { cod_order: columns.indexOf(template.cod_order), cost: columns.indexOf(template.cost) };
    const data: InvoiceFileLine[] = [];
    const errors: LineIssue[] = [];
    const rows = this.db
      .prepare('SELECT line, cells FROM erp_invoice_upload_rows WHERE id_upload = ? ORDER BY line')
      .iterate(id) as Iterable<{ line: number; cells: string }>;
    for (const row of rows) {
      const read = readInvoiceRow(row.line, JSON.parse(row.cells) as string[], indexes);
      if ('line' in read) data.push(read.line);
      else errors.push(read.issue);
    }
    return { data, errors };
  }

  /** Each line with its order, country and calculated cost (the carrier's or the gateway's rule). */
  private match(invoice: InvoiceImport): MatchedLine[] {
    const order = this.db.prepare(
      `SELECT o.id_pedido, o.precio_total, json_extract(o.direccion, '$.id_pais') AS id_pais,
              (SELECT COALESCE(SUM(cantidad), 0) FROM erp_order_lines l WHERE l.id_pedido = o.id_pedido) AS bottles
       FROM erp_orders o WHERE o.cod_pedido = ?`,
    );
    return invoice.data.map(({ cod_order, cost }) => {
      const found = order.get(cod_order) as
        | { id_pedido: number; precio_total: number; id_pais: string | null; bottles: number }
        | undefined;
      if (!found) return { cod_order, cost, id_pedido: null, id_pais: null, cost_calculate: null };
      const id_pais = (found.id_pais ?? '').toLowerCase() || 'es';
      return {
        cod_order,
        cost,
        id_pedido: found.id_pedido,
        id_pais,
        cost_calculate: expectedInvoiceCost(
          invoice.id_company,
          { country: id_pais, bottles: found.bottles, total: found.precio_total },
          invoice.comision_fija,
        ),
      };
    });
  }

  private exists(company: string, code: string): boolean {
    return (
      this.db
        .prepare('SELECT 1 FROM erp_invoice_costs WHERE id_company = ? AND codigo_factura = ?')
        .get(company, code) !== undefined
    );
  }

  /** The §3 totals of an invoice: with referer = lines of a known order, without = the others. */
  preview(invoice: InvoiceImport, lineNumbers?: readonly number[]): Schemas['InvoiceCostPreview'] {
    return this.previewOf(invoice, this.match(invoice), lineNumbers);
  }

  private previewOf(
    invoice: InvoiceImport,
    matched: MatchedLine[],
    lineNumbers?: readonly number[],
  ): Schemas['InvoiceCostPreview'] {
    let withReferer = 0;
    let withoutReferer = 0;
    let calculated = 0;
    const countries = new Map<string, Schemas['InvoiceCostCountry']>();
    const unknown_orders: LineIssue[] = [];
    matched.forEach((line, index) => {
      if (line.id_pedido === null || line.id_pais === null || line.cost_calculate === null) {
        withoutReferer += line.cost;
        const at = lineNumbers?.[index] ?? index + 2;
        unknown_orders.push({ line: at, message: invoiceColumnMessages.unknownOrder(at, line.cod_order) });
        return;
      }
      withReferer += line.cost;
      calculated += line.cost_calculate;
      const country = countries.get(line.id_pais) ?? {
        id_pais: line.id_pais,
        lines: 0,
        cost: 0,
        cost_calculate: 0,
      };
      country.lines += 1;
      country.cost += line.cost;
      country.cost_calculate += line.cost_calculate;
      countries.set(line.id_pais, country);
    });
    return {
      id_company: invoice.id_company,
      codigo_factura: invoice.codigo_factura,
      fecha_factura: invoice.fecha_factura,
      comision_fija: invoice.comision_fija,
      lines_file: invoice.data.length,
      total_cost_with_referer: roundCents(withReferer),
      total_cost_without_referer: roundCents(withoutReferer),
      cost_calculate: roundCents(calculated),
      countries: [...countries.values()]
        .map((c) => ({ ...c, cost: roundCents(c.cost), cost_calculate: roundCents(c.cost_calculate) }))
        .sort((a, b) => a.id_pais.localeCompare(b.id_pais)),
      unknown_orders,
      already_imported: this.exists(invoice.id_company, invoice.codigo_factura),
    };
  }

  /** Stores the invoice and every line (run inside the audited write's transaction); 409 when it exists. */
  confirm(
    invoice: InvoiceImport,
    lineNumbers?: readonly number[],
  ): Schemas['InvoiceCostPreview'] & { id: number } {
    if (this.exists(invoice.id_company, invoice.codigo_factura))
      throw conflict(invoiceColumnMessages.alreadyImported(invoice.id_company, invoice.codigo_factura));
    const matched = this.match(invoice);
    const preview = this.previewOf(invoice, matched, lineNumbers);
    const { lastInsertRowid } = this.db
      .prepare(
        `INSERT INTO erp_invoice_costs (id_company, codigo_factura, fecha_factura, comision_fija, lines_file,
           total_cost_with_referer, total_cost_without_referer, cost_calculate, creation_date)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        invoice.id_company,
        invoice.codigo_factura,
        invoice.fecha_factura,
        invoice.comision_fija,
        preview.lines_file,
        preview.total_cost_with_referer,
        preview.total_cost_without_referer,
        preview.cost_calculate,
        new Date(this.now()).toISOString(),
      );
    const id = Number(lastInsertRowid);
    const insertLine = this.db.prepare(
      `INSERT INTO erp_invoice_cost_lines (id_invoice, cod_order, id_pedido, id_pais, cost, cost_calculate)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    for (const line of matched)
      insertLine.run(id, line.cod_order, line.id_pedido, line.id_pais, line.cost, line.cost_calculate);
    return { ...preview, id, already_imported: false };
  }
}
