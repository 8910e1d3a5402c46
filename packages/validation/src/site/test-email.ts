import { asRecord, asText } from '../fields';
import { fail, type Issue, ok, type Result } from '../result';
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

/**
 * 'Send a test email' modal (§5): email, language, country, shop and domain are all required, else
 * 'Please, fill all fields in order to send the email' on each empty field. Values are trimmed.
 */
export function validateTestEmail(input: unknown): Result<TestEmailInput> {
  const record = asRecord(input);
  const value = Object.fromEntries(
    FIELDS.map((field) => [field, asText(record[field])]),
  ) as unknown as TestEmailInput;
  const issues: Issue[] = FIELDS.filter((field) => value[field] === '').map((field) => ({
    path: field,
    message: siteMessages.testEmail.fillAllFields,
  }));
  return issues.length > 0 ? fail(...issues) : ok(value);
}

/** The send-test-email call's body from a valid form. */
export const testEmailBody = ({ email, language, country, shop, domain }: TestEmailInput): TestEmailBody => ({
  recipient: email,
  ctx: { country, shop, lang: language, domain },
});
