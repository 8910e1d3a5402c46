import { afterEach, describe, expect, it } from 'vitest';
import { REVIEW, SEO } from './content-test-registry';
import { type ContentTest, contentTest, smallTree, url } from './content-test-support';

let t: ContentTest;
afterEach(() => t?.b.close());

describe('@types', () => {
  it('answers the JSON schema of a type, behaviours as object properties', async () => {
    t = await contentTest();
    const schema = await t.get('/@types/Producto', t.viewer);
    expect(schema).toMatchObject({
      title: 'Producto',
      type: 'object',
      required: ['nombre'],
      properties: {
        nombre: { type: 'string', title: 'Nombre' },
        tipo: { type: 'string', enum: ['/vi', '/pk', '/co'], default: '/vi' },
        anyada: { type: 'integer', minimum: 0, maximum: 3999 },
        graduacion: { type: 'number', minimum: 0 },
        activo: { type: 'boolean' },
        fecha: { type: 'string', format: 'date' },
        publicado: { type: 'string', format: 'date-time' },
        etiquetas: { type: 'array', items: { type: 'string' } },
        nombres: { type: 'object', properties: { es: { type: 'string' } } },
        calculado: { readOnly: true },
        [SEO]: { type: 'object', properties: { seo_title: { type: 'object', widget: 'i18n' } } },
      },
    });
  });

  it('lists every type, and answers 404 for an unknown one', async () => {
    t = await contentTest();
    const res = await t.b.call('GET', url('/@types'), { token: t.viewer });
    expect(((await res.json()) as { title: string }[]).map((s) => s.title)).toContain('Bodega');
    const missing = await t.b.call('GET', url('/@types/Nope'), { token: t.viewer });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { type: string }).type).toBe('NotFound');
    expect((await t.b.call('GET', url('/@types/Bodega'))).status).toBe(401);
  });
});

describe('@addable-types', () => {
  it('answers the folder’s allowed types, every type for an open folder, none for an item', async () => {
    t = await contentTest();
    await smallTree(t);
    expect(
      await (await t.b.call('GET', url('/bodegas/vega/@addable-types'), { token: t.viewer })).json(),
    ).toEqual(['Producto']);
    const open = (await (
      await t.b.call('GET', url('/bodegas/@addable-types'), { token: t.viewer })
    ).json()) as string[];
    expect(open).toContain('Bodega');
    expect(open).not.toContain('Container');
    expect(
      await (await t.b.call('GET', url('/bodegas/vega/unico/@addable-types'), { token: t.viewer })).json(),
    ).toEqual([]);
  });
});

describe('@behaviors', () => {
  it('answers available, static and dynamic behaviours with their schemas', async () => {
    t = await contentTest();
    await smallTree(t);
    const body = await t.get('/bodegas/vega/unico/@behaviors', t.viewer);
    expect(body).toMatchObject({
      available: [SEO, REVIEW],
      static: [SEO],
      dynamic: [],
      [REVIEW]: {
        title: 'Content review',
        type: 'object',
        properties: { contendidos_revisados: { type: 'object' } },
      },
    });
  });

  it('adds and removes a dynamic behaviour (204), whose fields then PATCH and GET', async () => {
    t = await contentTest();
    await smallTree(t);
    const P = '/bodegas/vega/unico';
    const change = (method: string, behavior: string, token = t.editor) =>
      t.b.call(method, url(`${P}/@behaviors`), { token, body: { behavior } });
    expect(
      (
        await t.b.call('PATCH', url(P), {
          token: t.editor,
          body: { [REVIEW]: { contendidos_revisados: {} } },
        })
      ).status,
    ).toBe(400);
    expect((await change('PATCH', REVIEW)).status).toBe(204);
    expect((await t.get(`${P}/@behaviors`)).dynamic).toEqual([REVIEW]);
    // Logged with the behaviours before and after (issue 28: the AuditLog shows old → new).
    const logs = await t.get(`/@get-logs?path=${P}&size=1&backend=ch`);
    expect((logs.logs as { payload: unknown }[])[0]?.payload).toEqual({
      '@behaviors': [REVIEW],
      before: { '@behaviors': [] },
      after: { '@behaviors': [REVIEW] },
    });
    const review = { contendidos_revisados: { es: { reviewed: true } } };
    expect((await t.b.call('PATCH', url(P), { token: t.editor, body: { [REVIEW]: review } })).status).toBe(
      204,
    );
    expect((await t.get(P))[REVIEW]).toEqual(review);
    expect((await change('DELETE', REVIEW)).status).toBe(204);
    expect((await t.get(`${P}/@behaviors`)).dynamic).toEqual([]);
  });

  it('refuses unknown and static behaviours (400) and the viewer (403)', async () => {
    t = await contentTest();
    await smallTree(t);
    const P = url('/bodegas/vega/unico/@behaviors');
    expect((await t.b.call('PATCH', P, { token: t.admin, body: { behavior: 'nope' } })).status).toBe(400);
    expect((await t.b.call('PATCH', P, { token: t.admin, body: { behavior: SEO } })).status).toBe(400);
    expect((await t.b.call('PATCH', P, { token: t.admin, body: {} })).status).toBe(400);
    expect((await t.b.call('PATCH', P, { token: t.viewer, body: { behavior: REVIEW } })).status).toBe(403);
  });

  it('adds dynamic behaviours on create with @behaviors', async () => {
    t = await contentTest();
    await smallTree(t);
    await t.create('/bodegas/vega/', {
      '@type': 'Producto',
      id: 'x',
      nombre: 'X',
      '@behaviors': [REVIEW],
      [REVIEW]: { contendidos_revisados: {} },
    });
    expect((await t.get('/bodegas/vega/x/@behaviors')).dynamic).toEqual([REVIEW]);
  });
});

describe('GET of an object, answered again from its cached JSON', () => {
  it('answers what changed since: a child renamed, a grant that hides it, a statement of a script', async () => {
    t = await contentTest();
    await smallTree(t);
    const titles = async (token = t.admin) =>
      ((await t.get('/bodegas/vega', token)).items as { title: string }[]).map((item) => item.title);
    expect(await titles()).toEqual(['Único']);
    expect(await titles()).toEqual(['Único']);
    const patched = await t.b.call('PATCH', url('/bodegas/vega/unico'), {
      token: t.admin,
      body: { nombre: 'Único 2010' },
    });
    expect(patched.status).toBe(204);
    expect(await titles()).toEqual(['Único 2010']);

    expect(await titles(t.viewer)).toEqual(['Único 2010']);
    const shared = await t.b.call('POST', url('/bodegas/vega/unico/@sharing'), {
      token: t.admin,
      body: {
        prinperm: [
          { principal: 'viewer@example.com', permission: 'guillotina.ViewContent', setting: 'Deny' },
        ],
      },
    });
    expect(shared.status).toBeLessThan(300);
    expect(await titles(t.viewer)).toEqual([]);

    // A write that took no store's path (a script's statement) is seen too.
    t.b.db.prepare("UPDATE objects SET title = 'Único Reserva' WHERE path = '/bodegas/vega/unico'").run();
    expect(await titles()).toEqual(['Único Reserva']);
  });
});
