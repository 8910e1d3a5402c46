// Helpers of the tests that write to a site folder loaded from its real fixture file (/promos, /taxonomies): a
// backend with the file for each test, the calls of the editor (or of another account) and the audit log.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@cellar/validation';
import { afterEach, beforeEach, expect } from 'vitest';
import { type ACCOUNTS, fixturesDirWith, type TestBackend, testBackend } from '../test-support';

const FIXTURES = join(import.meta.dirname, '../../../../fixtures/content');
const fixture = (name: string): unknown => JSON.parse(readFileSync(join(FIXTURES, name), 'utf8'));
const url = (path: string) => `/db/guillotina${path}`;

export interface SiteFixturesTest {
  tokenFor(account: keyof typeof ACCOUNTS): Promise<string>;
  /** GET as the editor, expecting 200. */
  get(path: string): Promise<Record<string, unknown>>;
  /** PATCH as the editor, or as the holder of `token`. */
  patch(path: string, body: unknown, token?: string): Promise<Response>;
  /** The issues of a refusal, expecting a 400 ValidationError. */
  details(res: Response): Promise<{ path: string; message: string }[]>;
  /** The newest audit entries (20) of a path, as the admin reads them. */
  logs(path: string): Promise<{ action: string; payload: Record<string, unknown> }[]>;
}

/** The helpers of a test file whose every test gets a backend with the given files of fixtures/content/. */
export function siteFixturesTest(...files: string[]): SiteFixturesTest {
  const fixturesDir = fixturesDirWith(Object.fromEntries(files.map((name) => [name, fixture(name)])));
  let b: TestBackend;
  let editor: string;
  let admin: string;
  beforeEach(async () => {
    b = testBackend({ fixturesDir });
    editor = await b.tokenFor('editor');
    admin = await b.tokenFor('admin');
  });
  afterEach(() => b.close());
  return {
    tokenFor: (account) => b.tokenFor(account),
    get: async (path) => {
      const res = await b.call('GET', url(path), { token: editor });
      expect(res.status).toBe(200);
      return (await res.json()) as Record<string, unknown>;
    },
    patch: (path, body, token = editor) => b.call('PATCH', url(path), { token, body }),
    details: async (res) => {
      expect(res.status).toBe(400);
      const body = (await res.json()) as { type: string; details: { path: string; message: string }[] };
      expect(body.type).toBe('ValidationError');
      return body.details;
    },
    logs: async (path) => {
      const res = await b.call('GET', url(`/@get-logs?path=${path}&size=20&backend=ch`), { token: admin });
      return ((await res.json()) as { logs: { action: string; payload: Record<string, unknown> }[] }).logs;
    },
  };
}

/** A text in every language: `{es: 'text es', it: 'text it', ...}`. */
export const everyLanguage = (text: string): Record<string, string> =>
  Object.fromEntries(LANGUAGES.map((l) => [l, `${text} ${l}`]));
