import { validateAiCampaign } from '@cellar/validation/commerce';
import { describe, expect, it } from 'vitest';
import { campaignFormOf, campaignInput, newCampaignForm, withProduct } from './campaign-form';

const now = Date.parse('2026-03-10T23:30:00Z'); // 00:30 on 11 March in Madrid

describe('campaign form', () => {
  it('starts a new campaign on the Madrid day', () => {
    expect(newCampaignForm(now).start_date).toBe('2026-03-11');
  });

  it('sends no products when the campaign has none, and the rule accepts it', () => {
    const form = {
      ...newCampaignForm(now),
      campaign_name: 'Spring',
      title: 'Spring',
      type: 'product' as const,
      end_date: '2026-03-20',
      promoted_products: ['HE10007'],
      sin_productos: true,
    };
    expect(campaignInput(form).promoted_products).toEqual([]);
    expect(validateAiCampaign(campaignInput(form), { now }).ok).toBe(true);
    expect(
      validateAiCampaign(campaignInput({ ...form, sin_productos: false, promoted_products: [] }), { now }),
    ).toEqual({
      ok: false,
      issues: [{ path: 'promoted_products', message: 'No hay productos seleccionados' }],
    });
  });

  it('reads a stored campaign back, its offer flag as a checkbox', () => {
    const form = campaignFormOf({
      ...campaignInput({ ...newCampaignForm(now), type: 'collection' }),
      id: 1,
      type: 'collection',
      description: 'd',
      topic: '',
      promotion_topic: '',
      marketing_text: '',
      feature_badge: '',
      feature_value: '',
      feature_text: '',
      landing_page_url: '',
      oferta_producto: 'true',
      promoted_products: ['A'],
      sin_productos: false,
      feed_generated: true,
      generated_content: null,
      creation_date: '',
      modification_date: '',
    });
    expect(form).toMatchObject({ type: 'collection', oferta_producto: true, promoted_products: ['A'] });
  });

  it('adds a product once', () => {
    expect(withProduct(['A'], 'B')).toEqual(['A', 'B']);
    expect(withProduct(['A'], 'A')).toEqual(['A']);
    expect(withProduct(['A'], '')).toEqual(['A']);
  });
});
