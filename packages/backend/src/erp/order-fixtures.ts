import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { madridDay, SHOP_IDS } from '@cellar/validation';
import {
  MULTI_ORDER_INVOICE_DRAFT,
  MULTI_ORDER_INVOICE_INVOICED,
  WAREHOUSE_CODES,
} from '@cellar/validation/commerce';
import { z } from 'zod';
import { type Db, getMeta, setMeta } from '../db/database';
import type { Clock } from '../http/clock';
import { addDays, daysBetween, shiftFixtureDate } from './dates';

export const ORDER_FIXTURES_LOADED_KEY = 'erp_order_fixtures_loaded';
export const ORDER_FIXTURE_FILE = join('erp', 'orders.json');

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Madrid wall-clock `yyyy-MM-dd HH:mm:ss`, shifted to the day the database is created. */
const wallClock = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

const addressSchema = z.object({
  destinatario: z.string(),
  linea1: z.string(),
  linea2: z.string(),
  linea3: z.string(),
  codigo_postal: z.string(),
  ciudad: z.string(),
  telefono: z.string(),
  id_provincia: z.string(),
  id_pais: z.string(),
});

const lineSchema = z.object({
  id_linea_pedido: z.number().int(),
  id_producto: z.string().min(1),
  nombre: z.string(),
  cantidad: z.number().int().positive(),
  precio: z.number().nonnegative(),
  tipo_iva: z.number().min(0).max(1),
  out_catalog: z.boolean(),
  id_prov_vino: z.string(),
  ccompra: z.number().int().nonnegative(),
  fecha_stock: day.nullable(),
  retraso: z.enum(['pending']).nullable(),
  bookings: z.array(z.object({ almacen: z.enum(WAREHOUSE_CODES), res: z.number().int().positive() })),
});

const fileSchema = z.object({
  base_date: day,
  out_of_catalog: z.array(
    z.object({ id_producto: z.string().min(1), nombre: z.string(), precio: z.number().nonnegative() }),
  ),
  warehouse_stock: z.array(
    z.object({ id_producto: z.string(), almacen: z.enum(WAREHOUSE_CODES), stock_real: z.number().int() }),
  ),
  multiorder_invoices: z.array(
    z.object({
      id: z.number().int(),
      id_factura: z.string().nullable(),
      id_usuario: z.number().int(),
      status: z.enum([MULTI_ORDER_INVOICE_DRAFT, MULTI_ORDER_INVOICE_INVOICED]),
      id_datos_fac: z.number().int().nullable(),
      payment_collected: z.boolean(),
      creation_date: wallClock,
    }),
  ),
  orders: z.array(
    z.object({
      id_pedido: z.number().int(),
      shop: z.enum(SHOP_IDS),
      cod_pedido: z.string().min(1),
      id_usuario: z.number().int(),
      id_estado_pd: z.number().int(),
      fecha: wallClock,
      currency: z.enum(['EUR', 'GBP']),
      precio_total: z.number(),
      incidencia: z.string(),
      clasificacion: z.string(),
      direccion: addressSchema,
      comprador: z.enum(SHOP_IDS).nullable(),
      id_multifactura: z.number().int().nullable(),
      paid: z.boolean(),
      lines: z.array(lineSchema).min(1),
    }),
  ),
  /** Catalogue products that are another vintage of a late cam line's product (Delays: change vintage). */
  other_vintages: z
    .array(
      z.object({
        id_producto: z.string().min(1),
        grupo: z.string().min(1),
        nombre: z.string(),
        precio: z.number().nonnegative(),
        disponibilidad: z.number().int(),
        visibilidad: z.boolean(),
        anyada: z.number().int(),
        capacidad: z.string(),
        graduacion: z.number().nullable(),
      }),
    )
    .default([]),
});

const flag = (value: boolean): number => (value ? 1 : 0);

/**
 * Loads `fixtures/erp/orders.json` (written by `fixtures/scripts/generate-orders.ts`) once, in one transaction
 * that sets its own meta key, so a database created before orders existed gets them on its next start.
 * Dates move from the file's base date to today, as offers do.
 */
export function loadOrderFixtures(
  db: Db,
  fixturesDir: string,
  now: Clock,
): { loaded: boolean; orders: number } {
  const file = join(fixturesDir, ORDER_FIXTURE_FILE);
  if (getMeta(db, ORDER_FIXTURES_LOADED_KEY) !== undefined || !existsSync(file))
    return { loaded: false, orders: 0 };
  const parsed = fileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(
      `${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  const data = parsed.data;
  const at = now();
  const shift = (value: string) => shiftFixtureDate(value, data.base_date, at);
  const days = daysBetween(data.base_date, madridDay(at));
  const shiftDay = (value: string | null) => (value === null ? null : addDays(value, days));
  const stamp = new Date(at).toISOString();

  db.transaction(() => {
    const insertOutOfCatalog = db.prepare(
      'INSERT INTO erp_out_catalog_products (id_producto, nombre, precio) VALUES (@id_producto, @nombre, @precio)',
    );
    for (const product of data.out_of_catalog) insertOutOfCatalog.run(product);
    const insertStock = db.prepare(
      'INSERT INTO erp_warehouse_stock (id_producto, almacen, stock_real) VALUES (@id_producto, @almacen, @stock_real)',
    );
    for (const row of data.warehouse_stock) insertStock.run(row);
    const insertInvoice = db.prepare(
      `INSERT INTO erp_multiorder_invoices (id, id_factura, id_usuario, status, id_datos_fac, payment_collected, creation_date, modification_date)
       VALUES (@id, @id_factura, @id_usuario, @status, @id_datos_fac, @payment_collected, @creation_date, @creation_date)`,
    );
    for (const invoice of data.multiorder_invoices)
      insertInvoice.run({
        ...invoice,
        payment_collected: flag(invoice.payment_collected),
        creation_date: shift(invoice.creation_date),
      });
    const insertOrder = db.prepare(
      `INSERT INTO erp_orders (id_pedido, shop, cod_pedido, id_usuario, id_estado_pd, fecha, currency, precio_total, incidencia, clasificacion, direccion, comprador, id_multifactura, paid, modification_date)
       VALUES (@id_pedido, @shop, @cod_pedido, @id_usuario, @id_estado_pd, @fecha, @currency, @precio_total, @incidencia, @clasificacion, @direccion, @comprador, @id_multifactura, @paid, @modification_date)`,
    );
    const insertLine = db.prepare(
      `INSERT INTO erp_order_lines (id_linea_pedido, id_pedido, id_producto, nombre, cantidad, precio, tipo_iva, out_catalog, id_prov_vino, ccompra, fecha_stock, retraso)
       VALUES (@id_linea_pedido, @id_pedido, @id_producto, @nombre, @cantidad, @precio, @tipo_iva, @out_catalog, @id_prov_vino, @ccompra, @fecha_stock, @retraso)`,
    );
    const insertBooking = db.prepare(
      'INSERT INTO erp_stock_bookings (id_linea_pedido, almacen, res) VALUES (?, ?, ?)',
    );
    for (const { lines, ...order } of data.orders) {
      insertOrder.run({
        ...order,
        fecha: shift(order.fecha),
        direccion: JSON.stringify(order.direccion),
        paid: flag(order.paid),
        modification_date: stamp,
      });
      for (const { bookings, ...line } of lines) {
        insertLine.run({
          ...line,
          id_pedido: order.id_pedido,
          out_catalog: flag(line.out_catalog),
          fecha_stock: shiftDay(line.fecha_stock),
        });
        for (const booking of bookings) insertBooking.run(line.id_linea_pedido, booking.almacen, booking.res);
      }
    }
    const insertVintage = db.prepare(
      `INSERT INTO erp_products (id_producto, grupo, nombre, precio, disponibilidad, visibilidad, anyada, capacidad, graduacion)
       VALUES (@id_producto, @grupo, @nombre, @precio, @disponibilidad, @visibilidad, @anyada, @capacidad, @graduacion)
       ON CONFLICT (id_producto) DO NOTHING`,
    );
    for (const product of data.other_vintages)
      insertVintage.run({ ...product, visibilidad: flag(product.visibilidad) });
    setMeta(db, ORDER_FIXTURES_LOADED_KEY, stamp);
  })();
  return { loaded: true, orders: data.orders.length };
}
