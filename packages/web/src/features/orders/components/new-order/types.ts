import type { NewOrderDiscountType } from '@cellar/validation/commerce';
import type { AddressLine } from '@/features/orders/utils/parse-address-csv';

/** A product line of the new order: the price is the unit price after the line's percentage discount. */
export interface NewOrderLineRow {
  key: string;
  id_producto: string;
  nombre: string;
  quantity: number;
  price: number;
}

/** The New order form: the lines and the CSV's good rows (set by their parts), and the order-level fields. */
export interface NewOrderValues {
  products: NewOrderLineRow[];
  addresses: AddressLine[];
  tipo_descuento: NewOrderDiscountType;
  descuento: string;
  gift_paper: boolean;
  present_message: string;
  observaciones: string;
}
