// Helpers of the tests of the real types' rules (their `create`, `patch` and `validate`): a backend with the real
// registry, the sidebar folders a test asks for, and the calls of an editor.
import { afterEach, expect } from 'vitest';
import { type TestBackend, testBackend } from '../../test-support';

export interface TypeRulesTest {
  /** A backend with the real registry (clock 2025-01-15 09:00 UTC) and the given sidebar folders (id → type). */
  start(folders?: Record<string, string>): Promise<void>;
  /** A call as the editor to a content path. */
  call(method: string, path: string, body?: unknown): Promise<Response>;
  post(folder: string, body: Record<string, unknown>): Promise<Response>;
  patch(path: string, body: Record<string, unknown>): Promise<Response>;
  /** GET as the editor, expecting 200. */
  get(path: string): Promise<Record<string, unknown>>;
}

/** The helpers of a test file; the backend a test starts is closed after it. */
export function typeRulesTest(): TypeRulesTest {
  let b: TestBackend | undefined;
  let token = '';
  afterEach(() => b?.close());
  const call: TypeRulesTest['call'] = (method, path, body) => {
    if (b === undefined) throw new Error('start() the backend first');
    return b.call(method, `/db/guillotina${path}`, { token, body });
  };
  return {
    start: async (folders = {}) => {
      const backend = testBackend();
      b = backend;
      token = await backend.tokenFor('editor');
      const admin = await backend.tokenFor('admin');
      for (const [id, type] of Object.entries(folders)) {
        const res = await backend.call('POST', '/db/guillotina/', {
          token: admin,
          body: { '@type': type, id },
        });
        expect(res.status, `${type} ${id}`).toBe(201);
      }
    },
    call,
    post: (folder, body) => call('POST', folder, body),
    patch: (path, body) => call('PATCH', path, body),
    get: async (path) => {
      const res = await call('GET', path);
      expect(res.status, `GET ${path}`).toBe(200);
      return (await res.json()) as Record<string, unknown>;
    },
  };
}

/** The issues of a refusal, expecting 400. */
export const details = async (res: Response): Promise<{ path: string; message: string }[]> => {
  expect(res.status).toBe(400);
  return ((await res.json()) as { details: { path: string; message: string }[] }).details;
};
