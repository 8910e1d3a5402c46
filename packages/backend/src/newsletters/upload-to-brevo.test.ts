import { DEFAULT_SHOP_DOMAINS } from '@cellar/validation';
import { siteMessages } from '@cellar/validation/site';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { fixturesDirWith, testBackend } from '../test-support';
import type { EmailProvider } from './email-provider';
import { SUBJECT } from './newsletter-test-support';
import { newsletterSendingViews } from './sending-views';

const FIXTURES = fixturesDirWith({
  '08-newsletters.json': {
    '@type': 'NewslettersFolder',
    id: 'newsletters',
    title: 'Newsletter',
    items: [
      {
        '@type': 'Newsletter',
        id: '1_12_26_test',
        title: 'Test',
        subject: SUBJECT,
        contenido: [{ id: 's1', id_tipo: 'h1', text: { es: 'Hola' } }],
      },
    ],
  },
});

function backendWith(provider: EmailProvider) {
  const views = newsletterSendingViews({
    mailer: { send: () => undefined },
    now: Date.now,
    logger: pino({ level: 'silent' }),
    shopDomains: DEFAULT_SHOP_DOMAINS,
    provider,
  }).filter((def) => def.name === '@upload-to-brevo');
  return testBackend({ fixturesDir: FIXTURES, contentViews: views });
}

describe('POST @upload-to-brevo', () => {
  it("answers the provider's failure status as is, with 'Error uploading to Brevo! Status: {status}'", async () => {
    const backend = backendWith({ upload: () => ({ status: 503, campaign: '' }) });
    const res = await backend.call('POST', '/db/guillotina/newsletters/1_12_26_test/@upload-to-brevo', {
      token: await backend.tokenFor('admin'),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      message: siteMessages.newsletter.brevoError(503),
      type: 'ServiceUnavailable',
      details: { status: 503 },
    });
  });

  it('hands the provider the rendered newsletter, named by its campaign', async () => {
    const uploads: unknown[] = [];
    const backend = backendWith({
      upload: (campaign) => {
        uploads.push(campaign);
        return { status: 201, campaign: 'c-1' };
      },
    });
    const res = await backend.call('POST', '/db/guillotina/newsletters/1_12_26_test/@upload-to-brevo', {
      token: await backend.tokenFor('admin'),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 201, campaign: 'c-1' });
    expect(uploads).toEqual([
      expect.objectContaining({ name: 'Test', subject: 'Asunto', html: expect.stringContaining('Hola') }),
    ]);
  });
});
