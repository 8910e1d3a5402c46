import { randomInt } from 'node:crypto';
import { SHOPS, type ShopId, shopCurrency, shopOfCountry } from '@cellar/validation';
import {
  type AddressRow,
  commerceMessages,
  MANDATORY_ADDRESS_COLUMNS,
  MULTI_ORDER_INVOICE_DRAFT,
  type NewOrderDiscountType,
  ORDER_STATES,
  OUT_OF_CATALOGUE_VAT_RATE,
  SHOP_VAT_RATES,
  toCents,
  validateAddOrders,
  validateNewOrder,
  validateShippingAddress,
} from '@cellar/validation/commerce';
import type { Db } from '../db/database';
import type { Clock } from '../http/clock';
import { InputError } from './customer-store';

const { newOrder: messages } = commerceMessages;

/** The invoice a batch adds orders to: its status, billing address and customer, and the shop of its orders. */
export interface NewOrderInvoice {
  id: number;
  status: string;
  id_usuario: number;
  email: string;
  nombre: string;
  id_datos_fac: number | null;
  /** The shop the invoice's new orders go to (the customer's country, else cellar). */
  shop: ShopId;
}

/** The order-level fields of invoice_multiorder_batch_create_orders (§3 New order). */
export interface NewOrderFields {
  tipo_descuento?: string | null;
  descuento?: number | null;
  gift_paper?: boolean | null;
  present_message?: string | null;
  observaciones?: string | null;
}

export interface NewOrderBatchInput {
  id: number;
  order: NewOrderFields;
  products: ReadonlyArray<{ id_producto: string; quantity: number; price: number }>;
  addresses: ReadonlyArray<Record<string, string | null | undefined>>;
}

/** A line as it is written: the product's name, its VAT and whether it is out of catalogue. */
interface PlannedLine {
  id_producto: string;
  nombre: string;
  cantidad: number;
  precio: number;
  tipo_iva: number;
  out_catalog: boolean;
}

/** A checked batch: every order of it shares the invoice, the shop, the lines and the order-level fields. */
export interface NewOrderPlan {
  invoice: NewOrderInvoice;
  currency: 'EUR' | 'GBP';
  lines: PlannedLine[];
  tipo_descuento: string;
  descuento: number;
  gift_paper: boolean;
  present_message: string;
  observaciones: string;
  precio_total: number;
  /** Each address checked alone: its row, or what is wrong with it. */
  addresses: Array<{ ok: true; address: AddressRow } | { ok: false; message: string }>;
}

export interface CreatedOrder {
  id_pedido: number;
  cod_pedido: string;
  shop: ShopId;
  precio_total: number;
  direccion: AddressRow;
  lines: PlannedLine[];
}

/** tipo_descuento of a percent off the order's total (NEW_ORDER_DISCOUNT_TYPES: '' is no order discount). */
export const PERCENT_DISCOUNT: NewOrderDiscountType = '%';

const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 7;

/**
 * New orders of a multi-order invoice from a list of shipping addresses (commerce-operations §3, §5, §7
 * invoice_multiorder_batch_create_orders): one pending-payment order of the invoice's customer per address.
 */
export class NewOrderStore {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {}

  /** The invoice with its customer; undefined when there is no invoice with that id. */
  invoice(id: number): NewOrderInvoice | undefined {
    const row = this.db
      .prepare<
        [number],
        Omit<NewOrderInvoice, 'shop'> & { country: string }
      >(`SELECT i.id, i.status, i.id_usuario, u.email, u.nombre, i.id_datos_fac, u.country
         FROM erp_multiorder_invoices i JOIN erp_users u ON u.id_usuario = i.id_usuario WHERE i.id = ?`)
      .get(id);
    if (!row) return undefined;
    const { country, ...invoice } = row;
    return { ...invoice, shop: shopOfCountry(country) };
  }

  /**
   * Checks a batch before anything is written: the invoice is DRAFT with a billing address, the order passes
   * `validateNewOrder`, every product exists (catalogue or out of catalogue). A refusal throws an InputError (the
   * whole batch: nothing is created); each address is then checked alone (`validateShippingAddress`).
   * Answers undefined for an unknown invoice.
   */
  plan(input: NewOrderBatchInput): NewOrderPlan | undefined {
    const invoice = this.invoice(input.id);
    if (!invoice) return undefined;
    if (invoice.status !== MULTI_ORDER_INVOICE_DRAFT)
      throw new InputError([{ path: 'id', message: messages.invoiceNotDraft(invoice.id) }]);
    const billing = validateAddOrders(invoice);
    if (!billing.ok) throw new InputError(billing.issues);

    // A blank cell is the address's own problem (checked below), not a missing column of the whole batch.
    const blank = Object.fromEntries(MANDATORY_ADDRESS_COLUMNS.map((column) => [column, '']));
    const rows = input.addresses.map((row) => ({
      ...blank,
      ...Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null && value !== undefined)),
    }));
    const checked = validateNewOrder({ ...input.order, products: input.products, addresses: rows });
    if (!checked.ok) throw new InputError(checked.issues);
    const order = checked.value;

    const lines = order.products.map((line, index) => {
      const product = this.product(line.id_producto);
      if (!product)
        throw new InputError([
          { path: `products.${index}.id_producto`, message: messages.unknownProduct(line.id_producto) },
        ]);
      return {
        id_producto: line.id_producto,
        nombre: product.nombre,
        cantidad: line.quantity,
        precio: line.price,
        tipo_iva: product.out_catalog ? OUT_OF_CATALOGUE_VAT_RATE : SHOP_VAT_RATES[invoice.shop],
        out_catalog: product.out_catalog,
      };
    });
    const linesTotal = lines.reduce((sum, line) => sum + line.cantidad * line.precio, 0);
    const percentOff = order.tipo_descuento === PERCENT_DISCOUNT ? order.descuento : 0;

    return {
      invoice,
      currency: shopCurrency(invoice.shop),
      lines,
      tipo_descuento: order.tipo_descuento,
      descuento: order.descuento,
      gift_paper: order.gift_paper,
      present_message: order.present_message,
      observaciones: order.observaciones,
      precio_total: toCents((linesTotal * (100 - percentOff)) / 100),
      addresses: input.addresses.map((row) => {
        const address = validateShippingAddress(row);
        return address.ok
          ? { ok: true as const, address: address.value }
          : { ok: false as const, message: address.issues.map((issue) => issue.message).join('; ') };
      }),
    };
  }

  /** Writes one order of the plan with its lines (the caller's transaction makes it all or nothing). */
  createOrder(plan: NewOrderPlan, address: AddressRow): CreatedOrder {
    const { invoice } = plan;
    const stamp = new Date(this.now()).toISOString();
    const cod_pedido = this.newCode(invoice.shop);
    const direccion = {
      destinatario: address.destinatario,
      linea1: address.linea1,
      linea2: address.linea2,
      linea3: address.linea3,
      codigo_postal: address.codigo_postal,
      ciudad: address.ciudad,
      telefono: address.telefono,
      id_provincia: address.id_provincia,
      id_pais: address.id_pais,
    };
    const { lastInsertRowid } = this.db
      .prepare(
        `INSERT INTO erp_orders (shop, cod_pedido, id_usuario, id_estado_pd, fecha, currency, precio_total, tipo_descuento,
           descuento, gift_paper, present_message, observaciones, direccion, id_multifactura, modification_date)
         VALUES (@shop, @cod_pedido, @id_usuario, @id_estado_pd, @fecha, @currency, @precio_total, @tipo_descuento,
           @descuento, @gift_paper, @present_message, @observaciones, @direccion, @id_multifactura, @fecha)`,
      )
      .run({
        shop: invoice.shop,
        cod_pedido,
        id_usuario: invoice.id_usuario,
        id_estado_pd: ORDER_STATES.pendingPayment,
        fecha: stamp,
        currency: plan.currency,
        precio_total: plan.precio_total,
        tipo_descuento: plan.tipo_descuento,
        descuento: plan.descuento,
        gift_paper: plan.gift_paper ? 1 : 0,
        present_message: plan.present_message,
        observaciones: plan.observaciones,
        direccion: JSON.stringify(direccion),
        id_multifactura: invoice.id,
      });
    const id_pedido = Number(lastInsertRowid);
    const insertLine = this.db.prepare(
      `INSERT INTO erp_order_lines (id_pedido, id_producto, nombre, cantidad, precio, tipo_iva, out_catalog)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const line of plan.lines)
      insertLine.run(
        id_pedido,
        line.id_producto,
        line.nombre,
        line.cantidad,
        line.precio,
        line.tipo_iva,
        line.out_catalog ? 1 : 0,
      );
    this.db
      .prepare('UPDATE erp_multiorder_invoices SET modification_date = ? WHERE id = ?')
      .run(stamp, invoice.id);
    return {
      id_pedido,
      cod_pedido,
      shop: invoice.shop,
      precio_total: plan.precio_total,
      direccion,
      lines: plan.lines,
    };
  }

  private product(id_producto: string): { nombre: string; out_catalog: boolean } | undefined {
    const inCatalogue = this.db
      .prepare<[string], { nombre: string }>('SELECT nombre FROM erp_products WHERE id_producto = ?')
      .get(id_producto);
    if (inCatalogue) return { nombre: inCatalogue.nombre, out_catalog: false };
    const outOfCatalogue = this.db
      .prepare<[string], { nombre: string }>(
        'SELECT nombre FROM erp_out_catalog_products WHERE id_producto = ?',
      )
      .get(id_producto);
    return outOfCatalogue ? { nombre: outOfCatalogue.nombre, out_catalog: true } : undefined;
  }

  /** An unused order code: the shop's letter and 7 random characters, as the shops' codes are. */
  private newCode(shop: ShopId): string {
    const letter = SHOPS.find((candidate) => candidate.id === shop)?.letter ?? 'V';
    const exists = this.db.prepare<[string], { one: number }>(
      'SELECT 1 AS one FROM erp_orders WHERE cod_pedido = ?',
    );
    for (;;) {
      const code = `${letter}${Array.from({ length: CODE_LENGTH }, () => CODE_CHARS[randomInt(CODE_CHARS.length)]).join('')}`;
      if (!exists.get(code)) return code;
    }
  }
}
