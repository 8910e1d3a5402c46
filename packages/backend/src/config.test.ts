import { resolve } from 'node:path';
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
    });
  });

  it('finds the repo root from its own location', () => {
    expect(resolve(REPO_ROOT, 'packages/backend/src/config.ts')).toBe(
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
      INIT_CWD: '/home/me',
    });
    expect(config).toEqual({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/home/me/data',
      webDir: '/srv/web',
      fixturesDir: '/srv/fixtures',
      logLevel: 'silent',
    });
  });

  it('treats empty variables as unset and accepts port 0', () => {
    expect(loadConfig({ PORT: '', DATA_DIR: '' }).port).toBe(8080);
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
  });

  it.each(['abc', '80.5', '-1', '70000'])('refuses PORT=%s with a clear message', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(
      /Invalid configuration: PORT: PORT must be a whole number/,
    );
  });

  it('refuses an unknown LOG_LEVEL', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
  });
});
