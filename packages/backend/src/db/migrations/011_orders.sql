-- Orders of the five shops (commerce-operations §3): customer orders and group orders, their lines, the stock of
-- the three warehouses and its bookings, order comments, and multi-order invoices. Instants are ISO 8601 UTC text.

-- A multi-order invoice groups many orders of one customer under one bill (§3 "Multi-order invoice").
-- status: DRAFT (every edit allowed) or INVOICED; id_factura (FM{year}-{000000}) is given when it is created.
CREATE TABLE erp_multiorder_invoices (
  id INTEGER PRIMARY KEY,
  id_factura TEXT UNIQUE,
  id_usuario INTEGER NOT NULL REFERENCES erp_users (id_usuario),
  status TEXT NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'INVOICED')),
  id_datos_fac INTEGER REFERENCES erp_datos_fac (id_datos_fac),
  -- 1 once the payment of the whole invoice was confirmed (@check-payment-multiorder answers true).
  payment_collected INTEGER NOT NULL DEFAULT 0,
  creation_date TEXT NOT NULL,
  modification_date TEXT NOT NULL
) STRICT;

CREATE INDEX erp_multiorder_invoices_user ON erp_multiorder_invoices (id_usuario, id DESC);

-- An order of one shop. id_estado_pd is the order state (validation's ORDER_STATES). A group order is an order
-- the shop `shop` prepares for the buyer shop `comprador` (NULL on a customer order). `direccion` is the JSON
-- of the shipping address as it was when ordered (foto_direccion: linea1..3, codigo_postal, ciudad, telefono,
-- destinatario, id_provincia, id_pais).
CREATE TABLE erp_orders (
  id_pedido INTEGER PRIMARY KEY,
  shop TEXT NOT NULL CHECK (shop IN ('cellar', 'italvinus', 'fr', 'de', 'uk')),
  cod_pedido TEXT NOT NULL UNIQUE,
  id_usuario INTEGER REFERENCES erp_users (id_usuario),
  id_estado_pd INTEGER NOT NULL,
  fecha TEXT NOT NULL,
  currency TEXT NOT NULL DEFAULT 'EUR' CHECK (currency IN ('EUR', 'GBP')),
  -- Sum of the lines' cantidad * precio, taxes included, rounded to cents; kept in step with the lines.
  precio_total REAL NOT NULL,
  incidencia TEXT NOT NULL DEFAULT '',
  clasificacion TEXT NOT NULL DEFAULT '',
  tipo_descuento TEXT NOT NULL DEFAULT '',
  descuento REAL NOT NULL DEFAULT 0,
  gift_paper INTEGER NOT NULL DEFAULT 0,
  present_message TEXT NOT NULL DEFAULT '',
  observaciones TEXT NOT NULL DEFAULT '',
  direccion TEXT NOT NULL DEFAULT '{}',
  comprador TEXT CHECK (comprador IS NULL OR comprador IN ('cellar', 'italvinus', 'fr', 'de', 'uk')),
  -- The group order this one was merged into (its state is then ORDER_STATES merged).
  merged_into INTEGER REFERENCES erp_orders (id_pedido),
  id_multifactura INTEGER REFERENCES erp_multiorder_invoices (id),
  hibernated_until TEXT,
  paid INTEGER NOT NULL DEFAULT 0,
  modification_date TEXT NOT NULL
) STRICT;

CREATE INDEX erp_orders_shop ON erp_orders (shop, id_estado_pd);
CREATE INDEX erp_orders_group ON erp_orders (shop, comprador, id_estado_pd) WHERE comprador IS NOT NULL;
CREATE INDEX erp_orders_multiorder ON erp_orders (id_multifactura) WHERE id_multifactura IS NOT NULL;
CREATE INDEX erp_orders_user ON erp_orders (id_usuario);

-- A product line of an order. precio is the unit price with taxes; base_imponible = precio / (1 + tipo_iva).
-- id_prov_vino is the supplier the line's product is bought from (ago, cam or another); ccompra the units on
-- order from it; fecha_stock the day stock is expected (yyyy-MM-dd). retraso is the line's delay: NULL when it
-- is not late, 'pending' while it waits in Delays & Notifications, then 'notified' (delay or unavailable
-- notified) or 'completed' (vintage changed).
CREATE TABLE erp_order_lines (
  id_linea_pedido INTEGER PRIMARY KEY,
  id_pedido INTEGER NOT NULL REFERENCES erp_orders (id_pedido) ON DELETE CASCADE,
  id_producto TEXT NOT NULL,
  nombre TEXT NOT NULL,
  cantidad INTEGER NOT NULL CHECK (cantidad > 0),
  precio REAL NOT NULL CHECK (precio >= 0),
  tipo_iva REAL NOT NULL,
  out_catalog INTEGER NOT NULL DEFAULT 0,
  id_prov_vino TEXT NOT NULL DEFAULT '',
  ccompra INTEGER NOT NULL DEFAULT 0,
  fecha_stock TEXT,
  retraso TEXT CHECK (retraso IS NULL OR retraso IN ('pending', 'notified', 'completed'))
) STRICT;

CREATE INDEX erp_order_lines_order ON erp_order_lines (id_pedido);
CREATE INDEX erp_order_lines_product ON erp_order_lines (id_producto);
CREATE INDEX erp_order_lines_delay ON erp_order_lines (retraso) WHERE retraso = 'pending';

-- Real stock of a product in each warehouse (validation's WAREHOUSE_CODES: cas, tr2, clr).
CREATE TABLE erp_warehouse_stock (
  id_producto TEXT NOT NULL,
  almacen TEXT NOT NULL CHECK (almacen IN ('cas', 'tr2', 'clr')),
  stock_real INTEGER NOT NULL,
  PRIMARY KEY (id_producto, almacen)
) STRICT, WITHOUT ROWID;

-- Units of a warehouse booked (reserved) for an order line.
CREATE TABLE erp_stock_bookings (
  id_linea_pedido INTEGER NOT NULL REFERENCES erp_order_lines (id_linea_pedido) ON DELETE CASCADE,
  almacen TEXT NOT NULL CHECK (almacen IN ('cas', 'tr2', 'clr')),
  res INTEGER NOT NULL CHECK (res > 0),
  PRIMARY KEY (id_linea_pedido, almacen)
) STRICT, WITHOUT ROWID;

-- Comments on an order (batch_pedido_addcomment): kind GENERAL, PREPARACION or ENTREGA.
CREATE TABLE erp_order_comments (
  id INTEGER PRIMARY KEY,
  id_pedido INTEGER NOT NULL REFERENCES erp_orders (id_pedido) ON DELETE CASCADE,
  tipo TEXT NOT NULL CHECK (tipo IN ('GENERAL', 'PREPARACION', 'ENTREGA')),
  comment TEXT NOT NULL,
  author TEXT NOT NULL,
  fecha TEXT NOT NULL
) STRICT;

CREATE INDEX erp_order_comments_order ON erp_order_comments (id_pedido);

-- Products sold outside the catalogue (gift boxes, tasting sets, services): an order line of one is out of
-- catalogue (outCatalog) and takes VAT 0.21. GET @ids-products-out-catalog lists their ids.
CREATE TABLE erp_out_catalog_products (
  id_producto TEXT PRIMARY KEY,
  nombre TEXT NOT NULL,
  precio REAL NOT NULL CHECK (precio >= 0)
) STRICT;
