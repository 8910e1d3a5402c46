-- AI campaigns (commerce-operations §3 "AI campaign"): the content API's @new-content, @update-content,
-- @generate-feed-ai and @generate-content-from-ai. Dates are Madrid days (yyyy-MM-dd); promoted_products is a
-- JSON array of product ids; oferta_producto the JSON of what the form sent (null when absent); generated_content
-- the JSON the local content generator built when the feed was generated (null before).
CREATE TABLE ai_campaigns (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  campaign_name TEXT NOT NULL,
  title TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('collection', 'product')),
  description TEXT NOT NULL DEFAULT '',
  topic TEXT NOT NULL DEFAULT '',
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  promotion_topic TEXT NOT NULL DEFAULT '',
  marketing_text TEXT NOT NULL DEFAULT '',
  feature_badge TEXT NOT NULL DEFAULT '',
  feature_value TEXT NOT NULL DEFAULT '',
  feature_text TEXT NOT NULL DEFAULT '',
  landing_page_url TEXT NOT NULL DEFAULT '',
  oferta_producto TEXT,
  promoted_products TEXT NOT NULL DEFAULT '[]',
  sin_productos INTEGER NOT NULL DEFAULT 0,
  feed_generated INTEGER NOT NULL DEFAULT 0,
  generated_content TEXT,
  creation_date TEXT NOT NULL,
  modification_date TEXT NOT NULL
);
