import { LOCK_LEASE_MS } from '@cellar/validation';
import { afterEach, describe, expect, it } from 'vitest';
import { USER_TOKEN_TTL_MS } from '../auth/session-store';
import { type ContentTest, contentTest, smallTree, url } from './content-test-support';

let t: ContentTest;
afterEach(() => t?.b.close());

const P = '/bodegas/vega/unico';
const lock = (token: string) => t.b.call('POST', url(`${P}/@lock`), { token });
const unlock = (token: string) => t.b.call('POST', url(`${P}/@unlock`), { token });

// The test clock starts at 2025-01-15T09:00:00Z, 10:00 in Madrid.
describe('@lock / @unlock', () => {
  it('takes the lock: modification_date, holder, since and a 90 s lease', async () => {
    t = await contentTest();
    await smallTree(t);
    const res = await lock(t.editor);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      modification_date: (await t.get(P)).modification_date,
      locked_by: 'editor@example.com',
      since: '2025-01-15T09:00:00.000Z',
      expires: '2025-01-15T09:01:30.000Z',
    });
  });

  it('answers 409 Locked to anyone else, with who and since when (Madrid time)', async () => {
    t = await contentTest();
    await smallTree(t);
    await lock(t.editor);
    t.b.advance(30_000);
    const res = await lock(t.admin);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: 'Locked by editor@example.com since 10:00',
      type: 'Locked',
      details: {
        locked_by: 'editor@example.com',
        since: '2025-01-15T09:00:00.000Z',
        expires: '2025-01-15T09:01:30.000Z',
      },
    });
    expect((await unlock(t.admin)).status).toBe(409);
  });

  it('renews the lease for its holder, keeping since', async () => {
    t = await contentTest();
    await smallTree(t);
    await lock(t.editor);
    t.b.advance(60_000);
    const renewed = (await (await lock(t.editor)).json()) as { since: string; expires: string };
    expect(renewed.since).toBe('2025-01-15T09:00:00.000Z');
    expect(renewed.expires).toBe('2025-01-15T09:02:30.000Z');
    t.b.advance(60_000);
    expect((await lock(t.admin)).status).toBe(409);
  });

  it('frees an expired lock', async () => {
    t = await contentTest();
    await smallTree(t);
    await lock(t.editor);
    t.b.advance(LOCK_LEASE_MS - 1);
    expect((await lock(t.admin)).status).toBe(409);
    t.b.advance(1);
    const res = await lock(t.admin);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { locked_by: string }).locked_by).toBe('admin@example.com');
  });

  it('unlock releases (200) and unlocking with no lock is fine', async () => {
    t = await contentTest();
    await smallTree(t);
    await lock(t.editor);
    expect((await unlock(t.editor)).status).toBe(200);
    expect((await lock(t.admin)).status).toBe(200);
    expect((await unlock(t.admin)).status).toBe(200);
    expect((await unlock(t.admin)).status).toBe(200);
  });

  it('PATCH, DELETE, move and behaviours on an object locked by someone else answer 409 and write nothing', async () => {
    t = await contentTest();
    await smallTree(t);
    await lock(t.editor);
    const before = await t.get(P);
    const calls: [string, string, unknown][] = [
      ['PATCH', P, { anyada: 1990 }],
      ['DELETE', P, undefined],
      ['POST', `${P}/@move`, { destination: '/zonas' }],
      ['PATCH', `${P}/@behaviors`, { behavior: 'api.behaviors.content_review.IContenidosRevisadosBehavior' }],
    ];
    for (const [method, path, body] of calls) {
      const res = await t.b.call(method, url(path), { token: t.admin, body });
      expect(res.status, `${method} ${path}`).toBe(409);
      expect(((await res.json()) as { type: string }).type).toBe('Locked');
    }
    expect(await t.get(P)).toEqual(before);
    // The holder writes.
    expect((await t.b.call('PATCH', url(P), { token: t.editor, body: { anyada: 1990 } })).status).toBe(204);
  });

  it("frees at once the lock of a session that ended: logged out anywhere, or expired, before the lease's end", async () => {
    t = await contentTest();
    await smallTree(t);
    const logout = (token: string) => t.b.call('POST', '/v2/auth/logout', { token });
    await lock(t.editor);
    // The editor's other session (the CLI, another browser) ends: the editing one still holds the lock.
    expect((await logout(await t.b.tokenFor('editor'))).status).toBe(200);
    expect((await lock(t.admin)).status).toBe(409);
    // The editing session is logged out (from whichever client): 10 s into the 90 s lease, the lock is free.
    t.b.advance(10_000);
    expect((await logout(t.editor)).status).toBe(200);
    expect((await t.b.call('PATCH', url(P), { token: t.admin, body: { anyada: 1990 } })).status).toBe(204);
    expect((await lock(t.admin)).status).toBe(200);

    // A session that expires while its lock's lease still runs frees it when it expires, not when the lease does.
    const editor = await t.b.tokenFor('editor');
    expect((await unlock(t.admin)).status).toBe(200);
    t.b.advance(USER_TOKEN_TTL_MS - 30_000);
    expect((await lock(editor)).status).toBe(200);
    const admin = await t.b.tokenFor('admin');
    t.b.advance(29_999);
    expect((await lock(admin)).status).toBe(409);
    t.b.advance(1);
    expect((await lock(admin)).status).toBe(200);
  });

  it('needs ModifyContent (403 for the viewer), an existing object (404) and a session (401)', async () => {
    t = await contentTest();
    await smallTree(t);
    expect((await lock(t.viewer)).status).toBe(403);
    expect((await t.b.call('POST', url('/nope/@lock'), { token: t.admin })).status).toBe(404);
    expect((await t.b.call('POST', url(`${P}/@lock`))).status).toBe(401);
  });
});
