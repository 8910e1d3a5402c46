import { describe, expect, it } from 'vitest';
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
  it('reports every empty field of an empty form', () => {
    expect(issuesOf(validateTestEmail(null))).toHaveLength(5);
  });
  it('never throws', () => neverThrows(validateTestEmail));
});
