-- Newsletter audience (site-content §3 "Audience sendto", §7 "Newsletters"): the customers @count filters,
-- their groups (colectivos), and the email lists uploaded with @sendto-emails (kept apart from the object's JSON).
CREATE TABLE newsletter_customers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL,
  shop TEXT NOT NULL,
  country TEXT NOT NULL,
  lang TEXT NOT NULL,
  id_provincia TEXT,
  ciudad TEXT,
  -- the customer's preference: 1 (at least 1 email per week) or 1000 (unlimited emails per week)
  frequency INTEGER NOT NULL,
  fav_region TEXT,
  num_pedidos INTEGER NOT NULL,
  importe_total_pds REAL NOT NULL,
  avg_price_bot REAL NOT NULL,
  max_price_bot REAL NOT NULL,
  fecha_first_pd TEXT,
  fecha_last_pd TEXT,
  -- average days between orders; NULL with fewer than two orders
  frecuencia REAL
);
CREATE INDEX newsletter_customers_lang_country ON newsletter_customers (lang, country);
CREATE INDEX newsletter_customers_country ON newsletter_customers (country);
CREATE INDEX newsletter_customers_provincia ON newsletter_customers (id_provincia);
CREATE INDEX newsletter_customers_ciudad ON newsletter_customers (ciudad COLLATE NOCASE);
CREATE INDEX newsletter_customers_fav_region ON newsletter_customers (fav_region);
CREATE INDEX newsletter_customers_num_pedidos ON newsletter_customers (num_pedidos);
CREATE INDEX newsletter_customers_last_pd ON newsletter_customers (fecha_last_pd);

CREATE TABLE newsletter_colectivos (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL
);

CREATE TABLE newsletter_customer_colectivos (
  colectivo_id TEXT NOT NULL REFERENCES newsletter_colectivos (id),
  customer_id INTEGER NOT NULL REFERENCES newsletter_customers (id),
  PRIMARY KEY (colectivo_id, customer_id)
) WITHOUT ROWID;

-- Uploaded email lists (@sendto-emails). Each upload gets an id and writes its emails under it as it streams;
-- when the whole file is read, the newsletter's list points to it (and the previous list's emails go) in one
-- transaction, so a failed upload leaves the previous list as it was.
CREATE TABLE newsletter_audience_uploads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  newsletter_uid TEXT NOT NULL,
  started_at TEXT NOT NULL
);

CREATE TABLE newsletter_audience_emails (
  upload_id INTEGER NOT NULL,
  email TEXT NOT NULL,
  PRIMARY KEY (upload_id, email)
) WITHOUT ROWID;

-- The list in force for a newsletter: at most one; it overrides the filters of its sendto.
CREATE TABLE newsletter_audience_lists (
  newsletter_uid TEXT PRIMARY KEY,
  upload_id INTEGER NOT NULL UNIQUE REFERENCES newsletter_audience_uploads (id),
  total INTEGER NOT NULL,
  duplicates INTEGER NOT NULL,
  invalid INTEGER NOT NULL,
  uploaded_by TEXT NOT NULL,
  uploaded_at TEXT NOT NULL
);
