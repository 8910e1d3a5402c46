-- The price comparator's competitor offers (catalogue-editors §3 "Price comparator row"): per product group and
-- delivery country, the offers a comparison site lists, with the reference they match, their price and currency,
-- when they were seen, whether they are in stock and their ranking there. The tab reads them beside the URL.
CREATE TABLE erp_competitor_prices (
  id INTEGER PRIMARY KEY,
  grupo TEXT NOT NULL,
  country TEXT NOT NULL,
  url TEXT NOT NULL,
  fecha TEXT NOT NULL,
  price REAL NOT NULL,
  currency TEXT NOT NULL,
  anyada INTEGER,
  capacity TEXT NOT NULL,
  id_producto TEXT NOT NULL,
  in_stock INTEGER NOT NULL,
  ranking INTEGER
) STRICT;

CREATE INDEX erp_competitor_prices_group ON erp_competitor_prices (country, grupo);
