-- Invoice imports (commerce-operations §3 "Invoice import"): an uploaded file's rows kept for the next steps,
-- the column choice remembered per company, and the confirmed invoices with their lines.

-- One uploaded csv or xlsx file: its header (JSON array of column names) and the account that sent it.
CREATE TABLE erp_invoice_uploads (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('csv', 'xlsx')),
  columns TEXT NOT NULL,
  row_count INTEGER NOT NULL,
  uploaded_by TEXT NOT NULL,
  creation_date TEXT NOT NULL
) STRICT;

-- Every data row of an upload (cells as a JSON array), by its line in the file (the header is line 1).
CREATE TABLE erp_invoice_upload_rows (
  id_upload TEXT NOT NULL REFERENCES erp_invoice_uploads (id) ON DELETE CASCADE,
  line INTEGER NOT NULL,
  cells TEXT NOT NULL,
  PRIMARY KEY (id_upload, line)
) STRICT, WITHOUT ROWID;

-- The last column choice of a company: which columns hold the order code and the cost.
CREATE TABLE erp_invoice_templates (
  id_company TEXT PRIMARY KEY,
  cod_order TEXT NOT NULL,
  cost TEXT NOT NULL,
  modification_date TEXT NOT NULL
) STRICT;

-- A confirmed invoice of a company; one per company and invoice code.
CREATE TABLE erp_invoice_costs (
  id INTEGER PRIMARY KEY,
  id_company TEXT NOT NULL,
  codigo_factura TEXT NOT NULL,
  fecha_factura TEXT NOT NULL,
  comision_fija REAL NOT NULL DEFAULT 0,
  lines_file INTEGER NOT NULL,
  total_cost_with_referer REAL NOT NULL,
  total_cost_without_referer REAL NOT NULL,
  cost_calculate REAL NOT NULL,
  creation_date TEXT NOT NULL,
  UNIQUE (id_company, codigo_factura)
) STRICT;

-- A line of a confirmed invoice; id_pedido is NULL when the order code matched no order.
CREATE TABLE erp_invoice_cost_lines (
  id INTEGER PRIMARY KEY,
  id_invoice INTEGER NOT NULL REFERENCES erp_invoice_costs (id) ON DELETE CASCADE,
  cod_order TEXT NOT NULL,
  id_pedido INTEGER REFERENCES erp_orders (id_pedido),
  id_pais TEXT,
  cost REAL NOT NULL,
  cost_calculate REAL
) STRICT;

CREATE INDEX erp_invoice_cost_lines_invoice ON erp_invoice_cost_lines (id_invoice);
