import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { parseShopDomains } from './shop-domains';
import { DEFAULT_SHOP_DOMAINS, SHOP_IDS } from './shops';

describe('parseShopDomains', () => {
  it.each([
    ['', {}],
    ['   ', {}],
    ['uk=cellar.co.uk', { uk: 'cellar.co.uk' }],
    ['cellar=cellar-es.example,uk=cellar-uk.example', {}],
    [' cellar = Cellar.ES , italvinus=italvinus.it ,', { cellar: 'cellar.es', italvinus: 'italvinus.it' }],
    ['UK=shop-1.co.uk,,de=xn--weinkeller-q9a.de', { uk: 'shop-1.co.uk', de: 'xn--weinkeller-q9a.de' }],
    [
      'cellar=a.example,italvinus=b.example,fr=c.example,de=d.example,uk=e.example',
      { cellar: 'a.example', italvinus: 'b.example', fr: 'c.example', de: 'd.example', uk: 'e.example' },
    ],
  ])('%j overrides %j and keeps the other defaults', (text, overrides) => {
    expect(parseShopDomains(text)).toEqual({ ok: true, value: { ...DEFAULT_SHOP_DOMAINS, ...overrides } });
  });

  it.each([
    [42, 'shopDomains', 'The shop domains must be text such as uk=cellar-uk.example,fr=cellar-fr.example'],
    ['uk', 'shopDomains', "'uk' is not shop=domain (e.g. uk=cellar-uk.example)"],
    ['uk:cellar.co.uk', 'shopDomains', "'uk:cellar.co.uk' is not shop=domain (e.g. uk=cellar-uk.example)"],
    ['es=cellar.es', 'shopDomains', "'es' is not a shop: the shops are cellar, italvinus, fr, de, uk"],
    ['=cellar.es', 'shopDomains', "'' is not a shop: the shops are cellar, italvinus, fr, de, uk"],
    ['uk=a.example,uk=b.example', 'shopDomains.uk', 'The shop uk is given more than once'],
    ['uk=', 'shopDomains.uk', "The domain of uk is not a domain name: ''"],
    ['uk=localhost', 'shopDomains.uk', "The domain of uk is not a domain name: 'localhost'"],
    [
      'uk=https://cellar.co.uk',
      'shopDomains.uk',
      "The domain of uk is not a domain name: 'https://cellar.co.uk'",
    ],
    ['uk=cellar.co.uk/', 'shopDomains.uk', "The domain of uk is not a domain name: 'cellar.co.uk/'"],
    ['uk=cellar.co.uk:8443', 'shopDomains.uk', "The domain of uk is not a domain name: 'cellar.co.uk:8443'"],
    ['uk=-cellar.co.uk', 'shopDomains.uk', "The domain of uk is not a domain name: '-cellar.co.uk'"],
    ['uk=cellar..uk', 'shopDomains.uk', "The domain of uk is not a domain name: 'cellar..uk'"],
    ['uk=cellar uk.example', 'shopDomains.uk', "The domain of uk is not a domain name: 'cellar uk.example'"],
    ['uk=10.0.0.1', 'shopDomains.uk', "The domain of uk is not a domain name: '10.0.0.1'"],
    [
      `uk=${'a'.repeat(64)}.example`,
      'shopDomains.uk',
      `The domain of uk is not a domain name: '${'a'.repeat(64)}.example'`,
    ],
    [
      'uk=www.cellar.co.uk',
      'shopDomains.uk',
      "The domain of uk goes without its www. or staging. prefix: 'www.cellar.co.uk'",
    ],
    [
      'fr=STAGING.cellar.fr',
      'shopDomains.fr',
      "The domain of fr goes without its www. or staging. prefix: 'staging.cellar.fr'",
    ],
    [
      'uk=cellar-es.example',
      'shopDomains',
      'The shops cellar and uk cannot share the domain cellar-es.example',
    ],
  ])('refuses %j on %s: %s', (text, path, message) => {
    expect(parseShopDomains(text)).toEqual({ ok: false, issues: [{ path, message }] });
  });

  it('lists every issue at once', () => {
    const answer = parseShopDomains('xx=a.example,uk=bad,fr');
    expect(answer.ok ? [] : answer.issues.map((issue) => issue.message)).toEqual([
      messages.shops.unknownShop('xx'),
      messages.shops.invalidDomain('uk', 'bad'),
      messages.shops.entryForm('fr'),
    ]);
  });

  it('never throws, and what it accepts is a domain for every shop, without a prefix and none shared', () => {
    const entry = fc.tuple(
      fc.constantFrom(...SHOP_IDS, 'xx', 'UK', ''),
      fc.constantFrom('=', ' = ', ':', ''),
      fc.oneof(fc.domain(), fc.string(), fc.constantFrom('www.a.example', 'a.example', 'localhost')),
    );
    const text = fc.oneof(
      fc.array(entry).map((entries) => entries.map((parts) => parts.join('')).join(',')),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.oneof(text, fc.anything()), (input) => {
        const answer = parseShopDomains(input);
        if (!answer.ok) {
          expect(answer.issues.length).toBeGreaterThan(0);
          return;
        }
        const domains = SHOP_IDS.map((id) => answer.value[id]);
        expect(Object.keys(answer.value).sort()).toEqual([...SHOP_IDS].sort());
        expect(new Set(domains).size).toBe(SHOP_IDS.length);
        for (const domain of domains) {
          expect(domain).toMatch(/^[a-z0-9.-]+\.[a-z][a-z0-9-]*$/);
          expect(domain).not.toMatch(/^(www|staging)\./);
        }
      }),
    );
  });

  it('accepts any generated domain name for a shop', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SHOP_IDS), fc.domain(), (id, domain) => {
        fc.pre(!/^(www|staging)\./.test(domain) && !Object.values(DEFAULT_SHOP_DOMAINS).includes(domain));
        expect(parseShopDomains(`${id}=${domain}`)).toEqual({
          ok: true,
          value: { ...DEFAULT_SHOP_DOMAINS, [id]: domain },
        });
      }),
    );
  });
});

describe('the shop configuration messages (not in the spec), word for word', () => {
  it.each([
    [messages.shops.entryForm('uk'), "'uk' is not shop=domain (e.g. uk=cellar-uk.example)"],
    [messages.shops.unknownShop('es'), "'es' is not a shop: the shops are cellar, italvinus, fr, de, uk"],
    [messages.shops.duplicateShop('fr'), 'The shop fr is given more than once'],
    [
      messages.shops.sharedDomain('a.example', ['fr', 'de']),
      'The shops fr and de cannot share the domain a.example',
    ],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
