import { DEFAULT_SHOP_DOMAINS } from '@cellar/validation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildShopConfiguration } from './build-shops';

afterEach(() => vi.restoreAllMocks());

describe('buildShopConfiguration', () => {
  it('is the default domains off production when the build names nothing', () => {
    const { environment, shops } = buildShopConfiguration({});
    expect(environment).toBe('staging');
    expect(shops.map((shop) => [shop.id, shop.host])).toEqual([
      ['cellar', `staging.${DEFAULT_SHOP_DOMAINS.cellar}`],
      ['italvinus', `staging.${DEFAULT_SHOP_DOMAINS.italvinus}`],
      ['fr', `staging.${DEFAULT_SHOP_DOMAINS.fr}`],
      ['de', `staging.${DEFAULT_SHOP_DOMAINS.de}`],
      ['uk', `staging.${DEFAULT_SHOP_DOMAINS.uk}`],
    ]);
  });

  it("takes the build's environment and domains, written as the backend's settings", () => {
    const { environment, shops } = buildShopConfiguration({
      VITE_CELLAR_ENVIRONMENT: 'production',
      VITE_SHOP_DOMAINS: 'cellar=cellar.es,uk=cellar.co.uk',
    });
    expect(environment).toBe('production');
    expect(shops.find((shop) => shop.id === 'cellar')?.host).toBe('www.cellar.es');
    expect(shops.find((shop) => shop.id === 'uk')?.host).toBe('www.cellar.co.uk');
    expect(shops.find((shop) => shop.id === 'fr')?.host).toBe(`www.${DEFAULT_SHOP_DOMAINS.fr}`);
  });

  it('says on the console what it cannot read, and keeps the defaults', () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    const { environment, shops } = buildShopConfiguration({
      VITE_CELLAR_ENVIRONMENT: 'prod',
      VITE_SHOP_DOMAINS: 'xx=cellar.es',
    });
    expect(environment).toBe('staging');
    expect(shops.find((shop) => shop.id === 'cellar')?.domain).toBe(DEFAULT_SHOP_DOMAINS.cellar);
    expect(console).toHaveBeenCalledWith(
      'VITE_CELLAR_ENVIRONMENT must be one of production, staging, not "prod"',
    );
    expect(console).toHaveBeenCalledWith(expect.stringMatching(/^VITE_SHOP_DOMAINS: .+/));
  });
});
