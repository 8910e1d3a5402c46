import { describe, expect, it } from 'vitest';
import {
  CELLAR_ENVIRONMENTS,
  configureShops,
  DEFAULT_CELLAR_ENVIRONMENT,
  hostPrefix,
  PRODUCTION_HOST_PREFIX,
  STAGING_HOST_PREFIX,
  shopHost,
} from './shop-host';
import { SHOPS, DEFAULT_SHOP_DOMAINS as SHOPS_DOMAINS, shopsFor } from './shops';

describe('shopHost', () => {
  it.each([
    ['cellar', 'production', 'www.cellar-es.example'],
    ['italvinus', 'production', 'www.cellar-it.example'],
    ['fr', 'production', 'www.cellar-fr.example'],
    ['de', 'production', 'www.cellar-de.example'],
    ['uk', 'production', 'www.cellar-uk.example'],
    ['cellar', 'staging', 'staging.cellar-es.example'],
    ['uk', 'staging', 'staging.cellar-uk.example'],
  ] as const)('the %s shop on %s is %s', (id, environment, host) => {
    const shop = SHOPS.find((entry) => entry.id === id);
    expect(shop && shopHost(shop, environment)).toBe(host);
  });

  it('puts the prefix before the configured domain', () => {
    const [cellar] = shopsFor({
      cellar: 'cellar.es',
      italvinus: 'italvinus.it',
      fr: 'cellar.fr',
      de: 'cellar.de',
      uk: 'cellar.co.uk',
    });
    expect(cellar && shopHost(cellar, 'production')).toBe('www.cellar.es');
    expect(shopHost({ domain: 'cellar.co.uk' }, 'staging')).toBe('staging.cellar.co.uk');
  });

  it('is www on production and the staging prefix anywhere else; a local run is off production', () => {
    expect(CELLAR_ENVIRONMENTS).toEqual(['production', 'staging']);
    expect(PRODUCTION_HOST_PREFIX).toBe('www');
    expect(STAGING_HOST_PREFIX).toBe('staging');
    expect(hostPrefix('production')).toBe('www');
    expect(hostPrefix('staging')).toBe('staging');
    expect(DEFAULT_CELLAR_ENVIRONMENT).toBe('staging');
  });
});

describe('configureShops', () => {
  it('gives each shop, in the order of the ids, its host in the environment', () => {
    const configured = configureShops('production', { ...SHOPS_DOMAINS, uk: 'cellar.co.uk' });
    expect(configured.environment).toBe('production');
    expect(configured.shops.map((shop) => [shop.id, shop.host])).toEqual([
      ['cellar', 'www.cellar-es.example'],
      ['italvinus', 'www.cellar-it.example'],
      ['fr', 'www.cellar-fr.example'],
      ['de', 'www.cellar-de.example'],
      ['uk', 'www.cellar.co.uk'],
    ]);
    expect(configured.shops[4]).toMatchObject({
      language: 'en',
      country: 'uk',
      letter: 'U',
      domain: 'cellar.co.uk',
    });
  });

  it('uses the default domains when none are configured', () => {
    expect(configureShops('staging').shops.map((shop) => shop.host)).toContain('staging.cellar-es.example');
  });
});
