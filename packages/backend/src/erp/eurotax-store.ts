import type { components } from '@cellar/contract';
import { madridDay } from '@cellar/validation';
import {
  commerceMessages,
  EUROTAX_HOME_COUNTRY,
  linesVat,
  ORDER_STATES,
  shareByWeight,
  type TaxServiceInvoice,
  toCents,
} from '@cellar/validation/commerce';
import type { Db } from '../db/database';
import type { Clock } from '../http/clock';
import { conflict, notFound } from '../http/errors';

const { taxService: messages } = commerceMessages;

type Schemas = components['schemas'];

interface RangeOrder {
  id_pedido: number;
  id_pais: string;
  total: number;
  vat: number;
}

interface InvoiceRow extends Omit<Schemas['EurotaxInvoiceSummary'], 'coste_paises'> {
  coste_paises: string;
}

const EXCLUDED_STATES = [ORDER_STATES.cancelled, ORDER_STATES.merged];

/**
 * Eurotax, the tax service that settles the VAT of distance sales per destination country (docs/decisions.md): the
 * orders of a date range grouped by country with the VAT we computed, and the tax-service invoices imported against
 * them.
 */
export class EurotaxStore {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {}

  /**
   * The orders placed from `fecha_desde` to `fecha_hasta` (Madrid days) that are distance sales: paid in EUR, shipped
   * outside Spain, neither cancelled nor merged. Oldest first.
   */
  private ordersBetween(fecha_desde: string, fecha_hasta: string): RangeOrder[] {
    const orders = this.db
      .prepare(
        `SELECT id_pedido, fecha, direccion FROM erp_orders
          WHERE currency = 'EUR' AND id_estado_pd NOT IN (${EXCLUDED_STATES.join(', ')})
          ORDER BY fecha, id_pedido`,
      )
      .all() as { id_pedido: number; fecha: string; direccion: string }[];
    const lines = this.db.prepare(
      'SELECT cantidad, precio, tipo_iva FROM erp_order_lines WHERE id_pedido = ? ORDER BY id_linea_pedido',
    );
    return orders.flatMap((order) => {
      const day = madridDay(Date.parse(order.fecha));
      if (day < fecha_desde || day > fecha_hasta) return [];
      const id_pais = String((JSON.parse(order.direccion) as { id_pais?: unknown }).id_pais ?? '')
        .trim()
        .toLowerCase();
      if (id_pais === '' || id_pais === EUROTAX_HOME_COUNTRY) return [];
      const orderLines = lines.all(order.id_pedido) as {
        cantidad: number;
        precio: number;
        tipo_iva: number;
      }[];
      const total = toCents(orderLines.reduce((sum, line) => sum + line.cantidad * line.precio, 0));
      return [{ id_pedido: order.id_pedido, id_pais, total, vat: linesVat(orderLines) }];
    });
  }

  /** POST @grouping_invoices_country: the range's distance sales per destination country, countries sorted. */
  grouping(fecha_desde: string, fecha_hasta: string): Schemas['EurotaxGrouping'] {
    const groups = new Map<string, Schemas['EurotaxCountryGroup']>();
    for (const order of this.ordersBetween(fecha_desde, fecha_hasta)) {
      const group = groups.get(order.id_pais) ?? {
        id_pais: order.id_pais,
        numero_pedidos: 0,
        total_pedidos: 0,
        coste_calculado: 0,
      };
      group.numero_pedidos += 1;
      group.total_pedidos = toCents(group.total_pedidos + order.total);
      group.coste_calculado = toCents(group.coste_calculado + order.vat);
      groups.set(order.id_pais, group);
    }
    const data_filtered = [...groups.values()].sort((a, b) => a.id_pais.localeCompare(b.id_pais));
    return {
      fecha_desde,
      fecha_hasta,
      data_filtered,
      total_amount: toCents(data_filtered.reduce((sum, group) => sum + group.coste_calculado, 0)),
    };
  }

  /** The destination countries of a range (each needs an amount on import). */
  countries(fecha_desde: string, fecha_hasta: string): string[] {
    return this.grouping(fecha_desde, fecha_hasta).data_filtered.map((group) => group.id_pais);
  }

  /**
   * POST @import_invoice_eurotax: stores the invoice for the range's orders; each country's invoiced amount is shared
   * over its orders in proportion to their VAT (desglose_factura). Call inside the audited write: a second import of
   * the same number is 409 and writes nothing.
   */
  importInvoice(
    invoice: TaxServiceInvoice,
    range: { fecha_desde: string; fecha_hasta: string },
  ): Schemas['EurotaxInvoice'] {
    const exists = this.db
      .prepare('SELECT 1 FROM erp_eurotax_invoices WHERE id_factura_eurotax = ?')
      .get(invoice.invoice_number);
    if (exists) throw conflict(messages.eurotaxAlreadyImported(invoice.invoice_number));
    const orders = this.ordersBetween(range.fecha_desde, range.fecha_hasta);
    const grouping = this.grouping(range.fecha_desde, range.fecha_hasta);
    const coste_paises: Schemas['EurotaxCountryCost'][] = grouping.data_filtered.map((group) => ({
      id_pais: group.id_pais,
      coste_factura: toCents(invoice.amount_countries[group.id_pais] ?? 0),
      coste_calculado: group.coste_calculado,
    }));
    this.db
      .prepare(
        `INSERT INTO erp_eurotax_invoices (id_factura_eurotax, fecha_factura, mes_facturacion, fecha_desde, fecha_hasta,
           coste_total_factura, coste_total_calculado, coste_paises, fecha_registro)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        invoice.invoice_number,
        invoice.invoice_date,
        invoice.invoice_date.slice(0, 7),
        range.fecha_desde,
        range.fecha_hasta,
        toCents(coste_paises.reduce((sum, country) => sum + country.coste_factura, 0)),
        grouping.total_amount,
        JSON.stringify(coste_paises),
        new Date(this.now()).toISOString(),
      );
    const insertLine = this.db.prepare(
      'INSERT INTO erp_eurotax_invoice_lines (id_factura_eurotax, id_pedido, id_pais, coste) VALUES (?, ?, ?, ?)',
    );
    for (const country of coste_paises) {
      const countryOrders = orders.filter((order) => order.id_pais === country.id_pais);
      const shares = shareByWeight(
        country.coste_factura,
        countryOrders.map((order) => order.vat),
      );
      countryOrders.forEach((order, index) => {
        insertLine.run(invoice.invoice_number, order.id_pedido, country.id_pais, shares[index] ?? 0);
      });
    }
    return this.invoice(invoice.invoice_number);
  }

  /** GET @get_all_invoices_eurotax: the invoices without their breakdown, newest invoice date first. */
  invoices(): Schemas['EurotaxInvoiceSummary'][] {
    const rows = this.db
      .prepare(
        `SELECT id_factura_eurotax, fecha_factura, mes_facturacion, fecha_desde, fecha_hasta, coste_total_factura,
                coste_total_calculado, coste_paises, fecha_registro
           FROM erp_eurotax_invoices ORDER BY fecha_factura DESC, fecha_registro DESC`,
      )
      .all() as InvoiceRow[];
    return rows.map(summaryOf);
  }

  /** POST @get_invoice_eurotax: one invoice with its breakdown per order; 404 when there is none. */
  invoice(id_factura_eurotax: string): Schemas['EurotaxInvoice'] {
    const row = this.db
      .prepare(
        `SELECT id_factura_eurotax, fecha_factura, mes_facturacion, fecha_desde, fecha_hasta, coste_total_factura,
                coste_total_calculado, coste_paises, fecha_registro
           FROM erp_eurotax_invoices WHERE id_factura_eurotax = ?`,
      )
      .get(id_factura_eurotax) as InvoiceRow | undefined;
    if (!row) throw notFound(messages.eurotaxNotFound(id_factura_eurotax));
    const desglose_factura = this.db
      .prepare(
        `SELECT l.id, l.id_pedido, o.cod_pedido, l.id_pais, l.coste
           FROM erp_eurotax_invoice_lines l JOIN erp_orders o ON o.id_pedido = l.id_pedido
          WHERE l.id_factura_eurotax = ? ORDER BY l.id_pais, l.id`,
      )
      .all(id_factura_eurotax) as Schemas['EurotaxInvoiceLine'][];
    return { ...summaryOf(row), desglose_factura };
  }
}

const summaryOf = (row: InvoiceRow): Schemas['EurotaxInvoiceSummary'] => ({
  ...row,
  coste_paises: JSON.parse(row.coste_paises) as Schemas['EurotaxCountryCost'][],
});
