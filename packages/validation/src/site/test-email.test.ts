import { describe, expect, it } from 'vitest';
import { shopsFor } from '../shops';
import { siteMessages } from './messages';
import { testEmailBody, validateTestEmail } from './test-email';
import { issuesOf, neverThrows } from './test-support';

const full = {
  email: ' a@b.example ',
  language: 'es',
  country: 'es',
  shop: 'cellar',
  domain: 'cellar-es.example',
};
const MSG = 'Please, fill all fields in order to send the email';
const words = siteMessages.testEmail;

describe('validateTestEmail', () => {
  it('accepts a full form, trimmed, and builds the send-test-email body', () => {
    const result = validateTestEmail(full);
    expect(result).toEqual({ ok: true, value: { ...full, email: 'a@b.example' } });
    if (result.ok)
      expect(testEmailBody(result.value)).toEqual({
        recipient: 'a@b.example',
        ctx: { country: 'es', shop: 'cellar', lang: 'es', domain: 'cellar-es.example' },
      });
  });
  it.each(['email', 'language', 'country', 'shop', 'domain'])('requires %s', (field) => {
    expect(issuesOf(validateTestEmail({ ...full, [field]: '  ' }))).toEqual([[field, MSG]]);
  });
  it('says it once for an empty form, on the first field', () => {
    expect(issuesOf(validateTestEmail(null))).toEqual([['email', MSG]]);
    expect(issuesOf(validateTestEmail({ ...full, language: '', domain: '' }))).toEqual([['language', MSG]]);
  });

  it.each([
    ['the shop and any host of its domain', { domain: 'www.cellar-es.example' }],
    ['the main shop and a country without a shop of its own', { country: 'po' }],
    ['any language', { language: 'de' }],
    [
      'the uk shop, its country and its domain',
      { shop: 'uk', country: 'uk', domain: 'staging.cellar-uk.example' },
    ],
  ])('accepts %s', (_, change) => {
    expect(validateTestEmail({ ...full, ...change }).ok).toBe(true);
  });

  it("refuses a country and a domain that are not the shop's, each under its field", () => {
    expect(
      issuesOf(
        validateTestEmail({ ...full, country: 'fr', shop: 'cellar', domain: 'www.cellar-fr.example' }),
      ),
    ).toEqual([
      ['country', words.countryNotOfShop('fr', 'cellar')],
      ['domain', words.domainNotOfShop('www.cellar-fr.example', 'cellar')],
    ]);
    expect(issuesOf(validateTestEmail({ ...full, shop: 'fr', country: 'fr' }))).toEqual([
      ['domain', words.domainNotOfShop('cellar-es.example', 'fr')],
    ]);
    // A domain that only ends like the shop's is another host.
    expect(issuesOf(validateTestEmail({ ...full, domain: 'evilcellar-es.example' }))).toEqual([
      ['domain', words.domainNotOfShop('evilcellar-es.example', 'cellar')],
    ]);
    expect(issuesOf(validateTestEmail({ ...full, shop: 'nope' }))).toEqual([
      ['shop', words.unknownShop('nope')],
    ]);
  });

  it("checks the domain against the deployment's configured shop domains", () => {
    const shops = shopsFor({
      cellar: 'vinos.example',
      italvinus: 'vini.example',
      fr: 'vins.example',
      de: 'weine.example',
      uk: 'wines.example',
    });
    expect(validateTestEmail({ ...full, domain: 'www.vinos.example' }, shops).ok).toBe(true);
    expect(issuesOf(validateTestEmail(full, shops))).toEqual([
      ['domain', words.domainNotOfShop('cellar-es.example', 'cellar')],
    ]);
  });

  it('never throws', () => neverThrows(validateTestEmail));
});
