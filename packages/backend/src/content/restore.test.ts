import { afterEach, describe, expect, it } from 'vitest';
import { type ContentTest, contentTest, smallTree, url } from './content-test-support';

// "Restore this version" (issue 28): a PATCH naming, in `x-restore-of`, the entry whose old values it puts back.
let t: ContentTest;
afterEach(() => t?.b.close());

interface Entry {
  id: number;
  action: string;
  user: string;
  uid: string | null;
  payload: Record<string, unknown>;
}

const VEGA = '/bodegas/vega';

const logsOf = async (path: string): Promise<Entry[]> => {
  const res = await t.b.call('GET', url(`/@get-logs?path=${path}&size=20&backend=ch`), { token: t.admin });
  return ((await res.json()) as { logs: Entry[] }).logs;
};

const patch = (body: unknown, headers: Record<string, string> = {}, token = t.editor) => {
  t.b.advance(1000);
  return t.b.call('PATCH', url(VEGA), { token, body, headers });
};

describe('PATCH with x-restore-of', () => {
  it('logs the old and new value of each field a PATCH changes', async () => {
    t = await contentTest();
    await smallTree(t);
    expect((await patch({ nombre: 'Vega', direccion: 'Valbuena' })).status).toBe(204);
    const [entry] = await logsOf(VEGA);
    expect(entry).toMatchObject({
      action: 'modify',
      payload: {
        before: { nombre: 'Vega Sicilia', direccion: null },
        after: { nombre: 'Vega', direccion: 'Valbuena' },
      },
    });
  });

  it('puts the old values back, audited as a restore of the entry it names', async () => {
    t = await contentTest();
    await smallTree(t);
    await patch({ nombre: 'Vega', direccion: 'Valbuena' });
    const [change] = await logsOf(VEGA);
    if (!change) throw new Error('no entry');
    const held = (await t.get(VEGA)).modification_date as string;
    const res = await patch(
      { nombre: 'Vega Sicilia', direccion: null },
      { 'x-restore-of': String(change.id), 'last-mod-date': held },
    );
    expect(res.status).toBe(204);
    const object = await t.get(VEGA);
    expect(object.nombre).toBe('Vega Sicilia');
    expect(object.direccion).toBeNull();
    const [restore] = await logsOf(VEGA);
    expect(restore).toMatchObject({
      action: 'restore',
      user: 'editor@example.com',
      uid: change.uid,
      payload: {
        restore_of: change.id,
        before: { nombre: 'Vega', direccion: 'Valbuena' },
        after: { nombre: 'Vega Sicilia', direccion: null },
      },
    });
    // A restore logs its own old values, so it can be restored in turn.
    const again = await patch({ nombre: 'Vega' }, { 'x-restore-of': String(restore?.id) });
    expect(again.status).toBe(204);
  });

  it('keeps the stale-write rule: 412 when the object changed since the preview, nothing written', async () => {
    t = await contentTest();
    await smallTree(t);
    await patch({ nombre: 'Vega' });
    const [change] = await logsOf(VEGA);
    const held = (await t.get(VEGA)).modification_date as string;
    await patch({ direccion: 'Valbuena' }, {}, t.admin);
    const res = await patch(
      { nombre: 'Vega Sicilia' },
      { 'x-restore-of': String(change?.id), 'last-mod-date': held },
    );
    expect(res.status).toBe(412);
    expect((await t.get(VEGA)).nombre).toBe('Vega');
    expect((await logsOf(VEGA))[0]?.action).toBe('modify');
  });

  it('refuses an entry that is not a logged change of this object, writing nothing', async () => {
    t = await contentTest();
    await smallTree(t);
    await t.b.call('PATCH', url('/bodegas/vega/unico'), { token: t.admin, body: { anyada: 2011 } });
    const logs = await logsOf('/bodegas/vega');
    const other = logs.find((entry) => entry.action === 'modify');
    const create = logs.find((entry) => entry.action === 'create' && entry.payload.id === 'vega');
    for (const header of [String(other?.id), String(create?.id), '999999', 'abc', '-1', '1e3']) {
      const res = await patch({ nombre: 'Vega' }, { 'x-restore-of': header });
      expect(res.status, header).toBe(400);
      expect(await res.json()).toEqual({
        message: expect.any(String),
        type: 'ValidationError',
        details: [
          { path: 'x-restore-of', message: `There is no change ${header} of this object to restore` },
        ],
      });
    }
    expect((await t.get(VEGA)).nombre).toBe('Vega Sicilia');
  });

  it('keeps the lock and permission rules: a viewer is 403 before the header is read', async () => {
    t = await contentTest();
    await smallTree(t);
    await patch({ nombre: 'Vega' });
    const [change] = await logsOf(VEGA);
    const res = await patch({ nombre: 'Vega Sicilia' }, { 'x-restore-of': String(change?.id) }, t.viewer);
    expect(res.status).toBe(403);
    await t.b.call('POST', url(`${VEGA}/@lock`), { token: t.admin });
    const locked = await patch({ nombre: 'Vega Sicilia' }, { 'x-restore-of': String(change?.id) });
    expect(locked.status).toBe(409);
    expect((await t.get(VEGA)).nombre).toBe('Vega');
  });
});
