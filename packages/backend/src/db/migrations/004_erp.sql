-- The ERP of commerce-operations §3 (/db/erp): catalogue products, opinions, offers, free shipping rates,
-- customers and their billing addresses, marketplace suppliers and matches, analytics and the price comparator.
-- Instants are stored as ISO 8601 UTC text from Date.toISOString(), so they compare as text.

CREATE TABLE erp_products (
  id_producto TEXT PRIMARY KEY,
  grupo TEXT NOT NULL,
  nombre TEXT NOT NULL,
  precio REAL NOT NULL,
  disponibilidad INTEGER NOT NULL,
  visibilidad INTEGER NOT NULL,
  anyada INTEGER,
  capacidad TEXT NOT NULL,
  graduacion REAL
) STRICT;

CREATE INDEX erp_products_grupo ON erp_products (grupo);

CREATE TABLE erp_opinions (
  id_opinion INTEGER PRIMARY KEY,
  opinion TEXT NOT NULL,
  titulo TEXT NOT NULL,
  nota REAL NOT NULL,
  nombre_usuario TEXT NOT NULL,
  estado TEXT NOT NULL CHECK (estado IN ('pend', 'npub', 'publ')),
  shop TEXT NOT NULL,
  idioma TEXT NOT NULL,
  grupo TEXT NOT NULL,
  nombre TEXT NOT NULL,
  zope_id TEXT NOT NULL,
  fecha TEXT NOT NULL
) STRICT;

CREATE INDEX erp_opinions_estado ON erp_opinions (estado, fecha DESC);

CREATE TABLE erp_offers (
  id INTEGER PRIMARY KEY,
  id_tipo TEXT NOT NULL CHECK (id_tipo IN ('o', 'p', 'e')),
  id_producto TEXT NOT NULL,
  grupo TEXT NOT NULL,
  fecha_desde TEXT NOT NULL,
  fecha_hasta TEXT NOT NULL,
  descuento_oferta REAL,
  uni_compra INTEGER,
  uni_promo INTEGER,
  cantidad_precio_especial INTEGER,
  descuento_especial REAL,
  caducable INTEGER NOT NULL DEFAULT 0
) STRICT;

CREATE INDEX erp_offers_product ON erp_offers (id_producto, id_tipo, fecha_desde);
CREATE INDEX erp_offers_desde ON erp_offers (fecha_desde DESC);

CREATE TABLE erp_free_shipping_rates (
  id INTEGER PRIMARY KEY,
  pais TEXT NOT NULL,
  tarifa TEXT NOT NULL,
  cart_amount REAL NOT NULL,
  min_precio_uni REAL NOT NULL,
  desde TEXT NOT NULL,
  hasta TEXT NOT NULL
) STRICT;

CREATE INDEX erp_free_shipping_rates_key ON erp_free_shipping_rates (pais, tarifa, desde);

CREATE TABLE erp_users (
  id_usuario INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  nombre TEXT NOT NULL,
  idioma TEXT NOT NULL,
  country TEXT NOT NULL,
  observaciones TEXT NOT NULL DEFAULT '',
  unsubscribed INTEGER NOT NULL DEFAULT 0
) STRICT;

CREATE TABLE erp_datos_fac (
  id_datos_fac INTEGER PRIMARY KEY,
  id_usuario INTEGER NOT NULL REFERENCES erp_users (id_usuario) ON DELETE CASCADE,
  nombre TEXT NOT NULL,
  doc_id TEXT NOT NULL,
  linea1 TEXT NOT NULL,
  linea2 TEXT NOT NULL DEFAULT '',
  linea3 TEXT NOT NULL DEFAULT '',
  codigo_postal TEXT NOT NULL,
  ciudad TEXT NOT NULL,
  telefono TEXT NOT NULL,
  id_pais TEXT NOT NULL
) STRICT;

CREATE INDEX erp_datos_fac_user ON erp_datos_fac (id_usuario);

CREATE TABLE erp_suppliers (
  id_proveedor TEXT PRIMARY KEY,
  nombre TEXT NOT NULL
) STRICT;

CREATE TABLE erp_supplier_products (
  id_proveedor TEXT NOT NULL REFERENCES erp_suppliers (id_proveedor) ON DELETE CASCADE,
  id_producto_proveedor TEXT NOT NULL,
  nombre TEXT NOT NULL,
  familia_producto TEXT NOT NULL,
  anyada INTEGER,
  capacidad TEXT NOT NULL,
  graduacion REAL,
  pvp_proveedor REAL NOT NULL,
  stock INTEGER NOT NULL,
  surtido INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (id_proveedor, id_producto_proveedor)
) STRICT, WITHOUT ROWID;

-- One catalogue code per supplier product (a product group for supplier cab, an id_producto otherwise).
CREATE TABLE erp_matches (
  id_proveedor TEXT NOT NULL,
  id_producto_proveedor TEXT NOT NULL,
  id_producto TEXT NOT NULL,
  excluir_venta INTEGER NOT NULL DEFAULT 0,
  fecha_registro TEXT NOT NULL,
  PRIMARY KEY (id_proveedor, id_producto_proveedor),
  FOREIGN KEY (id_proveedor, id_producto_proveedor)
    REFERENCES erp_supplier_products (id_proveedor, id_producto_proveedor) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

CREATE TABLE erp_analytics (
  grupo TEXT NOT NULL,
  domain TEXT NOT NULL,
  id_producto TEXT NOT NULL,
  nombre TEXT NOT NULL,
  visits INTEGER NOT NULL,
  unique_users INTEGER NOT NULL,
  add_to_cart INTEGER NOT NULL,
  purchase INTEGER NOT NULL,
  units INTEGER NOT NULL,
  revenue REAL NOT NULL,
  PRIMARY KEY (grupo, domain)
) STRICT, WITHOUT ROWID;

CREATE TABLE erp_price_comparator (
  country TEXT NOT NULL,
  grupo TEXT NOT NULL,
  url TEXT NOT NULL,
  PRIMARY KEY (country, grupo)
) STRICT, WITHOUT ROWID;
