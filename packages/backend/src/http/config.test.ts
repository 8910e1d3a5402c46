import { resolve } from 'node:path';
import { DEFAULT_SHOP_DOMAINS } from '@cellar/validation';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('defaults to port 8080 on every interface with the repo directories', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: resolve(REPO_ROOT, '.data'),
      webDir: resolve(REPO_ROOT, 'packages/web/dist'),
      fixturesDir: resolve(REPO_ROOT, 'fixtures'),
      logLevel: 'info',
      environment: 'staging',
      shopDomains: DEFAULT_SHOP_DOMAINS,
      newsletterSendRate: 20,
      busyTimeoutMs: 5000,
      loginFailuresPerAddress: 20,
      addons: true,
    });
  });

  it('finds the repo root from its own location', () => {
    expect(resolve(REPO_ROOT, 'packages/backend/src/http/config.ts')).toBe(
      resolve(import.meta.dirname, 'config.ts'),
    );
  });

  it('reads the environment and resolves relative directories against INIT_CWD', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATA_DIR: 'data',
      WEB_DIR: '/srv/web',
      FIXTURES_DIR: '/srv/fixtures',
      LOG_LEVEL: 'silent',
      CELLAR_ENVIRONMENT: 'production',
      SHOP_DOMAINS: 'uk=cellar.co.uk, fr=Cellar.FR',
      NEWSLETTER_SEND_RATE: '2.5',
      DB_BUSY_TIMEOUT_MS: '2000',
      LOGIN_FAILURES_PER_ADDRESS: '0',
      CELLAR_ADDONS: 'off',
      INIT_CWD: '/home/me',
    });
    expect(config).toEqual({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/home/me/data',
      webDir: '/srv/web',
      fixturesDir: '/srv/fixtures',
      logLevel: 'silent',
      environment: 'production',
      shopDomains: { ...DEFAULT_SHOP_DOMAINS, uk: 'cellar.co.uk', fr: 'cellar.fr' },
      newsletterSendRate: 2.5,
      busyTimeoutMs: 2000,
      loginFailuresPerAddress: 0,
      addons: false,
    });
  });

  it('treats empty variables as unset and accepts port 0', () => {
    expect(loadConfig({ PORT: '', DATA_DIR: '' }).port).toBe(8080);
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
    expect(loadConfig({ CELLAR_ENVIRONMENT: '', SHOP_DOMAINS: '' })).toMatchObject({
      environment: 'staging',
      shopDomains: DEFAULT_SHOP_DOMAINS,
    });
  });

  it.each(['abc', '80.5', '-1', '70000'])('refuses PORT=%s with a clear message', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(
      /Invalid configuration: PORT: PORT must be a whole number/,
    );
  });

  it('refuses an unknown LOG_LEVEL', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
    expect(() => loadConfig({ NEWSLETTER_SEND_RATE: '0' })).toThrow(/NEWSLETTER_SEND_RATE must be a number/);
    expect(() => loadConfig({ NEWSLETTER_SEND_RATE: 'fast' })).toThrow(
      /NEWSLETTER_SEND_RATE must be a number/,
    );
  });

  it.each([
    ['DB_BUSY_TIMEOUT_MS', '1.5', /DB_BUSY_TIMEOUT_MS must be a whole number of milliseconds/],
    [
      'LOGIN_FAILURES_PER_ADDRESS',
      '-1',
      /LOGIN_FAILURES_PER_ADDRESS must be a whole number of failed logins/,
    ],
    ['CELLAR_ADDONS', 'no', /CELLAR_ADDONS must be on or off/],
  ])('refuses %s=%s', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it.each(['prod', 'Production', 'development'])('refuses CELLAR_ENVIRONMENT=%s', (environment) => {
    expect(() => loadConfig({ CELLAR_ENVIRONMENT: environment })).toThrow(
      'Invalid configuration: CELLAR_ENVIRONMENT: CELLAR_ENVIRONMENT must be one of production, staging',
    );
  });

  it.each([
    ['es=cellar.es', "SHOP_DOMAINS: 'es' is not a shop: the shops are cellar, italvinus, fr, de, uk"],
    [
      'uk=www.cellar.co.uk',
      "SHOP_DOMAINS: The domain of uk goes without its www. or staging. prefix: 'www.cellar.co.uk'",
    ],
    ['uk', "SHOP_DOMAINS: 'uk' is not shop=domain (e.g. uk=cellar-uk.example)"],
  ])('refuses SHOP_DOMAINS=%s with the validation message', (domains, message) => {
    expect(() => loadConfig({ SHOP_DOMAINS: domains })).toThrow(`Invalid configuration: ${message}`);
  });

  it('lists every wrong shop domain in the one line', () => {
    expect(() => loadConfig({ SHOP_DOMAINS: 'xx=a.example,uk=bad' })).toThrow(
      "Invalid configuration: SHOP_DOMAINS: 'xx' is not a shop: the shops are cellar, italvinus, fr, de, uk; " +
        "SHOP_DOMAINS: The domain of uk is not a domain name: 'bad'",
    );
  });
});
