import type { components } from '@cellar/contract';
import type { AiCampaign } from '@cellar/validation/commerce';
import type { Db } from '../db/database';
import type { ContentGenerator, GeneratedContent } from './local-content-generator';

/** A stored AI campaign (commerce-operations §3), with the content its generated feed holds. */
export type AiCampaignRecord = components['schemas']['AiCampaign'];

interface Row {
  id: number;
  campaign_name: string;
  title: string;
  type: AiCampaign['type'];
  description: string;
  topic: string;
  start_date: string;
  end_date: string;
  promotion_topic: string;
  marketing_text: string;
  feature_badge: string;
  feature_value: string;
  feature_text: string;
  landing_page_url: string;
  oferta_producto: string | null;
  promoted_products: string;
  sin_productos: number;
  feed_generated: number;
  generated_content: string | null;
  creation_date: string;
  modification_date: string;
}

const toRecord = (row: Row): AiCampaignRecord => ({
  ...row,
  oferta_producto:
    row.oferta_producto === null ? null : (JSON.parse(row.oferta_producto) as string | number | boolean),
  promoted_products: JSON.parse(row.promoted_products) as string[],
  sin_productos: row.sin_productos === 1,
  feed_generated: row.feed_generated === 1,
  generated_content:
    row.generated_content === null ? null : (JSON.parse(row.generated_content) as GeneratedContent),
});

const columns = (campaign: AiCampaign) => ({
  campaign_name: campaign.campaign_name,
  title: campaign.title,
  type: campaign.type,
  description: campaign.description,
  topic: campaign.topic,
  start_date: campaign.start_date,
  end_date: campaign.end_date,
  promotion_topic: campaign.promotion_topic,
  marketing_text: campaign.marketing_text,
  feature_badge: campaign.feature_badge,
  feature_value: campaign.feature_value,
  feature_text: campaign.feature_text,
  landing_page_url: campaign.landing_page_url,
  oferta_producto: campaign.oferta_producto === undefined ? null : JSON.stringify(campaign.oferta_producto),
  promoted_products: JSON.stringify(campaign.sin_productos ? [] : campaign.promoted_products),
  sin_productos: campaign.sin_productos ? 1 : 0,
});

const FIELDS = Object.keys(columns({ promoted_products: [] } as unknown as AiCampaign));

/**
 * The SQL of AI campaigns, pure of HTTP. Writes run inside the caller's transaction (the views open one per user
 * action, with its audit entries).
 */
export class AiCampaignStore {
  constructor(private readonly db: Db) {}

  /** Every campaign, newest first. */
  list(): AiCampaignRecord[] {
    return this.db.prepare<[], Row>('SELECT * FROM ai_campaigns ORDER BY id DESC').all().map(toRecord);
  }

  get(id: number): AiCampaignRecord | undefined {
    const row = this.db.prepare<[number], Row>('SELECT * FROM ai_campaigns WHERE id = ?').get(id);
    return row === undefined ? undefined : toRecord(row);
  }

  /** Stores a new campaign (its feed not generated yet) and answers it. */
  create(campaign: AiCampaign, date: string): AiCampaignRecord {
    const { lastInsertRowid } = this.db
      .prepare(
        `INSERT INTO ai_campaigns (${FIELDS.join(', ')}, creation_date, modification_date)
         VALUES (${FIELDS.map((field) => `@${field}`).join(', ')}, @date, @date)`,
      )
      .run({ ...columns(campaign), date });
    return this.get(Number(lastInsertRowid)) as AiCampaignRecord;
  }

  /**
   * Replaces the campaign's fields. Its generated feed no longer matches them, so it is marked not generated
   * (generate it again). Undefined for an unknown id.
   */
  update(id: number, campaign: AiCampaign, date: string): AiCampaignRecord | undefined {
    const { changes } = this.db
      .prepare(
        `UPDATE ai_campaigns SET ${FIELDS.map((field) => `${field} = @${field}`).join(', ')},
           feed_generated = 0, generated_content = NULL, modification_date = @date WHERE id = @id`,
      )
      .run({ ...columns(campaign), date, id });
    return changes === 0 ? undefined : this.get(id);
  }

  /** Marks the campaign's feed generated and stores the content `generator` builds from its fields. */
  generateFeed(campaign: AiCampaignRecord, generator: ContentGenerator, date: string): AiCampaignRecord {
    this.db
      .prepare(
        'UPDATE ai_campaigns SET feed_generated = 1, generated_content = ?, modification_date = ? WHERE id = ?',
      )
      .run(JSON.stringify(generator.generate(campaign)), date, campaign.id);
    return this.get(campaign.id) as AiCampaignRecord;
  }

  /** Inserts a fixture campaign as it is (feed flag and content included). */
  insertFixture(campaign: AiCampaign, feed: GeneratedContent | null, date: string): void {
    this.db
      .prepare(
        `INSERT INTO ai_campaigns (${FIELDS.join(', ')}, feed_generated, generated_content, creation_date, modification_date)
         VALUES (${FIELDS.map((field) => `@${field}`).join(', ')}, @feed_generated, @generated_content, @date, @date)`,
      )
      .run({
        ...columns(campaign),
        feed_generated: feed === null ? 0 : 1,
        generated_content: feed === null ? null : JSON.stringify(feed),
        date,
      });
  }
}
