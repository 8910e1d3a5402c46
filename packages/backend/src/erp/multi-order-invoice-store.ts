import type { components } from '@cellar/contract';
import { formMessages, madridDay } from '@cellar/validation';
import {
  BATCH_ORDER_ACTIONS,
  type BatchOrderAction,
  commerceMessages,
  INVOICE_LIST_PAGE_SIZE,
  isMultiOrderInvoiceEditable,
  MULTI_ORDER_INVOICE_DRAFT,
  MULTI_ORDER_INVOICE_INVOICED,
  ORDER_COMMENT_TYPES,
  ORDER_STATE_LABELS,
  ORDER_STATES,
  type OrderState,
  SET_INVOICED_FAILURE_STATUS,
  validateHibernation,
  validateOrderComment,
  validateOrderSelection,
} from '@cellar/validation/commerce';
import type { Db } from '../db/database';
import type { Clock } from '../http/clock';
import { InputError } from './customer-store';

/** A refusal with one message (the GraphQL layer shows it as-is). */
const refuse = (message: string, path = ''): InputError => new InputError([{ path, message }]);

/** What is wrong with the multi-order invoice calls' input, in one place (ours: the spec gives no wording). */
export const multiOrderInvoiceErrors = {
  invoiceNotFound: (id: number | string) => `Multi-order invoice ${id} not found`,
  userNotFound: (id: number | string) => `User ${id} not found`,
  notDraft: (id: number | string, status: string) =>
    `Multi-order invoice ${id} is ${status}: only a DRAFT invoice can be changed`,
  notUsersAddress: (id: number | string) => `The billing address ${id} is not one of this customer's`,
  notInInvoice: (id: number | string) => `Order ${id} is not in this invoice`,
  nothingToUpdate: 'Please input the billing address or the orders to remove',
  orderNotFound: (id: number | string) => `Order ${id} not found`,
  orderReadOnly: (id: number | string, invoice: number) =>
    `Order ${id} belongs to multi-order invoice ${invoice}, which is no longer a DRAFT`,
  orderIs: (id: number | string, state: string) => `Order ${id} is ${state}`,
  comment: formMessages.required('comment'),
  commentType: formMessages.unknownValue('comment type', ORDER_COMMENT_TYPES),
  noBillingAddress: 'The invoice has no billing address',
  noOrders: 'The invoice has no orders',
  alreadyCollected: commerceMessages.multiOrderInvoice.alreadyCollected,
  facturaMismatch: (id: number, id_factura: string) =>
    `Invoice ${id_factura} is not multi-order invoice ${id}`,
} as const;
const errors = multiOrderInvoiceErrors;

type Schemas = components['schemas'];
type InvoiceOrder = Schemas['MultiOrderInvoiceOrder'];

/** §3 "Multi-order invoice": its orders' ids in id_pedidos, the orders themselves in pedidos. */
export type MultiOrderInvoice = Schemas['MultiOrderInvoice'];

export type BatchOrderResult = Schemas['MultiOrderInvoiceBatchResult'];

interface InvoiceRow {
  id: number;
  id_factura: string | null;
  id_usuario: number;
  email: string;
  nombre: string;
  status: string;
  id_datos_fac: number | null;
  payment_collected: number;
  creation_date: string;
}

interface OrderRow {
  id_pedido: number;
  id_estado_pd: number;
  cod_pedido: string;
  precio_total: number;
  currency: string;
  paid: number;
  hibernated_until: string | null;
  direccion: string;
  id_multifactura: number | null;
}

const INVOICE_SELECT = `SELECT i.id, i.id_factura, i.id_usuario, u.email, u.nombre, i.status, i.id_datos_fac,
  i.payment_collected, i.creation_date
  FROM erp_multiorder_invoices i JOIN erp_users u ON u.id_usuario = i.id_usuario`;

/** An order state as a refusal says it ('cancelled'). */
const stateLabel = (state: number): string =>
  (ORDER_STATE_LABELS[state as OrderState] ?? String(state)).toLowerCase();

/** Order states a batch action leaves alone (answering why), per action. */
const CLOSED: Record<Exclude<BatchOrderAction, 'remove'>, readonly number[]> = {
  hibernate: [ORDER_STATES.cancelled, ORDER_STATES.merged, ORDER_STATES.shipped, ORDER_STATES.delivered],
  comment: [],
  confirmPayment: [ORDER_STATES.cancelled, ORDER_STATES.merged],
  cancel: [ORDER_STATES.cancelled, ORDER_STATES.merged, ORDER_STATES.shipped, ORDER_STATES.delivered],
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Multi-order invoices (commerce-operations §3, §4, §5, §7 GraphQL and "Multi-order payment"): the list, one
 * invoice with its orders, the DRAFT edits, marking it invoiced, the payment, and the batch actions on orders.
 * Pure of HTTP; each write is meant to run inside the caller's one audited transaction.
 */
export class MultiOrderInvoiceStore {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {}

  /** A page (zero-based, INVOICE_LIST_PAGE_SIZE) of invoices, newest first; all users' when id_usuario is absent. */
  search(id_usuario: number | null | undefined, page: number): Schemas['MultiOrderInvoicePage'] {
    if (!Number.isInteger(page) || page < 0) throw refuse(formMessages.atLeast('page', 0), 'page');
    const where = id_usuario == null ? '' : 'WHERE i.id_usuario = ?';
    const params = id_usuario == null ? [] : [id_usuario];
    const { amount } = this.db
      .prepare<unknown[], { amount: number }>(
        `SELECT count(*) AS amount FROM erp_multiorder_invoices i ${where}`,
      )
      .get(...params) ?? { amount: 0 };
    const rows = this.db
      .prepare<unknown[], InvoiceRow>(`${INVOICE_SELECT} ${where} ORDER BY i.id DESC LIMIT ? OFFSET ?`)
      .all(...params, INVOICE_LIST_PAGE_SIZE, page * INVOICE_LIST_PAGE_SIZE);
    return { data: rows.map((row) => this.toRow(row)), amount, current_page: page };
  }

  /** One invoice with its orders; undefined when there is none. */
  get(id: number): MultiOrderInvoice | undefined {
    const row = this.db.prepare<[number], InvoiceRow>(`${INVOICE_SELECT} WHERE i.id = ?`).get(id);
    if (!row) return undefined;
    return { ...this.toRow(row), pedidos: this.orders(id) };
  }

  /** The invoice, or a refusal naming the id. */
  private require(id: number): MultiOrderInvoice {
    const invoice = this.get(id);
    if (!invoice) throw refuse(errors.invoiceNotFound(id));
    return invoice;
  }

  private requireDraft(id: number): MultiOrderInvoice {
    const invoice = this.require(id);
    if (!isMultiOrderInvoiceEditable(invoice.status)) throw refuse(errors.notDraft(id, invoice.status));
    return invoice;
  }

  /** A DRAFT invoice for the user, with the next id_factura of the year (FM{year}-{000000}). */
  create(id_usuario: number): MultiOrderInvoice {
    const user = this.db
      .prepare<[number], { id: number }>('SELECT id_usuario AS id FROM erp_users WHERE id_usuario = ?')
      .get(id_usuario);
    if (!user) throw refuse(errors.userNotFound(id_usuario), 'id_usuario');
    const date = new Date(this.now()).toISOString();
    const { lastInsertRowid } = this.db
      .prepare(
        `INSERT INTO erp_multiorder_invoices (id_factura, id_usuario, status, creation_date, modification_date)
         VALUES (?, ?, ?, ?, ?)`,
      )
      .run(this.nextFactura(), id_usuario, MULTI_ORDER_INVOICE_DRAFT, date, date);
    return this.require(Number(lastInsertRowid));
  }

  /** The next invoice number of the Madrid year: one more than the highest FM{year}- number given. */
  private nextFactura(): string {
    const prefix = `FM${madridDay(this.now()).slice(0, 4)}-`;
    const { last } = this.db
      .prepare<[number, string], { last: number | null }>(
        `SELECT max(CAST(substr(id_factura, ?) AS INTEGER)) AS last FROM erp_multiorder_invoices
         WHERE id_factura LIKE ? || '%'`,
      )
      .get(prefix.length + 1, prefix) ?? { last: null };
    return `${prefix}${String((last ?? 0) + 1).padStart(6, '0')}`;
  }

  /**
   * A DRAFT's edit: its billing address (one of its user's), or orders that leave it (ids of its orders).
   * Anything else is refused and nothing changes.
   */
  update(
    id: number,
    input: { id_datos_fac?: number | null; remove_orders?: readonly number[] | null },
  ): MultiOrderInvoice {
    const invoice = this.requireDraft(id);
    const { id_datos_fac, remove_orders } = input;
    if (id_datos_fac == null && remove_orders == null) throw refuse(errors.nothingToUpdate);
    if (id_datos_fac != null) {
      const owner = this.db
        .prepare<[number], { id_usuario: number }>(
          'SELECT id_usuario FROM erp_datos_fac WHERE id_datos_fac = ?',
        )
        .get(id_datos_fac);
      if (owner?.id_usuario !== invoice.id_usuario)
        throw refuse(errors.notUsersAddress(id_datos_fac), 'id_datos_fac');
    }
    let removed: number[] = [];
    if (remove_orders != null) {
      const selection = validateOrderSelection(remove_orders, { action: 'remove' });
      if (!selection.ok) throw new InputError(selection.issues.map((i) => ({ ...i, path: 'remove_orders' })));
      removed = selection.value.map(Number);
      const stray = removed.find((order) => !invoice.id_pedidos.includes(order));
      if (stray !== undefined) throw refuse(errors.notInInvoice(stray), 'remove_orders');
    }
    const date = new Date(this.now()).toISOString();
    if (id_datos_fac != null)
      this.db
        .prepare('UPDATE erp_multiorder_invoices SET id_datos_fac = ?, modification_date = ? WHERE id = ?')
        .run(id_datos_fac, date, id);
    const leave = this.db.prepare(
      'UPDATE erp_orders SET id_multifactura = NULL, modification_date = ? WHERE id_pedido = ?',
    );
    for (const order of removed) leave.run(date, order);
    if (removed.length > 0)
      this.db.prepare('UPDATE erp_multiorder_invoices SET modification_date = ? WHERE id = ?').run(date, id);
    return this.require(id);
  }

  /**
   * Create invoice (§4): a DRAFT with a billing address and at least one order becomes INVOICED (OK); otherwise
   * KO with the reason, and nothing changes.
   */
  setInvoiced(id: number): Schemas['MultiOrderInvoiceSetInvoiced'] {
    const invoice = this.require(id);
    const ko = (message: string): Schemas['MultiOrderInvoiceSetInvoiced'] => ({
      status: SET_INVOICED_FAILURE_STATUS,
      id,
      id_factura: invoice.id_factura,
      message,
    });
    if (!isMultiOrderInvoiceEditable(invoice.status)) return ko(errors.notDraft(id, invoice.status));
    if (invoice.id_datos_fac === null) return ko(errors.noBillingAddress);
    if (invoice.id_pedidos.length === 0) return ko(errors.noOrders);
    this.db
      .prepare('UPDATE erp_multiorder_invoices SET status = ?, modification_date = ? WHERE id = ?')
      .run(MULTI_ORDER_INVOICE_INVOICED, new Date(this.now()).toISOString(), id);
    return { status: 'OK', id, id_factura: invoice.id_factura, message: null };
  }

  /** @check-payment-multiorder: whether the invoice numbered id_factura was collected; undefined if none. */
  isCollected(id_factura: string): boolean | undefined {
    const row = this.db
      .prepare<[string], { payment_collected: number }>(
        'SELECT payment_collected FROM erp_multiorder_invoices WHERE id_factura = ?',
      )
      .get(id_factura);
    return row ? row.payment_collected === 1 : undefined;
  }

  /**
   * @confirm-payment-multiorder: the DRAFT invoice is collected and its orders paid (pending payment ones move to
   * paid). Refused when the invoice number is not this invoice's or it was collected already.
   * Answers the ids of the orders marked paid.
   */
  confirmPayment(id: number, id_factura: string): number[] {
    const invoice = this.require(id);
    if (invoice.id_factura !== id_factura) throw refuse(errors.facturaMismatch(id, id_factura), 'id_factura');
    if (invoice.payment_collected) throw refuse(errors.alreadyCollected);
    if (!isMultiOrderInvoiceEditable(invoice.status)) throw refuse(errors.notDraft(id, invoice.status));
    const date = new Date(this.now()).toISOString();
    this.db
      .prepare('UPDATE erp_multiorder_invoices SET payment_collected = 1, modification_date = ? WHERE id = ?')
      .run(date, id);
    const paid: number[] = [];
    for (const order of invoice.pedidos) {
      if (order.id_estado_pd === ORDER_STATES.cancelled || order.id_estado_pd === ORDER_STATES.merged)
        continue;
      this.markPaid(order.id_pedido, order.id_estado_pd, date);
      paid.push(order.id_pedido);
    }
    return paid;
  }

  private markPaid(id_pedido: number, state: number, date: string): void {
    this.db
      .prepare('UPDATE erp_orders SET paid = 1, id_estado_pd = ?, modification_date = ? WHERE id_pedido = ?')
      .run(state === ORDER_STATES.pendingPayment ? ORDER_STATES.paid : state, date, id_pedido);
  }

  /** batch_pedido_hibernate: the date (validateHibernation) is checked once for the whole batch. */
  hibernate(pedidos: unknown, date: unknown): BatchOrderResult[] {
    const checked = validateHibernation({ date }, { now: this.now() });
    if (!checked.ok) throw new InputError(checked.issues);
    return this.batch('hibernate', pedidos, (order, at) => {
      this.db
        .prepare(
          'UPDATE erp_orders SET id_estado_pd = ?, hibernated_until = ?, modification_date = ? WHERE id_pedido = ?',
        )
        .run(ORDER_STATES.hibernated, checked.value.date, at, order.id_pedido);
    });
  }

  /** batch_pedido_addcomment: a comment of kind GENERAL, PREPARACION or ENTREGA, by `author`, on each order. */
  addComment(pedidos: unknown, comment: unknown, tipo: unknown, author: string): BatchOrderResult[] {
    const checked = validateOrderComment({ comment, tipo });
    if (!checked.ok) throw new InputError(checked.issues);
    const value = checked.value;
    return this.batch('comment', pedidos, (order, at) => {
      this.db
        .prepare(
          'INSERT INTO erp_order_comments (id_pedido, tipo, comment, author, fecha) VALUES (?, ?, ?, ?, ?)',
        )
        .run(order.id_pedido, value.tipo, value.comment, author, at);
      this.db
        .prepare('UPDATE erp_orders SET modification_date = ? WHERE id_pedido = ?')
        .run(at, order.id_pedido);
    });
  }

  /** batch_pedido_confirm_payment: each order paid (a pending payment one moves to paid). */
  confirmOrdersPayment(pedidos: unknown): BatchOrderResult[] {
    return this.batch('confirmPayment', pedidos, (order, at) =>
      this.markPaid(order.id_pedido, order.id_estado_pd, at),
    );
  }

  /** batch_pedido_cancel: each order cancelled. */
  cancel(pedidos: unknown): BatchOrderResult[] {
    return this.batch('cancel', pedidos, (order, at) => {
      this.db
        .prepare('UPDATE erp_orders SET id_estado_pd = ?, modification_date = ? WHERE id_pedido = ?')
        .run(ORDER_STATES.cancelled, at, order.id_pedido);
    });
  }

  /**
   * One batch action: the selection is checked first ('You must select which orders you want to {verb}'), then
   * each order is changed whole or left alone with the reason; every order gets its result.
   */
  private batch(
    action: Exclude<BatchOrderAction, 'remove'>,
    pedidos: unknown,
    change: (order: OrderRow, at: string) => void,
  ): BatchOrderResult[] {
    const selection = validateOrderSelection(pedidos, { action });
    if (!selection.ok) throw new InputError(selection.issues.map((i) => ({ ...i, path: 'pedidos' })));
    const at = new Date(this.now()).toISOString();
    const done = commerceMessages.success.selectedOrders(BATCH_ORDER_ACTIONS[action].done);
    return selection.value.map((raw): BatchOrderResult => {
      const id_pedido = Number(raw);
      const order = Number.isInteger(id_pedido) ? this.order(id_pedido) : undefined;
      if (!order) return { id_pedido, ok: false, message: errors.orderNotFound(String(raw)) };
      if (order.id_multifactura !== null) {
        const status = this.db
          .prepare<[number], { status: string }>('SELECT status FROM erp_multiorder_invoices WHERE id = ?')
          .get(order.id_multifactura)?.status;
        if (!isMultiOrderInvoiceEditable(status))
          return {
            id_pedido,
            ok: false,
            message: errors.orderReadOnly(order.cod_pedido, order.id_multifactura),
          };
      }
      if (CLOSED[action].includes(order.id_estado_pd))
        return {
          id_pedido,
          ok: false,
          message: errors.orderIs(order.cod_pedido, stateLabel(order.id_estado_pd)),
        };
      change(order, at);
      return { id_pedido, ok: true, message: done };
    });
  }

  private order(id_pedido: number): OrderRow | undefined {
    return this.db
      .prepare<[number], OrderRow>(
        `SELECT id_pedido, id_estado_pd, cod_pedido, precio_total, currency, paid, hibernated_until, direccion,
         id_multifactura FROM erp_orders WHERE id_pedido = ?`,
      )
      .get(id_pedido);
  }

  private toRow(row: InvoiceRow): Schemas['MultiOrderInvoiceRow'] {
    const id_pedidos = this.db
      .prepare<[number], { id_pedido: number }>(
        'SELECT id_pedido FROM erp_orders WHERE id_multifactura = ? ORDER BY id_pedido',
      )
      .all(row.id)
      .map((order) => order.id_pedido);
    return {
      id: row.id,
      id_factura: row.id_factura ?? '',
      id_usuario: row.id_usuario,
      email: row.email,
      nombre: row.nombre,
      status: row.status,
      id_pedidos,
      id_datos_fac: row.id_datos_fac,
      payment_collected: row.payment_collected === 1,
      creation_date: row.creation_date,
    };
  }

  private orders(id: number): InvoiceOrder[] {
    const rows = this.db
      .prepare<[number], OrderRow>(
        `SELECT id_pedido, id_estado_pd, cod_pedido, precio_total, currency, paid, hibernated_until, direccion,
         id_multifactura FROM erp_orders WHERE id_multifactura = ? ORDER BY id_pedido`,
      )
      .all(id);
    const lines = this.db.prepare<[number], InvoiceOrder['lines'][number]>(
      'SELECT cantidad, nombre FROM erp_order_lines WHERE id_pedido = ? ORDER BY id_linea_pedido',
    );
    const comments = this.db.prepare<[number], InvoiceOrder['comments'][number]>(
      'SELECT tipo, comment, author, fecha FROM erp_order_comments WHERE id_pedido = ? ORDER BY id',
    );
    return rows.map((row) => {
      let address: Record<string, unknown> = {};
      try {
        address = JSON.parse(row.direccion) as Record<string, unknown>;
      } catch {
        address = {};
      }
      return {
        id_pedido: row.id_pedido,
        id_estado_pd: row.id_estado_pd,
        cod_pedido: row.cod_pedido,
        precio_total: row.precio_total,
        currency: row.currency,
        paid: row.paid === 1,
        hibernated_until: row.hibernated_until,
        lines: lines.all(row.id_pedido),
        foto_direccion: {
          linea1: text(address.linea1),
          linea2: text(address.linea2),
          linea3: text(address.linea3),
        },
        comments: comments.all(row.id_pedido),
      };
    });
  }
}
