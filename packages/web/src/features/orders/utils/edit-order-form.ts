import type { OrderEditPayload, OrderFull, OrderFullLine } from '@cellar/sdk';
import type { Result, ShopId } from '@cellar/validation';
import {
  OUT_OF_CATALOGUE_VAT_RATE,
  orderLinesTotal,
  prepareOrderEdit,
  quantityCap,
  SHOP_VAT_RATES,
  unitPriceParts,
} from '@cellar/validation/commerce';
import { fieldsNamed } from '@/components/form';

/** One row of the Edit order form: an Edit-order line (§3) with its quantity as typed, and its original quantity. */
export interface EditOrderFormLine extends Omit<OrderFullLine, 'cantidad'> {
  /** The quantity as typed (the rule reads it: a whole number from 0). */
  cantidad: string;
  /** The quantity the order holds (0 for a new line): the cap never lowers what the order already has. */
  saved_cantidad: number;
}

export interface EditOrderFormValues {
  lines: EditOrderFormLine[];
  change_price: boolean;
  forced: boolean;
}

/** What a product added to the order is, before the server prices it. */
export interface AddedProduct {
  id_producto: string;
  nombre: string;
  precio: number;
  outCatalog: boolean;
  /** The catalogue's stock (disponibilidad); null when it has none (out of catalogue). */
  stock: number | null;
}

/** The form's values for a stored order. */
export const editOrderValues = (order: OrderFull): EditOrderFormValues => ({
  lines: order.lines.map((line) => ({
    ...line,
    cantidad: String(line.cantidad),
    saved_cantidad: line.cantidad,
  })),
  change_price: false,
  forced: false,
});

/**
 * A new line (isNew) for a product found by search or an out-of-catalogue one: priced at today's price, VAT of the
 * order's shop or 0.21 out of catalogue, quantity 1. Whether it has last units is the server's to say on save.
 */
export function newOrderLine(
  product: AddedProduct,
  order: Pick<OrderFull, 'shop' | 'currency'>,
): EditOrderFormLine {
  const tipo_iva = product.outCatalog ? OUT_OF_CATALOGUE_VAT_RATE : SHOP_VAT_RATES[order.shop as ShopId];
  const { base_imponible, taxes } = unitPriceParts(product.precio, tipo_iva);
  return {
    id_producto: product.id_producto,
    nombre: product.nombre,
    cantidad: '1',
    saved_cantidad: 0,
    base_imponible,
    tipo_iva,
    old_price: product.precio,
    new_price: product.precio,
    old_taxes: taxes,
    new_taxes: taxes,
    isNew: true,
    outCatalog: product.outCatalog,
    currency: order.currency,
    last_units: false,
    stock: product.stock,
  };
}

/**
 * The highest quantity a line may take in the form (§5): the stock when its product has last units, but never
 * below what the order already holds; undefined when there is no cap or the save is forced.
 */
export function lineCap(line: EditOrderFormLine, forced: boolean): number | undefined {
  if (forced) return undefined;
  const cap = quantityCap({ lastUnits: line.last_units, stock: line.stock });
  return cap === undefined ? undefined : Math.max(cap, line.saved_cantidad);
}

/**
 * The form's rule: validation's `prepareOrderEdit` (quantity a whole number from 0, capped at `lineCap`, lines at
 * 0 dropped, out-of-catalogue VAT 0.21), change_price and forced as ticked.
 */
export function editOrderRule(values: EditOrderFormValues): Result<OrderEditPayload> {
  const lines = values.lines.map(
    ({ saved_cantidad: _saved, stock: _stock, last_units: _lastUnits, ...line }, index) => {
      const cap = lineCap(values.lines[index] as EditOrderFormLine, values.forced);
      return cap === undefined ? line : { ...line, last_units: true, stock: cap };
    },
  );
  return prepareOrderEdit(lines, { change_price: values.change_price, forced: values.forced });
}

/**
 * The rule's paths (`product_lines.{i}.cantidad`, `i` the form's row) under the row's quantity
 * (`lines.{i}.cantidad`); the rest, such as the server's unknown product, above the lines.
 */
export const editOrderFieldOf = (path: string): string | null => {
  const quantity = /^product_lines\.(\d+)\.cantidad$/.exec(path);
  if (quantity) return `lines.${quantity[1]}.cantidad`;
  return fieldsNamed(['change_price', 'forced'])(path);
};

/** The total the lines come to as typed (what Save would store without change_price); NaN quantities count 0. */
export const typedTotal = (lines: readonly EditOrderFormLine[], changePrice: boolean): number =>
  orderLinesTotal(
    lines.map((line) => ({
      cantidad: Number.isFinite(Number(line.cantidad)) ? Number(line.cantidad) : 0,
      precio: changePrice ? line.new_price : line.old_price,
    })),
  );
