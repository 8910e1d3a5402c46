import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AI_CAMPAIGN_FIELDS, sanitizeCampaignName, validateAiCampaign } from './ai-campaign';

const now = Date.parse('2025-06-15T10:00:00Z');
const campaign = {
  campaign_name: 'Summer Reds 2025',
  title: 'Summer reds',
  type: 'collection',
  start_date: '2025-06-15',
  end_date: '2025-06-30',
  promoted_products: ['A1', { id_producto: 'B2' }, ''],
};

describe('sanitizeCampaignName', () => {
  it('strips letters with ñ or accents and symbols, with a warning listing them', () => {
    expect(sanitizeCampaignName(' Campaña de otoño: ¡Vinos! ')).toEqual({
      value: 'Campaa de otoo Vinos',
      warnings: [
        {
          path: 'campaign_name',
          message: 'Only letters without ñ, numbers and spaces are allowed. Removed: ñ : ¡ !',
        },
      ],
    });
  });

  it('keeps a clean name as it is, without warnings', () => {
    expect(sanitizeCampaignName('Black Friday 24')).toEqual({ value: 'Black Friday 24', warnings: [] });
    expect(sanitizeCampaignName(2025)).toEqual({ value: '2025', warnings: [] });
  });

  it('is idempotent and its output holds only letters, digits and spaces', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        const once = sanitizeCampaignName(name);
        expect(once.value).toMatch(/^[A-Za-z0-9 ]*$/);
        expect(sanitizeCampaignName(once.value)).toEqual({ value: once.value, warnings: [] });
      }),
    );
  });
});

describe('validateAiCampaign', () => {
  it.each([
    [{ ...campaign, campaign_name: 'ññ' }, 'campaign_name', 'Please input the name'],
    [{ ...campaign, title: '' }, 'title', 'Please input the title'],
    [{ ...campaign, type: '' }, 'type', 'Please input the type'],
    [{ ...campaign, type: 'banner' }, 'type', 'The type must be one of: collection, product'],
    [{ ...campaign, end_date: undefined }, 'start_date', 'Please input the date range'],
    [{ ...campaign, start_date: '2025-06-14' }, 'start_date', "The offer shouldn't be expired"],
    [{ ...campaign, end_date: '2025-06-10' }, 'end_date', 'The end date must not be before the start date'],
    [{ ...campaign, promoted_products: [] }, 'promoted_products', 'No hay productos seleccionados'],
  ])('%# gives %s: %s', (input, path, message) => {
    expect(validateAiCampaign(input, { now })).toEqual({ ok: false, issues: [{ path, message }] });
  });

  it('needs no products when the campaign has none', () => {
    const result = validateAiCampaign(
      { ...campaign, promoted_products: undefined, sin_productos: true },
      { now },
    );
    expect(result.ok && result.value.campaign.promoted_products).toEqual([]);
  });

  it('gives the campaign with the stripped name and the warnings', () => {
    const result = validateAiCampaign(
      { ...campaign, campaign_name: 'Verano ñ', description: ' Reds ', oferta_producto: true, extra: 1 },
      { now },
    );
    expect(result).toEqual({
      ok: true,
      value: {
        campaign: {
          campaign_name: 'Verano',
          title: 'Summer reds',
          type: 'collection',
          start_date: '2025-06-15',
          end_date: '2025-06-30',
          description: 'Reds',
          topic: '',
          promotion_topic: '',
          marketing_text: '',
          feature_badge: '',
          feature_value: '',
          feature_text: '',
          landing_page_url: '',
          oferta_producto: true,
          promoted_products: ['A1', 'B2'],
          sin_productos: false,
        },
        warnings: [
          {
            path: 'campaign_name',
            message: 'Only letters without ñ, numbers and spaces are allowed. Removed: ñ',
          },
        ],
      },
    });
    if (result.ok)
      expect(validateAiCampaign(result.value.campaign, { now })).toEqual({
        ...result,
        value: { ...result.value, warnings: [] },
      });
  });

  it('keeps a product offer given as text or number', () => {
    const text = validateAiCampaign({ ...campaign, oferta_producto: ' A1 ' }, { now });
    expect(text.ok && text.value.campaign.oferta_producto).toBe('A1');
    const junk = validateAiCampaign({ ...campaign, oferta_producto: {} }, { now });
    expect(junk.ok && 'oferta_producto' in junk.value.campaign).toBe(false);
  });
});

describe('AI_CAMPAIGN_FIELDS', () => {
  it('names every path validateAiCampaign reports, so the forms can place each issue under its field', () => {
    const result = validateAiCampaign({ campaign_name: 'ñ', start_date: 'x', end_date: '2000-01-01' });
    expect(result.ok).toBe(false);
    const paths = result.ok ? [] : result.issues.map((issue) => issue.path);
    expect(paths.length).toBeGreaterThan(2);
    for (const path of paths) expect(AI_CAMPAIGN_FIELDS).toContain(path);
  });
});
