import { asRecord, asText } from '../fields';
import { fail, type Issue, ok, type Result } from '../result';
import { SHOPS, type Shop, shopOfCountry } from '../shops';
import { siteMessages } from './messages';

export interface TestEmailInput {
  email: string;
  language: string;
  country: string;
  shop: string;
  domain: string;
}

/** Body of `POST /@send-test-email`. */
export interface TestEmailBody {
  recipient: string;
  ctx: { country: string; shop: string; lang: string; domain: string };
}

const FIELDS = ['email', 'language', 'country', 'shop', 'domain'] as const;

/** Whether `host` is one of the shop's own hosts: its domain, with any host prefix (www, staging). */
const isHostOf = (host: string, shop: Shop): boolean => {
  const name = host.toLowerCase();
  return name === shop.domain || name.endsWith(`.${shop.domain}`);
};

/**
 * 'Send a test email' modal (§5): email, language, country, shop and domain are all required, else 'Please, fill
 * all fields in order to send the email', said once, on the first empty field. Values are trimmed. The email is
 * sent as that shop would send it, so the three must fit together: the country is one the shop sells to (its own,
 * or any country without a shop of its own for the main shop: `shopOfCountry`) and the domain is one of the
 * shop's hosts (`shops` as the deployment configures their domains); the language is free.
 */
export function validateTestEmail(input: unknown, shops: readonly Shop[] = SHOPS): Result<TestEmailInput> {
  const record = asRecord(input);
  const value = Object.fromEntries(
    FIELDS.map((field) => [field, asText(record[field])]),
  ) as unknown as TestEmailInput;
  const empty = FIELDS.find((field) => value[field] === '');
  if (empty !== undefined) return fail({ path: empty, message: siteMessages.testEmail.fillAllFields });
  const messages = siteMessages.testEmail;
  const shop = shops.find((candidate) => candidate.id === value.shop);
  const issues: Issue[] = [];
  if (shop === undefined) issues.push({ path: 'shop', message: messages.unknownShop(value.shop) });
  else {
    if (shopOfCountry(value.country) !== shop.id)
      issues.push({ path: 'country', message: messages.countryNotOfShop(value.country, shop.id) });
    if (!isHostOf(value.domain, shop))
      issues.push({ path: 'domain', message: messages.domainNotOfShop(value.domain, shop.id) });
  }
  return issues.length > 0 ? fail(...issues) : ok(value);
}

/** The send-test-email call's body from a valid form. */
export const testEmailBody = ({ email, language, country, shop, domain }: TestEmailInput): TestEmailBody => ({
  recipient: email,
  ctx: { country, shop, lang: language, domain },
});
