import { describe, expect, it } from 'vitest';
import {
  BANNER_THEMES,
  DESKTOP_BANNER_MIN_WIDTH,
  HOME_SECTION_TYPES,
  isDesktopBannerImage,
} from './home-constants';
import { IMAGE_GENERATOR_DEFAULTS } from './image-generator-constants';
import { BLOG_POST_TEMPLATE, hasBlogFields, LANDING_SECTION_TEMPLATES } from './landing-constants';
import { SITE_LIMITS } from './limits';
import {
  DEFAULT_FREQUENCY,
  NEWSLETTER_SECTION_LABELS,
  NEWSLETTER_SECTION_TYPES,
  NEWSLETTER_STATUS_COLORS,
  NEWSLETTER_STATUS_FILTERS,
} from './newsletter-constants';
import { DEFAULT_ZONE_TYPE, RATINGS, ZONE_TYPES } from './zone-constants';

describe('site constants (§3, §4, §9)', () => {
  it('newsletter statuses, colours and section labels', () => {
    expect(NEWSLETTER_STATUS_COLORS).toEqual({ draft: 'light', scheduled: 'primary', verified: 'success' });
    expect(NEWSLETTER_STATUS_FILTERS).toEqual(['draft', 'verified', 'scheduled', 'all']);
    expect(NEWSLETTER_SECTION_LABELS.f).toBe('Row of 2 products');
    expect(NEWSLETTER_SECTION_TYPES).not.toContain('b');
    expect(DEFAULT_FREQUENCY).toBe(1000);
  });
  it('zones and ratings', () => {
    expect(ZONE_TYPES).toHaveLength(14);
    expect(DEFAULT_ZONE_TYPE).toBe('do');
    expect(RATINGS[5]).toBe('Excelente');
    expect(RATINGS[1]).toBe('Mediana');
  });
  it('home, landing and image generator', () => {
    expect(HOME_SECTION_TYPES).toHaveLength(7);
    expect(BANNER_THEMES).toHaveLength(17);
    expect(LANDING_SECTION_TEMPLATES).toHaveLength(9);
    expect(isDesktopBannerImage(DESKTOP_BANNER_MIN_WIDTH)).toBe(false);
    expect(isDesktopBannerImage(769)).toBe(true);
    expect(hasBlogFields(BLOG_POST_TEMPLATE)).toBe(true);
    expect(hasBlogFields('landing')).toBe(false);
    expect(IMAGE_GENERATOR_DEFAULTS).toMatchObject({
      width: 400,
      height: 352,
      ballRadius: 70,
      ballText: '10%',
    });
  });
  it('limits', () => {
    expect(SITE_LIMITS).toMatchObject({
      tagProductList: 200,
      tagList: 100,
      wineryLookupBatch: 25,
      landingUndo: 20,
    });
  });
});
