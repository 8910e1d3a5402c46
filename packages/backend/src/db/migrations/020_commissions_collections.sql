-- Commission collections v2 (commerce-operations §3 "Invoice import", §7 @upload_invoice_v2): a payment gateway's
-- statement split into the commissions of our orders and the extra commissions (lines that are no order).

-- The v2 column choice of a gateway (v1 keeps its own in erp_invoice_templates).
CREATE TABLE erp_commission_templates (
  id_company TEXT PRIMARY KEY,
  cod_order TEXT NOT NULL,
  cost TEXT NOT NULL,
  modification_date TEXT NOT NULL
) STRICT;

-- A confirmed collection; one per gateway and invoice code.
CREATE TABLE erp_commission_collections (
  id INTEGER PRIMARY KEY,
  id_company TEXT NOT NULL,
  codigo_factura TEXT NOT NULL,
  fecha_factura TEXT NOT NULL,
  comision_fija REAL NOT NULL,
  total_pedidos REAL NOT NULL,
  total_extra REAL NOT NULL,
  creation_date TEXT NOT NULL,
  UNIQUE (id_company, codigo_factura)
) STRICT;

-- Its lines: an order's commission (id_pedido set) or an extra commission (concepto, id_pedido NULL).
CREATE TABLE erp_commission_collection_lines (
  id_collection INTEGER NOT NULL REFERENCES erp_commission_collections (id) ON DELETE CASCADE,
  line INTEGER NOT NULL,
  id_pedido INTEGER,
  cod_pedido TEXT,
  concepto TEXT,
  comision REAL NOT NULL,
  PRIMARY KEY (id_collection, line)
) STRICT, WITHOUT ROWID;
