import type { InvoiceTemplate } from '@cellar/validation/commerce';
import type { Db } from '../db/database';
import type { Clock } from '../http/clock';

/**
 * The tables that remember a company's column choice: the invoice imports' (shipping invoices and the commission
 * collections v1) and the commission collections v2's, each its own so one flow's choice never moves the other's.
 */
export type InvoiceTemplateTable = 'erp_invoice_templates' | 'erp_commission_templates';

/** The column choice (order code and amount columns) each company last made for its files, in one table. */
export class InvoiceTemplates {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
    private readonly table: InvoiceTemplateTable,
  ) {}

  /** The company's last column choice, or null. */
  get(company: string): InvoiceTemplate | null {
    const row = this.db
      .prepare(`SELECT cod_order, cost FROM ${this.table} WHERE id_company = ?`)
      .get(company) as InvoiceTemplate | undefined;
    return row ?? null;
  }

  /** Remembers the company's column choice over its last one (inside the caller's audited write). */
  save(company: string, template: InvoiceTemplate): InvoiceTemplate {
    this.db
      .prepare(
        `INSERT INTO ${this.table} (id_company, cod_order, cost, modification_date) VALUES (?, ?, ?, ?)
         ON CONFLICT (id_company) DO UPDATE SET cod_order = excluded.cod_order, cost = excluded.cost,
           modification_date = excluded.modification_date`,
      )
      .run(company, template.cod_order, template.cost, new Date(this.now()).toISOString());
    return template;
  }
}
