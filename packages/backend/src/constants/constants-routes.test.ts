import { DEFAULT_SHOP_DOMAINS } from '@cellar/validation';
import { COUNTRIES } from '@cellar/validation/catalogue';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FileTestBackend, fileTestBackend } from '../files/file-test-support';
import { testBackend } from '../test-support';

let b: FileTestBackend;
beforeEach(() => {
  b = fileTestBackend();
});
afterEach(() => b.close());

describe('GET /v2/@constants', () => {
  it('lists the catalogue countries with Spanish names', async () => {
    const res = await b.request('GET', '/v2/@constants', { token: await b.token('viewer') });
    expect(res.status).toBe(200);
    const { countries } = (await res.json()) as { countries: { nombre: string; id_pais: string }[] };
    expect(countries.map((c) => c.id_pais)).toEqual(COUNTRIES);
    expect(countries).toContainEqual({ nombre: 'España', id_pais: 'es' });
    expect(countries).toContainEqual({ nombre: 'Países Bajos', id_pais: 'ho' });
  });

  it('401 without a token', async () => {
    const res = await b.request('GET', '/v2/@constants');
    expect(res.status).toBe(401);
    expect(((await res.json()) as { type: string }).type).toBe('Unauthorized');
  });
});

describe('GET /v2/@shops', () => {
  it('answers the default configuration: staging hosts on the .example domains', async () => {
    const res = await b.request('GET', '/v2/@shops', { token: await b.token('viewer') });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      environment: 'staging',
      shops: [
        {
          id: 'cellar',
          language: 'es',
          country: 'es',
          letter: 'V',
          domain: 'cellar-es.example',
          host: 'staging.cellar-es.example',
        },
        {
          id: 'italvinus',
          language: 'it',
          country: 'it',
          letter: 'I',
          domain: 'cellar-it.example',
          host: 'staging.cellar-it.example',
        },
        {
          id: 'fr',
          language: 'fr',
          country: 'fr',
          letter: 'F',
          domain: 'cellar-fr.example',
          host: 'staging.cellar-fr.example',
        },
        {
          id: 'de',
          language: 'de',
          country: 'de',
          letter: 'D',
          domain: 'cellar-de.example',
          host: 'staging.cellar-de.example',
        },
        {
          id: 'uk',
          language: 'en',
          country: 'uk',
          letter: 'U',
          domain: 'cellar-uk.example',
          host: 'staging.cellar-uk.example',
        },
      ],
    });
  });

  it('answers the configured domains with www on production', async () => {
    const backend = testBackend({
      environment: 'production',
      shopDomains: { ...DEFAULT_SHOP_DOMAINS, uk: 'cellar.co.uk' },
    });
    try {
      const res = await backend.call('GET', '/v2/@shops', { token: await backend.tokenFor('viewer') });
      const body = (await res.json()) as {
        environment: string;
        shops: { id: string; domain: string; host: string }[];
      };
      expect(body.environment).toBe('production');
      expect(body.shops.map(({ id, domain, host }) => [id, domain, host])).toEqual([
        ['cellar', 'cellar-es.example', 'www.cellar-es.example'],
        ['italvinus', 'cellar-it.example', 'www.cellar-it.example'],
        ['fr', 'cellar-fr.example', 'www.cellar-fr.example'],
        ['de', 'cellar-de.example', 'www.cellar-de.example'],
        ['uk', 'cellar.co.uk', 'www.cellar.co.uk'],
      ]);
    } finally {
      backend.close();
    }
  });

  it('401 without a token', async () => {
    const res = await b.request('GET', '/v2/@shops');
    expect(res.status).toBe(401);
    expect(((await res.json()) as { type: string }).type).toBe('Unauthorized');
  });
});
