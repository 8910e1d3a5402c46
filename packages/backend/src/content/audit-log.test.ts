import { afterEach, describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../fixtures/scripts/seeded-random';
import { openDatabase } from '../db/database';
import { putObject } from '../search/search-test-support';
import { audit, READ_LOGS_SQL, RECENT_LOGS_WINDOW, readLogs, SMALL_SUBTREE } from './audit-log';
import { type ContentTest, contentTest, smallTree, url } from './content-test-support';

let t: ContentTest;
afterEach(() => t?.b.close());

interface Page {
  logs: { date: string; user: string; action: string; path: string; payload: unknown }[];
  search_after: string | null;
}

const logs = async (query: string, token = t.admin): Promise<Page> => {
  const res = await t.b.call('GET', url(`/@get-logs?${query}`), { token });
  expect(res.status, query).toBe(200);
  return (await res.json()) as Page;
};

describe('audit log', () => {
  it('records every kind of write with date, user, action, path and payload', async () => {
    t = await contentTest();
    await smallTree(t);
    const call = async (method: string, path: string, body?: unknown, token = t.admin) => {
      t.b.advance(1000);
      const res = await t.b.call(method, url(path), { token, body });
      expect(res.status, `${method} ${path}`).toBeLessThan(300);
    };
    await call('PATCH', '/bodegas/vega/unico', { anyada: 2011 }, t.editor);
    await call('POST', '/bodegas/vega/@upsert', { '@type': 'Producto', id: 'alion', nombre: 'Alión' });
    await call('POST', '/bodegas/vega/@sharing', {
      prinperm: [{ principal: 'viewer@example.com', permission: 'cellar.ViewLogs', setting: 'Allow' }],
    });
    await call('POST', '/bodegas/vega/alion/@duplicate', { destination: '/bodegas/vega', new_id: 'alion-2' });
    await call('POST', '/bodegas/vega/alion-2/@move', { destination: '/bodegas/vega', new_id: 'alion-3' });
    await call('DELETE', '/bodegas/vega/alion-3');
    const page = await logs('path=/bodegas/vega/&size=20&backend=ch');
    expect(page.search_after).toBeNull();
    expect(page.logs.map((l) => [l.action, l.path, l.user])).toEqual([
      ['delete', '/bodegas/vega/alion-3', 'admin@example.com'],
      ['move', '/bodegas/vega/alion-3', 'admin@example.com'],
      ['copy', '/bodegas/vega/alion-2', 'admin@example.com'],
      ['sharing', '/bodegas/vega', 'admin@example.com'],
      ['upsert', '/bodegas/vega/alion', 'admin@example.com'],
      ['modify', '/bodegas/vega/unico', 'editor@example.com'],
      ['create', '/bodegas/vega/unico', 'admin@example.com'],
      ['create', '/bodegas/vega', 'admin@example.com'],
    ]);
    expect(page.logs[5]).toEqual({
      id: expect.any(Number),
      date: '2025-01-15T09:00:01.000Z',
      user: 'editor@example.com',
      action: 'modify',
      path: '/bodegas/vega/unico',
      uid: expect.any(String),
      payload: { before: { anyada: 2010 }, after: { anyada: 2011 } },
    });
    expect(page.logs[1]?.payload).toEqual({
      source: '/bodegas/vega/alion-2',
      destination: '/bodegas/vega',
      new_id: 'alion-3',
    });
  });

  it('answers the path and below only (not siblings sharing a prefix), the whole tree for /', async () => {
    t = await contentTest();
    await smallTree(t);
    await t.create('/', { '@type': 'Folder', id: 'bodegas-old' });
    expect((await logs('path=/bodegas')).logs.map((l) => l.path)).toEqual([
      '/bodegas/vega/unico',
      '/bodegas/vega',
      '/bodegas',
    ]);
    expect((await logs('path=/')).logs).toHaveLength(5);
  });

  it('pages newest first with search_after', async () => {
    t = await contentTest();
    await smallTree(t);
    for (let i = 0; i < 4; i++)
      await t.b.call('PATCH', url('/bodegas/vega/unico'), { token: t.admin, body: { anyada: 2000 + i } });
    const first = await logs('path=/bodegas/vega/unico&size=2');
    expect(first.logs.map((l) => l.payload)).toEqual([
      { before: { anyada: 2002 }, after: { anyada: 2003 } },
      { before: { anyada: 2001 }, after: { anyada: 2002 } },
    ]);
    expect(first.search_after).toEqual(expect.any(String));
    const second = await logs(`path=/bodegas/vega/unico&size=2&search_after=${first.search_after}`);
    expect(second.logs.map((l) => l.payload)).toEqual([
      { before: { anyada: 2000 }, after: { anyada: 2001 } },
      { before: expect.anything(), after: { anyada: 2000 } },
    ]);
    const third = await logs(`path=/bodegas/vega/unico&size=2&search_after=${second.search_after}`);
    expect(third.logs.map((l) => l.action)).toEqual(['create']);
    expect(third.search_after).toBeNull();
  });

  it('keeps the logs of a deleted object readable by path', async () => {
    t = await contentTest();
    await smallTree(t);
    await t.b.call('DELETE', url('/bodegas/vega'), { token: t.admin });
    expect((await logs('path=/bodegas/vega/unico')).logs.map((l) => l.action)).toEqual(['create']);
  });

  it('keeps the history of a moved object under its new path', async () => {
    t = await contentTest();
    await smallTree(t);
    await t.create('/', { '@type': 'Folder', id: 'otra' });
    await t.b.call('PATCH', url('/bodegas/vega/unico'), { token: t.admin, body: { anyada: 1999 } });
    const moved = await t.b.call('POST', url('/bodegas/vega/unico/@move'), {
      token: t.admin,
      body: { destination: '/otra' },
    });
    expect(moved.status).toBe(200);
    const history = (await logs('path=/otra/unico')).logs;
    expect(history.map((l) => l.action)).toEqual(['move', 'modify', 'create']);
    expect(history.at(-1)?.path).toBe('/bodegas/vega/unico');
    // The folder it came from still shows what happened there.
    expect((await logs('path=/bodegas/vega')).logs.map((l) => l.action)).toContain('modify');
  });

  it("reads an object's page through indexes, never by scanning the log", () => {
    const db = openDatabase(':memory:');
    try {
      const plan = db
        .prepare(`EXPLAIN QUERY PLAN ${READ_LOGS_SQL}`)
        .all('/a', '/a/', '/a0', 10, '/a', '/a/', '/a0', 10, 21)
        .map((row) => (row as { detail: string }).detail);
      expect(
        plan.some((detail) => /^SCAN (audit_log|a)\b/.test(detail)),
        plan.join('\n'),
      ).toBe(false);
      expect(plan.join('\n')).toMatch(/USING (COVERING )?INDEX audit_log_uid/);
    } finally {
      db.close();
    }
  });

  it.each([
    ['size=0', 'size'],
    ['size=101', 'size'],
    ['size=abc', 'size'],
    ['search_after=x', 'search_after'],
    ['path=/a/../b', 'path'],
  ])('answers 400 for %s', async (query, path) => {
    t = await contentTest();
    const res = await t.b.call('GET', url(`/@get-logs?${query}`), { token: t.admin });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { details: { path: string }[] }).details[0]?.path).toBe(path);
  });

  it('needs cellar.ViewLogs (403 for editor and viewer) and a session', async () => {
    t = await contentTest();
    await smallTree(t);
    expect((await t.b.call('GET', url('/@get-logs?path=/'), { token: t.editor })).status).toBe(403);
    expect((await t.b.call('GET', url('/@get-logs?path=/'), { token: t.viewer })).status).toBe(403);
    expect((await t.b.call('GET', url('/@get-logs?path=/'))).status).toBe(401);
  });

  it('pages a large subtree newest first as the indexes would, window or not, moved and deleted objects too', () => {
    const db = openDatabase(':memory:');
    try {
      const { int, pick } = seededRandom(27);
      putObject(db, '/f', 'Folder', 'F');
      putObject(db, '/g', 'Folder', 'G');
      const inside = Array.from({ length: SMALL_SUBTREE + 20 }, (_, i) =>
        putObject(db, `/f/c${i}`, 'Item', `C${i}`),
      );
      const outside = Array.from({ length: 30 }, (_, i) => putObject(db, `/g/d${i}`, 'Item', `D${i}`));
      // Dense, then none for longer than the window, then dense again: the first pages fill within the window,
      // the page across the gap needs the indexes.
      const phases = [1_000, RECENT_LOGS_WINDOW + 500, 1_000];
      phases.forEach((entries, phase) => {
        for (let n = 0; n < entries; n++) {
          const row = phase === 1 ? pick(outside) : pick(inside);
          const kind = phase === 1 ? 2 : int(0, 20);
          audit(db, {
            date: '2026-01-01T00:00:00.000Z',
            user: 'a@example.com',
            action: 'modify',
            // Written at a path it has since left (moved in), or at a path now gone, or where it is.
            path: kind === 0 ? '/elsewhere/x' : kind === 1 ? '/f/gone' : row.path,
            uid: kind === 1 ? null : row.uid,
            payload: { phase, n },
          });
        }
      });
      const expected = (path: string, lower: string, upper: string) =>
        db
          .prepare(READ_LOGS_SQL)
          .all(path, lower, upper, Number.MAX_SAFE_INTEGER, path, lower, upper, Number.MAX_SAFE_INTEGER, 1e9)
          .map((row) => (row as { id: number }).id);
      const walk = (path: string, size: number) => {
        const ids: number[] = [];
        let after: number | undefined;
        for (;;) {
          const page = readLogs(db, { path, size, searchAfter: after });
          ids.push(...page.logs.map((log) => (log as unknown as { id: number }).id));
          if (page.search_after === null) return ids;
          after = Number(page.search_after);
        }
      };
      expect(walk('/f', 50)).toEqual(expected('/f', '/f/', '/f0'));
      expect(walk('/', 97)).toEqual(expected('/', '/', '0'));
      expect(walk('/f/c3', 7)).toEqual(expected('/f/c3', '/f/c3/', '/f/c30'));
    } finally {
      db.close();
    }
  });
});
