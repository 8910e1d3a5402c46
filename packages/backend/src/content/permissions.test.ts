import { ALL_PERMISSIONS, PERMISSIONS } from '@cellar/validation';
import { afterEach, describe, expect, it } from 'vitest';
import { type ContentTest, contentTest, smallTree, url } from './content-test-support';

let t: ContentTest;
afterEach(() => t?.b.close());

const { ViewContent, ModifyContent, DeleteContent, ViewLogs } = PERMISSIONS;

const canido = async (token: string, path: string, names: readonly string[] = ALL_PERMISSIONS) => {
  const res = await t.b.call('GET', url(`${path}@canido?permissions=${names.join(',')}`), { token });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, boolean>;
};

const share = async (path: string, change: unknown, token = t.admin) =>
  t.b.call('POST', url(`${path}@sharing`), { token, body: change });

const status = async (method: string, path: string, token: string, body?: unknown) =>
  (await t.b.call(method, url(path), { token, body })).status;

describe('permission matrix of the three accounts on a small tree', () => {
  it.each([
    ['admin', ALL_PERMISSIONS],
    ['editor', [ViewContent, ModifyContent, PERMISSIONS.ReviewContent]],
    ['viewer', [ViewContent]],
  ] as const)('%s holds exactly its permissions on every object', async (account, held) => {
    t = await contentTest();
    await smallTree(t);
    for (const path of ['/', '/bodegas/', '/bodegas/vega/', '/bodegas/vega/unico/']) {
      const answer = await canido(t[account], path);
      expect(
        Object.keys(answer).filter((p) => answer[p]),
        path,
      ).toEqual(held);
    }
  });

  it('answers each route by permission: read all, write editor+admin, delete/sharing/logs admin', async () => {
    t = await contentTest();
    await smallTree(t);
    const p = '/bodegas/vega/unico';
    const rows: [string, string, unknown, Record<'admin' | 'editor' | 'viewer', number>][] = [
      ['GET', p, undefined, { admin: 200, editor: 200, viewer: 200 }],
      ['PATCH', p, { anyada: 2000 }, { admin: 204, editor: 204, viewer: 403 }],
      ['POST', `${p}/@lock`, undefined, { admin: 200, editor: 409, viewer: 403 }],
      ['POST', `${p}/@unlock`, undefined, { admin: 200, editor: 200, viewer: 403 }],
      ['GET', `${p}/@sharing`, undefined, { admin: 200, editor: 403, viewer: 403 }],
      ['POST', `${p}/@sharing`, {}, { admin: 200, editor: 403, viewer: 403 }],
      ['GET', `/@get-logs?path=${p}`, undefined, { admin: 200, editor: 403, viewer: 403 }],
      ['GET', `${p}/@behaviors`, undefined, { admin: 200, editor: 200, viewer: 200 }],
      ['GET', '/@types/Producto', undefined, { admin: 200, editor: 200, viewer: 200 }],
    ];
    for (const [method, path, body, expected] of rows)
      for (const account of ['admin', 'editor', 'viewer'] as const)
        expect(await status(method, path, t[account], body), `${account} ${method} ${path}`).toBe(
          expected[account],
        );
    expect(await status('DELETE', p, t.viewer)).toBe(403);
    expect(await status('DELETE', p, t.editor)).toBe(403);
    expect(await status('DELETE', p, t.admin)).toBe(200);
  });
});

describe('local grants', () => {
  it('a roleperm Deny of ViewContent on a folder hides it and what is below (404, absent from items)', async () => {
    t = await contentTest();
    await smallTree(t);
    expect(
      (
        await share('/bodegas/', {
          roleperm: [{ role: 'guillotina.Reader', permission: ViewContent, setting: 'Deny' }],
        })
      ).status,
    ).toBe(200);
    expect((await t.b.call('GET', url('/bodegas/vega/unico'), { token: t.viewer })).status).toBe(404);
    expect(
      (await t.b.call('GET', url('/bodegas/vega/unico/@canido?permissions=x'), { token: t.viewer })).status,
    ).toBe(404);
    const root = await t.get('/', t.viewer);
    expect((root.items as { '@name': string }[]).map((i) => i['@name'])).toEqual(['zonas']);
    // The editor is not a Reader by role: unaffected. The admin always sees everything.
    expect((await t.b.call('GET', url('/bodegas/vega'), { token: t.editor })).status).toBe(200);
    expect((await t.b.call('GET', url('/bodegas/vega'), { token: t.admin })).status).toBe(200);
  });

  it('a prinrole Editor on a folder lets the viewer modify there and below, not elsewhere', async () => {
    t = await contentTest();
    await smallTree(t);
    await share('/bodegas/', {
      prinrole: [{ principal: 'viewer@example.com', role: 'guillotina.Editor', setting: 'Allow' }],
    });
    expect((await canido(t.viewer, '/bodegas/vega/unico/', [ModifyContent]))[ModifyContent]).toBe(true);
    expect((await canido(t.viewer, '/zonas/', [ModifyContent]))[ModifyContent]).toBe(false);
    expect(await status('PATCH', '/bodegas/vega/unico', t.viewer, { anyada: 1999 })).toBe(204);
    expect(await status('PATCH', '/zonas', t.viewer, { title: 'Z' })).toBe(403);
  });

  it('the nearest level decides: Allow below a Deny wins there; Deny beats Allow at one level', async () => {
    t = await contentTest();
    await smallTree(t);
    await share('/bodegas/', {
      prinperm: [{ principal: 'editor@example.com', permission: ModifyContent, setting: 'Deny' }],
    });
    expect((await canido(t.editor, '/bodegas/vega/', [ModifyContent]))[ModifyContent]).toBe(false);
    await share('/bodegas/vega/', {
      prinperm: [{ principal: 'editor@example.com', permission: ModifyContent, setting: 'Allow' }],
    });
    expect((await canido(t.editor, '/bodegas/vega/unico/', [ModifyContent]))[ModifyContent]).toBe(true);
    expect((await canido(t.editor, '/bodegas/', [ModifyContent]))[ModifyContent]).toBe(false);
    // Two roles of the editor at one level, one allowed and one denied: Deny wins.
    await share('/zonas/', {
      prinrole: [{ principal: 'editor@example.com', role: 'guillotina.Reader', setting: 'Allow' }],
      roleperm: [
        { role: 'guillotina.Reader', permission: DeleteContent, setting: 'Allow' },
        { role: 'guillotina.Editor', permission: DeleteContent, setting: 'Deny' },
      ],
    });
    expect((await canido(t.editor, '/zonas/', [DeleteContent]))[DeleteContent]).toBe(false);
    // A prinperm of the user decides before the roleperms at its level.
    await share('/zonas/', {
      prinperm: [{ principal: 'editor@example.com', permission: DeleteContent, setting: 'Allow' }],
    });
    expect((await canido(t.editor, '/zonas/', [DeleteContent]))[DeleteContent]).toBe(true);
  });

  it('AllowSingle counts on the object only; Unset removes the grant', async () => {
    t = await contentTest();
    await smallTree(t);
    const grant = (setting: string) => ({
      prinperm: [{ principal: 'viewer@example.com', permission: ViewLogs, setting }],
    });
    await share('/bodegas/vega/', grant('AllowSingle'));
    expect((await canido(t.viewer, '/bodegas/vega/', [ViewLogs]))[ViewLogs]).toBe(true);
    expect((await canido(t.viewer, '/bodegas/vega/unico/', [ViewLogs]))[ViewLogs]).toBe(false);
    expect((await t.b.call('GET', url('/@get-logs?path=/bodegas/vega/'), { token: t.viewer })).status).toBe(
      200,
    );
    await share('/bodegas/vega/', grant('Unset'));
    expect((await canido(t.viewer, '/bodegas/vega/', [ViewLogs]))[ViewLogs]).toBe(false);
  });

  it('cannot lock the admin out', async () => {
    t = await contentTest();
    await smallTree(t);
    await share('/', {
      prinperm: [{ principal: 'admin@example.com', permission: ViewContent, setting: 'Deny' }],
      roleperm: [{ role: 'guillotina.Manager', permission: ModifyContent, setting: 'Deny' }],
    });
    const answer = await canido(t.admin, '/bodegas/');
    expect(Object.values(answer).every(Boolean)).toBe(true);
  });
});

describe('@sharing', () => {
  it('reads the local grants and each ancestor’s, nearest first, with @id and path', async () => {
    t = await contentTest();
    await smallTree(t);
    await share('/', { roleperm: [{ role: 'guillotina.Reader', permission: ViewLogs, setting: 'Allow' }] });
    await share('/bodegas/', {
      prinrole: [{ principal: 'Viewer@Example.com', role: 'guillotina.Editor', setting: 'Allow' }],
    });
    await share('/bodegas/vega/', {
      prinperm: [{ principal: 'editor@example.com', permission: DeleteContent, setting: 'AllowSingle' }],
    });
    const res = await t.b.call('GET', url('/bodegas/vega/@sharing'), { token: t.admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      local: {
        roleperm: {},
        prinperm: { 'editor@example.com': { [DeleteContent]: 'AllowSingle' } },
        prinrole: {},
      },
      inherit: [
        {
          '@id': 'http://localhost/db/guillotina/bodegas',
          path: '/bodegas',
          roleperm: {},
          prinperm: {},
          prinrole: { 'viewer@example.com': { 'guillotina.Editor': 'Allow' } },
        },
        {
          '@id': 'http://localhost/db/guillotina/',
          path: '/',
          roleperm: { 'guillotina.Reader': { [ViewLogs]: 'Allow' } },
          prinperm: {},
          prinrole: {},
        },
      ],
    });
  });

  it('answers 400 with details for unknown principals, roles, permissions, settings', async () => {
    t = await contentTest();
    await smallTree(t);
    const res = await share('/bodegas/', {
      prinrole: [{ principal: 'nobody@example.com', role: 'guillotina.Owner', setting: 'Allow' }],
      prinperm: [{ principal: 'editor@example.com', permission: 'guillotina.Nope', setting: 'Maybe' }],
      roleperm: 'nope',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { type: string; details: { path: string }[] };
    expect(body.type).toBe('ValidationError');
    expect(body.details.map((d) => d.path)).toEqual([
      'prinrole.0.principal',
      'prinrole.0.role',
      'prinperm.0.permission',
      'prinperm.0.setting',
      'roleperm',
    ]);
    expect(t.b.db.prepare('SELECT count(*) FROM local_grants').pluck().get()).toBe(0);
    expect((await share('/bodegas/', [])).status).toBe(400);
  });

  it('needs SeePermissions (403 for the editor) and a session (401)', async () => {
    t = await contentTest();
    await smallTree(t);
    expect((await share('/bodegas/', {}, t.editor)).status).toBe(403);
    expect((await t.b.call('GET', url('/bodegas/@sharing'))).status).toBe(401);
    expect((await t.b.call('GET', url('/nope/@sharing'), { token: t.admin })).status).toBe(404);
  });
});
