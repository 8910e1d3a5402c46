import type { components } from '@cellar/contract';
import type { ShopId } from '@cellar/validation';
import {
  commerceMessages,
  isOrderEditable,
  ORDER_STATE_LABELS,
  type OrderEditPayload,
  type OrderState,
  OUT_OF_CATALOGUE_VAT_RATE,
  orderLinesTotal,
  quantityCap,
  SHOP_VAT_RATES,
  unitPriceParts,
} from '@cellar/validation/commerce';
import { optionsOf, PRODUCT_TYPE } from '../catalogue/product-summary';
import type { ObjectRow } from '../content/content-row';
import { rowData } from '../content/content-row';
import type { Db } from '../db/database';
import type { Clock } from '../http/clock';
import { badRequest, conflict, notFound } from '../http/errors';

const { orders: messages, newOrder } = commerceMessages;

type Schemas = components['schemas'];

interface OrderRow {
  id_pedido: number;
  cod_pedido: string;
  shop: ShopId;
  currency: string;
  precio_total: number;
  id_estado_pd: number;
}

interface LineRow {
  id_linea_pedido: number;
  id_producto: string;
  nombre: string;
  cantidad: number;
  precio: number;
  tipo_iva: number;
  out_catalog: number;
}

/** What the catalogue says of a product today, for one shop. */
interface CatalogueProduct {
  id_producto: string;
  nombre: string;
  /** Today's unit price with taxes. */
  precio: number;
  outCatalog: boolean;
  last_units: boolean;
  stock: number | null;
  /** The pack's content (Producto of tipo /pk), keyed by reference or `group#capacity`. */
  pack?: { key: string; cantidad: number; orden: number }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const PACK_TIPO = '/pk';

/**
 * Edit order (commerce-operations §3 Edit-order line, §5, §7): reads an order with today's catalogue prices and
 * replaces its lines. Prices are unit prices with taxes; a line's base and taxes are split by `unitPriceParts`.
 * The catalogue is erp_products (price, stock), erp_out_catalog_products (VAT 0.21) and the content's Producto
 * objects (an option's `ultimas_unidades` per shop; packs, tipo /pk, by their reference).
 */
export class OrderEditStore {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {}

  /** The order `id` with its lines; 404 when there is none. */
  full(id: number): Schemas['OrderFull'] {
    const order = this.order(id);
    const lines = this.lines(id).map((line) => this.fullLine(order, line));
    return { ...order, lines };
  }

  /** The out-of-catalogue products, by id. */
  outCatalogProducts(): Schemas['OrderEditOutCatalogProduct'][] {
    return this.db
      .prepare<[], Schemas['OrderEditOutCatalogProduct']>(
        'SELECT id_producto, nombre, precio FROM erp_out_catalog_products ORDER BY id_producto',
      )
      .all();
  }

  /**
   * Replaces the order's lines with `payload.product_lines` (lines at 0 are already dropped by `prepareOrderEdit`).
   * A line is matched to the first unused line of the order with its product and keeps that line's price, unless
   * `change_price` (then today's price); any other line is new and takes today's price. Refusals (run inside the
   * caller's transaction, so nothing is written): an order outside pending payment, paid and in preparation (409),
   * no line left (400), an unknown product (400), and, unless `forced`, a last-units quantity that grows past
   * the stock (409). `sentIndex` gives each payload line's index in the body (lines at 0 were dropped), for the
   * paths of the issues.
   */
  update(
    id: number,
    payload: OrderEditPayload,
    sentIndex: readonly number[] = [],
  ): Schemas['OrderEditResult'] {
    const order = this.order(id);
    if (!isOrderEditable(order.id_estado_pd))
      throw conflict(
        messages.notEditable(order.cod_pedido, ORDER_STATE_LABELS[order.id_estado_pd as OrderState] ?? ''),
      );
    if (payload.product_lines.length === 0)
      throw badRequest([{ path: 'product_lines', message: newOrder.noProducts }]);

    const existing = this.lines(id);
    const unused = [...existing];
    const planned = payload.product_lines.map((line, index) => {
      const product = this.catalogueProduct(line.id_producto, order.shop);
      if (!product)
        throw badRequest([
          {
            path: `product_lines.${sentIndex[index] ?? index}.id_producto`,
            message: messages.unknownProduct(line.id_producto),
          },
        ]);
      const at = unused.findIndex((row) => row.id_producto === line.id_producto);
      const current = at === -1 ? undefined : unused.splice(at, 1)[0];
      return { line, product, current };
    });

    if (!payload.forced)
      for (const { line, product, current } of planned) {
        const cap = quantityCap({ lastUnits: product.last_units, stock: product.stock });
        if (cap !== undefined && line.cantidad > cap && line.cantidad > (current?.cantidad ?? 0))
          throw conflict(messages.lastUnits(line.id_producto, cap));
      }

    const update = this.db.prepare(
      'UPDATE erp_order_lines SET cantidad = ?, precio = ?, tipo_iva = ?, out_catalog = ? WHERE id_linea_pedido = ?',
    );
    const insert = this.db.prepare(
      `INSERT INTO erp_order_lines (id_pedido, id_producto, nombre, cantidad, precio, tipo_iva, out_catalog)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    const remove = this.db.prepare('DELETE FROM erp_order_lines WHERE id_linea_pedido = ?');
    const saved: { cantidad: number; precio: number }[] = [];
    for (const { line, product, current } of planned) {
      const vat = product.outCatalog
        ? OUT_OF_CATALOGUE_VAT_RATE
        : (current?.tipo_iva ?? SHOP_VAT_RATES[order.shop]);
      const precio = current && !payload.change_price ? current.precio : product.precio;
      if (current)
        update.run(line.cantidad, precio, vat, Number(product.outCatalog), current.id_linea_pedido);
      else
        insert.run(
          id,
          product.id_producto,
          product.nombre,
          line.cantidad,
          precio,
          vat,
          Number(product.outCatalog),
        );
      saved.push({ cantidad: line.cantidad, precio });
    }
    for (const row of unused) remove.run(row.id_linea_pedido);
    this.db
      .prepare('UPDATE erp_orders SET precio_total = ?, modification_date = ? WHERE id_pedido = ?')
      .run(orderLinesTotal(saved), new Date(this.now()).toISOString(), id);

    const full = this.full(id);
    return { ...full, pack_products: this.packProducts(full, order.shop) };
  }

  private order(id: number): OrderRow {
    const order = this.db
      .prepare<[number], OrderRow>(
        'SELECT id_pedido, cod_pedido, shop, currency, precio_total, id_estado_pd FROM erp_orders WHERE id_pedido = ?',
      )
      .get(id);
    if (!order) throw notFound(`There is no order ${id}`);
    return order;
  }

  private lines(id: number): LineRow[] {
    return this.db
      .prepare<[number], LineRow>(
        `SELECT id_linea_pedido, id_producto, nombre, cantidad, precio, tipo_iva, out_catalog
         FROM erp_order_lines WHERE id_pedido = ? ORDER BY id_linea_pedido`,
      )
      .all(id);
  }

  private fullLine(order: OrderRow, line: LineRow): Schemas['OrderFullLine'] {
    const product = this.catalogueProduct(line.id_producto, order.shop);
    const outCatalog = line.out_catalog === 1 || product?.outCatalog === true;
    const tipo_iva = outCatalog ? OUT_OF_CATALOGUE_VAT_RATE : line.tipo_iva;
    const old = unitPriceParts(line.precio, tipo_iva);
    // A product the catalogue no longer has keeps its price.
    const new_price = product?.precio ?? line.precio;
    return {
      id_producto: line.id_producto,
      nombre: line.nombre,
      cantidad: line.cantidad,
      base_imponible: old.base_imponible,
      tipo_iva,
      old_price: line.precio,
      new_price,
      old_taxes: old.taxes,
      new_taxes: unitPriceParts(new_price, tipo_iva).taxes,
      isNew: false,
      outCatalog,
      currency: order.currency,
      last_units: product?.last_units ?? false,
      stock: product?.stock ?? null,
    };
  }

  /** The product `id` for the shop: an ERP product, an out-of-catalogue product or a pack; undefined if none. */
  private catalogueProduct(id: string, shop: ShopId): CatalogueProduct | undefined {
    const erp = this.db
      .prepare<[string], { nombre: string; precio: number; disponibilidad: number }>(
        'SELECT nombre, precio, disponibilidad FROM erp_products WHERE id_producto = ?',
      )
      .get(id);
    if (erp) {
      const option = this.contentOption(id, shop);
      return {
        id_producto: id,
        nombre: erp.nombre,
        precio: erp.precio,
        outCatalog: false,
        last_units: option?.option?.ultimas_unidades === true,
        stock: erp.disponibilidad,
      };
    }
    const out = this.db
      .prepare<[string], Schemas['OrderEditOutCatalogProduct']>(
        'SELECT id_producto, nombre, precio FROM erp_out_catalog_products WHERE id_producto = ?',
      )
      .get(id);
    if (out) return { ...out, outCatalog: true, last_units: false, stock: null };
    return this.pack(id, shop);
  }

  /** A pack (Producto of tipo /pk) by its reference, priced by its option for the shop (else the main shop's). */
  private pack(id: string, shop: ShopId): CatalogueProduct | undefined {
    const found = this.contentOption(id, shop, { packs: true });
    if (!found?.tipo.startsWith(PACK_TIPO)) return undefined;
    const options = optionsOf(found.data).filter((option) => option.referencia === id);
    const option =
      options.find((o) => o.tienda === shop) ?? options.find((o) => (o.tienda ?? 'cellar') === 'cellar');
    if (typeof option?.precio !== 'number') return undefined;
    const content = isRecord(found.data.contenido_del_pack) ? found.data.contenido_del_pack : {};
    const pack = Object.entries(content)
      .filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]))
      .map(([key, value]) => ({
        key,
        cantidad: typeof value.cantidad === 'number' ? value.cantidad : 1,
        orden: typeof value.orden === 'number' ? value.orden : 0,
      }))
      .sort((a, b) => a.orden - b.orden);
    return {
      id_producto: id,
      nombre: typeof found.data.nombre === 'string' ? found.data.nombre : id,
      precio: option.precio,
      outCatalog: false,
      last_units: option.ultimas_unidades === true,
      stock: null,
      pack,
    };
  }

  /**
   * The content's Producto holding reference `id` (or, with `packs`, whose referencia_pack it is), with its option
   * for `shop` when it has one.
   */
  private contentOption(
    id: string,
    shop: ShopId,
    { packs = false }: { packs?: boolean } = {},
  ):
    | { data: Record<string, unknown>; tipo: string; option: Record<string, unknown> | undefined }
    | undefined {
    const fields = packs ? ['referencias', 'referencia_pack'] : ['referencias'];
    const row = this.db
      .prepare<[string, string, ...string[]], ObjectRow>(
        `SELECT * FROM objects WHERE type_name = ? AND uid IN (
           SELECT uid FROM object_index WHERE text = ? AND field IN (${fields.map(() => '?').join(', ')}))
         ORDER BY path LIMIT 1`,
      )
      .get(PRODUCT_TYPE, id, ...fields);
    if (!row) return undefined;
    const data = rowData(row);
    const option = optionsOf(data).find((o) => o.referencia === id && (o.tienda ?? 'cellar') === shop);
    return { data, tipo: typeof data.tipo === 'string' ? data.tipo : '', option };
  }

  /** The products inside the order's pack lines, each pack's quantity times the line's. */
  private packProducts(order: Schemas['OrderFull'], shop: ShopId): Schemas['OrderEditPackProduct'][] {
    const byGroup = this.db.prepare<[string, string], { id_producto: string; nombre: string }>(
      `SELECT id_producto, nombre FROM erp_products WHERE grupo = ? AND capacidad = ?
       ORDER BY anyada DESC NULLS LAST, id_producto LIMIT 1`,
    );
    const byId = this.db.prepare<[string], { id_producto: string; nombre: string }>(
      'SELECT id_producto, nombre FROM erp_products WHERE id_producto = ?',
    );
    return order.lines.flatMap((line) => {
      const pack = this.catalogueProduct(line.id_producto, shop)?.pack;
      if (!pack) return [];
      return pack.map(({ key, cantidad }) => {
        const [group, capacity] = key.split('#');
        const product =
          capacity === undefined
            ? byId.get(key)
            : group === undefined
              ? undefined
              : byGroup.get(group, capacity);
        return {
          id_pack: line.id_producto,
          id_producto: product?.id_producto ?? key,
          nombre: product?.nombre ?? key,
          cantidad: cantidad * line.cantidad,
        };
      });
    });
  }
}
