import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHOP,
  DEFAULT_SHOP_DOMAINS,
  LANGUAGES,
  SHOP_IDS,
  SHOPS,
  shopCurrency,
  shopFromHost,
  shopOfCountry,
  shopsFor,
} from './shops';

describe('shops', () => {
  it('lists one shop per id with its language, country and order letter', () => {
    expect(SHOPS.map((shop) => shop.id)).toEqual([...SHOP_IDS]);
    expect(SHOPS.map((shop) => [shop.language, shop.country, shop.letter])).toEqual([
      ['es', 'es', 'V'],
      ['it', 'it', 'I'],
      ['fr', 'fr', 'F'],
      ['de', 'de', 'D'],
      ['en', 'uk', 'U'],
    ]);
    expect(new Set(SHOPS.map((shop) => shop.language))).toEqual(new Set(LANGUAGES));
    expect(DEFAULT_SHOP.id).toBe('cellar');
  });

  it("gives a customer's country its shop, and the main shop to any other country", () => {
    expect(shopOfCountry('fr')).toBe('fr');
    expect(shopOfCountry(' UK ')).toBe('uk');
    expect(shopOfCountry('it')).toBe('italvinus');
    expect(shopOfCountry('pt')).toBe('cellar');
    expect(shopOfCountry('')).toBe('cellar');
  });

  it("prices the UK shop's orders in GBP and every other shop's in EUR", () => {
    expect(SHOP_IDS.map((shop) => [shop, shopCurrency(shop)])).toEqual([
      ['cellar', 'EUR'],
      ['italvinus', 'EUR'],
      ['fr', 'EUR'],
      ['de', 'EUR'],
      ['uk', 'GBP'],
    ]);
  });

  it('takes the domains from configuration', () => {
    const shops = shopsFor({ ...DEFAULT_SHOP_DOMAINS, uk: 'cellar.co.uk' });
    expect(shops.find((shop) => shop.id === 'uk')?.domain).toBe('cellar.co.uk');
    expect(SHOPS.find((shop) => shop.id === 'uk')?.domain).toBe('cellar-uk.example');
  });
});

describe('shopFromHost', () => {
  it.each([
    ['cellar-es.example', 'cellar'],
    ['www.cellar-it.example', 'italvinus'],
    ['staging.cellar-fr.example:8443', 'fr'],
    ['WWW.CELLAR-DE.EXAMPLE', 'de'],
    ['www.cellar-uk.example', 'uk'],
    ['localhost:5173', 'cellar'],
    ['admin.internal', 'cellar'],
    ['notcellar-it.example', 'cellar'],
    ['', 'cellar'],
  ])('%j is the %s shop', (host, id) => {
    expect(shopFromHost(host).id).toBe(id);
  });

  it('reads configured domains', () => {
    const shops = shopsFor({ ...DEFAULT_SHOP_DOMAINS, uk: 'cellar.co.uk' });
    expect(shopFromHost('www.cellar.co.uk', shops).id).toBe('uk');
    expect(shopFromHost('www.cellar-uk.example', shops).id).toBe('cellar');
  });
});
