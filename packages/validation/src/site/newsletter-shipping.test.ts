import { describe, expect, it } from 'vitest';
import { siteMessages } from './messages';
import { NEWSLETTER_TRANSPORTS, newsletterShippingIssues } from './newsletter-shipping';

const messages = siteMessages.newsletter;

describe('newsletterShippingIssues', () => {
  it('takes a discount and initial banners per transport of the shared list', () => {
    expect(NEWSLETTER_TRANSPORTS).toContain('seu');
    expect(
      newsletterShippingIssues({ seu: 'sd', dpc: 'dtp' }, { seu: ['dtp', 'prod_disc'], brt: [] }),
    ).toEqual([]);
    expect(newsletterShippingIssues(undefined, null)).toEqual([]);
  });

  it('refuses a transport outside the list and an option outside sd/dtp or dtp/prod_disc, at its field', () => {
    expect(newsletterShippingIssues({ seur: 'sd', seu: 'free' }, { seu: ['dtp', 'banner'] })).toEqual([
      { path: 'active_shipping_discount.seur', message: messages.unknownTransport('seur') },
      { path: 'active_shipping_discount.seu', message: messages.unknownShippingOption('seu', 'free') },
      { path: 'initial_banner.seu', message: messages.unknownShippingOption('seu', 'banner') },
    ]);
  });
});
