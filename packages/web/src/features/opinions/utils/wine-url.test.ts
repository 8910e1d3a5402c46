import { SHOPS, shopHost } from '@cellar/validation';
import { describe, expect, it } from 'vitest';
import { publicWineUrl } from './wine-url';

const configured = (environment: 'production' | 'staging', shops = SHOPS) =>
  shops.map((shop) => ({ id: shop.id, host: shopHost(shop, environment) }));

describe('publicWineUrl', () => {
  it.each([
    ['cellar', 'https://staging.cellar-es.example/es/vino/ribera-123'],
    ['italvinus', 'https://staging.cellar-it.example/es/vino/ribera-123'],
    ['fr', 'https://staging.cellar-fr.example/es/vino/ribera-123'],
    ['de', 'https://staging.cellar-de.example/es/vino/ribera-123'],
    ['uk', 'https://staging.cellar-uk.example/es/vino/ribera-123'],
  ])('links the group to /es/vino/{group} on the %s shop’s configured host', (shop, url) => {
    expect(publicWineUrl('ribera-123', shop, configured('staging'))).toBe(url);
  });

  it('takes the host from the configuration answer, www on production', () => {
    const shops = [
      { id: 'cellar' as const, host: 'www.cellar-es.example' },
      { id: 'uk' as const, host: 'www.cellar.co.uk' },
    ];
    expect(publicWineUrl('ribera-123', 'uk', shops)).toBe('https://www.cellar.co.uk/es/vino/ribera-123');
    expect(publicWineUrl('ribera-123', 'cellar', configured('production'))).toBe(
      'https://www.cellar-es.example/es/vino/ribera-123',
    );
  });

  it('links an opinion of an unknown shop to the main shop', () => {
    expect(publicWineUrl('ribera-123', 'nope', configured('staging'))).toBe(
      'https://staging.cellar-es.example/es/vino/ribera-123',
    );
  });

  it('has no link without the configuration', () => {
    expect(publicWineUrl('ribera-123', 'uk', [])).toBeUndefined();
    expect(publicWineUrl('ribera-123', 'nope', [{ id: 'uk', host: 'www.cellar.co.uk' }])).toBeUndefined();
  });

  it('escapes the group', () => {
    expect(publicWineUrl('a b/c', 'cellar', configured('staging'))).toBe(
      'https://staging.cellar-es.example/es/vino/a%20b%2Fc',
    );
  });
});
