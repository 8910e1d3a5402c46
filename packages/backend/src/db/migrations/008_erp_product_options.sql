-- An ERP product row is one option of a product: its type (the catalogue's tipo, e.g. /vi/tinto) and the shop
-- it is sold in. An option whose reference no Producto holds and whose group is no Producto's id is an orphan
-- option: 'Create product content' (site-content-and-shell §2.13) registers its product.
ALTER TABLE erp_products ADD COLUMN id_tipo_producto TEXT;
ALTER TABLE erp_products ADD COLUMN tienda TEXT NOT NULL DEFAULT 'cellar';
