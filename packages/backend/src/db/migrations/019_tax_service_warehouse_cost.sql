-- Tax-service (Eurotax) invoices and warehouse costs (commerce-operations §3, §7 "Invoice imports"), and the
-- preparation cost of an order. Instants are ISO 8601 UTC text; days are Madrid yyyy-MM-dd.

-- A tax-service invoice: what Eurotax charged per destination country (coste_paises JSON
-- [{id_pais, coste_factura, coste_calculado}]) for the orders of fecha_desde..fecha_hasta, and what we computed
-- (the VAT of those orders). mes_facturacion is the month of the invoice date (yyyy-MM).
CREATE TABLE erp_eurotax_invoices (
  id_factura_eurotax TEXT PRIMARY KEY,
  fecha_factura TEXT NOT NULL,
  mes_facturacion TEXT NOT NULL,
  fecha_desde TEXT NOT NULL,
  fecha_hasta TEXT NOT NULL,
  coste_total_factura REAL NOT NULL,
  coste_total_calculado REAL NOT NULL,
  coste_paises TEXT NOT NULL,
  fecha_registro TEXT NOT NULL
) STRICT;

-- desglose_factura: each order's share of its country's invoiced amount (in proportion to its VAT).
CREATE TABLE erp_eurotax_invoice_lines (
  id INTEGER PRIMARY KEY,
  id_factura_eurotax TEXT NOT NULL REFERENCES erp_eurotax_invoices (id_factura_eurotax) ON DELETE CASCADE,
  id_pedido INTEGER NOT NULL REFERENCES erp_orders (id_pedido),
  id_pais TEXT NOT NULL,
  coste REAL NOT NULL
) STRICT;

CREATE INDEX erp_eurotax_invoice_lines_invoice ON erp_eurotax_invoice_lines (id_factura_eurotax);

-- The warehouse's invoice for a month (mes, yyyy-MM, one per month): its cost shared over the bottles of the
-- month's orders. fecha_factura is the day given; coste_total_calculado = coste_botella * numero_botellas.
CREATE TABLE erp_warehouse_costs (
  id_coste INTEGER PRIMARY KEY,
  mes TEXT NOT NULL UNIQUE,
  fecha_factura TEXT NOT NULL,
  fecha_registro TEXT NOT NULL,
  numero_botellas INTEGER NOT NULL,
  numero_pedidos INTEGER NOT NULL,
  coste_botella REAL NOT NULL,
  coste_total REAL NOT NULL,
  coste_total_calculado REAL NOT NULL
) STRICT;

-- An order's preparation cost: its bottles times the cost per bottle of its month's warehouse cost; NULL until a
-- warehouse cost of its month is registered and the costs are recalculated.
ALTER TABLE erp_orders ADD COLUMN coste_preparacion REAL;
