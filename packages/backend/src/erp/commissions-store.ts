import type { components } from '@cellar/contract';
import {
  type InvoiceTemplate,
  invoiceColumnMessages,
  type LineIssue,
  parseInvoiceAmount,
  roundCents,
} from '@cellar/validation/commerce';
import type { Db } from '../db/database';
import type { Clock } from '../http/clock';
import { conflict } from '../http/errors';

type Schemas = components['schemas'];

/** A file's lines classified, and the lines that cannot be read: what the routes answer, less the template. */
export type CommissionsSplit = Omit<Schemas['CommissionsCollectionData'], 'template'>;

export interface CommissionsConfirm {
  company: string;
  codigo_factura: string;
  fecha_factura: string;
  comision_fija: number;
  data: Schemas['CommissionsCollectionLine'][];
}

/** Commission collections v2: the split of a file, and the confirmed collections. */
export class CommissionsStore {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {}

  /**
   * Reads the kept rows of an upload by the template: a row with an amount that is not a number goes to
   * `errors` by its line; every other row is a line, an order's commission when its order cell is one of our
   * cod_pedido, else an extra commission (its order cell, or "Line N" when empty, as concepto).
   */
  split(
    columns: readonly string[],
    rows: Iterable<{ line: number; cells: string[] }>,
    template: InvoiceTemplate,
  ): CommissionsSplit {
    const at = { cod_order: columns.indexOf(template.cod_order), cost: columns.indexOf(template.cost) };
    const data: Schemas['CommissionsCollectionLine'][] = [];
    const errors: LineIssue[] = [];
    for (const { line, cells } of rows) {
      const text = cells[at.cost] ?? '';
      const cost = parseInvoiceAmount(text);
      if (cost === undefined) errors.push({ line, message: invoiceColumnMessages.badNumber(line, text) });
      else data.push({ line, cod_order: (cells[at.cod_order] ?? '').trim() || `Line ${line}`, cost });
    }
    return { ...this.classify(data), errors };
  }

  /** The lines classified: orders matched by cod_pedido, the rest extra commissions. */
  classify(data: Schemas['CommissionsCollectionLine'][]): Omit<CommissionsSplit, 'errors'> {
    const order = this.db.prepare('SELECT id_pedido FROM erp_orders WHERE cod_pedido = ?');
    const comision_pedido: Schemas['CommissionsCollectionOrder'][] = [];
    const comision_extra: Schemas['CommissionsCollectionExtra'][] = [];
    for (const { line, cod_order, cost } of data) {
      const found = order.get(cod_order) as { id_pedido: number } | undefined;
      if (found)
        comision_pedido.push({ line, id_pedido: found.id_pedido, cod_pedido: cod_order, comision: cost });
      else comision_extra.push({ line, concepto: cod_order, comision: cost });
    }
    return { data, comision_pedido, comision_extra };
  }

  /** Stores a collection with its lines (the caller's transaction); the same gateway and code twice: 409. */
  confirm(input: CommissionsConfirm): Omit<Schemas['CommissionsCollectionConfirmed'], 'message'> {
    const exists = this.db
      .prepare('SELECT 1 FROM erp_commission_collections WHERE id_company = ? AND codigo_factura = ?')
      .get(input.company, input.codigo_factura);
    if (exists) throw conflict(invoiceColumnMessages.alreadyImported(input.company, input.codigo_factura));
    const { comision_pedido, comision_extra } = this.classify(input.data);
    const total = (lines: { comision: number }[]) =>
      roundCents(lines.reduce((sum, l) => sum + l.comision, 0));
    const total_pedidos = total(comision_pedido);
    const total_extra = total(comision_extra);
    const { lastInsertRowid } = this.db
      .prepare(
        `INSERT INTO erp_commission_collections (id_company, codigo_factura, fecha_factura, comision_fija,
           total_pedidos, total_extra, creation_date) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        input.company,
        input.codigo_factura,
        input.fecha_factura,
        input.comision_fija,
        total_pedidos,
        total_extra,
        new Date(this.now()).toISOString(),
      );
    const id = Number(lastInsertRowid);
    const insert = this.db.prepare(
      `INSERT INTO erp_commission_collection_lines (id_collection, line, id_pedido, cod_pedido, concepto, comision)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    for (const l of comision_pedido) insert.run(id, l.line, l.id_pedido, l.cod_pedido, null, l.comision);
    for (const l of comision_extra) insert.run(id, l.line, null, null, l.concepto, l.comision);
    return {
      id,
      company: input.company,
      codigo_factura: input.codigo_factura,
      fecha_factura: input.fecha_factura,
      comision_fija: input.comision_fija,
      total_pedidos,
      total_extra,
      pedidos: comision_pedido.length,
      extras: comision_extra.length,
    };
  }
}
