import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigStore, configDir } from './config-store';
import { UserError } from './errors';
import { tempConfigDir } from './test-harness';

describe('configDir', () => {
  it.each([
    [
      'CELLAR_CONFIG_DIR wins',
      { CELLAR_CONFIG_DIR: '/c', XDG_CONFIG_HOME: '/x', APPDATA: '/a' },
      'linux',
      '/c',
    ],
    ['then XDG_CONFIG_HOME', { XDG_CONFIG_HOME: '/x', APPDATA: '/a' }, 'win32', '/x/cellar'],
    ['then %APPDATA% on Windows', { APPDATA: '/a' }, 'win32', '/a/cellar'],
    ['else ~/.config', { APPDATA: '/a' }, 'linux', '/home/u/.config/cellar'],
    [
      'empty values are unset',
      { CELLAR_CONFIG_DIR: '', XDG_CONFIG_HOME: '' },
      'darwin',
      '/home/u/.config/cellar',
    ],
  ] as const)('%s', (_name, env, platform, expected) => {
    expect(configDir({ env, platform, homedir: '/home/u' }).replaceAll('\\', '/')).toBe(expected);
  });
});

describe('ConfigStore', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    ({ dir, cleanup } = await tempConfigDir());
  });
  afterEach(() => cleanup());

  const session = (baseUrl: string, email = 'admin@example.com') => ({
    baseUrl,
    email,
    token: `token-for-${baseUrl}`,
    savedAt: '2025-01-01T00:00:00.000Z',
  });

  it('keeps one session per base URL', async () => {
    const store = new ConfigStore(dir);
    await store.set(session('http://a.test'));
    await store.set(session('http://b.test', 'viewer@example.com'));
    expect(await store.get('http://a.test')).toEqual(session('http://a.test'));
    expect(await store.remove('http://a.test')).toBe(true);
    expect(await store.remove('http://a.test')).toBe(false);
    expect(await store.get('http://a.test')).toBeUndefined();
    expect((await store.get('http://b.test'))?.email).toBe('viewer@example.com');
  });

  it.skipIf(process.platform === 'win32')(
    'writes the file 0600 in a 0700 directory, leaving no temporary file',
    async () => {
      const store = new ConfigStore(dir);
      await store.set(session('http://a.test'));
      await store.set(session('http://b.test'));
      expect((await stat(dir)).mode & 0o777).toBe(0o700);
      expect((await stat(store.file)).mode & 0o777).toBe(0o600);
      expect(await readdir(dir)).toEqual(['session.json']);
    },
  );

  it.skipIf(process.platform === 'win32')(
    'tightens a file that was readable by others when it rewrites it',
    async () => {
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, 'session.json'), '{"version":1,"sessions":{}}', { mode: 0o644 });
      const store = new ConfigStore(dir);
      await store.set(session('http://a.test'));
      expect((await stat(store.file)).mode & 0o777).toBe(0o600);
      expect(JSON.parse(await readFile(store.file, 'utf8')).sessions['http://a.test'].token).toBe(
        'token-for-http://a.test',
      );
    },
  );

  it('answers nothing stored when there is no file yet', async () => {
    expect(await new ConfigStore(dir).get('http://a.test')).toBeUndefined();
  });

  it('reports a damaged file as a user error that says what to do', async () => {
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'session.json'), '{not json');
    const error = await new ConfigStore(dir).get('http://a.test').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).nextStep).toContain('cellar login');
  });

  it('ignores entries that are not sessions', async () => {
    await mkdir(dir, { recursive: true });
    await writeFile(
      join(dir, 'session.json'),
      JSON.stringify({
        version: 1,
        sessions: { 'http://a.test': { token: 1 }, 'http://b.test': session('http://b.test') },
      }),
    );
    const store = new ConfigStore(dir);
    expect(await store.get('http://a.test')).toBeUndefined();
    expect(await store.get('http://b.test')).toEqual(session('http://b.test'));
  });
});
