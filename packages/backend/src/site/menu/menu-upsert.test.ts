import { siteMessages } from '@cellar/validation/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturesDirWith, type TestBackend, testBackend } from '../../test-support';

let b: TestBackend;
let editor: string;
let viewer: string;
beforeAll(async () => {
  b = testBackend({
    fixturesDir: fixturesDirWith({
      '11-menus.json': {
        '@type': 'MenusFolder',
        id: 'menus',
        title: 'Menus',
        items: [{ '@type': 'Menu', id: 'menu-es', title: 'Menu es', html: '<ul><li>Vinos</li></ul>' }],
      },
    }),
  });
  [editor, viewer] = await Promise.all([b.tokenFor('editor'), b.tokenFor('viewer')]);
});
afterAll(() => b.close());

const upsert = (body: unknown, token = editor) =>
  b.call('POST', '/db/guillotina/menus/@upsert', { token, body });
const menu = async () =>
  (await (await b.call('GET', '/db/guillotina/menus/menu-es', { token: editor })).json()) as Record<
    string,
    unknown
  >;

describe('the Menu object: GET, then @upsert with type Menu (site-content §7)', () => {
  it('updates the html (204), audited as an upsert', async () => {
    const html = '<ul class="menu"><li><a href="/ofertas/">Ofertas</a></li></ul>';
    expect((await upsert({ '@type': 'Menu', id: 'menu-es', html })).status).toBe(204);
    expect((await menu()).html).toBe(html);
    const logs = (await (
      await b.call('GET', '/db/guillotina/@get-logs?path=/menus/menu-es&size=5&backend=ch', {
        token: await b.tokenFor('admin'),
      })
    ).json()) as { logs: { action: string; user: string }[] };
    expect(logs.logs[0]).toMatchObject({ action: 'upsert', user: 'editor@example.com' });
  });

  it('refuses HTML a sanitiser would strip (400, nothing written)', async () => {
    const before = await menu();
    for (const html of [
      '<script>alert(1)</script>',
      '<a href="javascript:alert(1)">x</a>',
      '<img src=x onerror=alert(1)>',
    ]) {
      const res = await upsert({ '@type': 'Menu', id: 'menu-es', html });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        message: siteMessages.menu.unsafeHtml,
        details: [{ path: 'html', message: siteMessages.menu.unsafeHtml }],
      });
    }
    expect((await menu()).modification_date).toBe(before.modification_date);
  });

  it('is refused to a viewer (403)', async () => {
    expect((await upsert({ '@type': 'Menu', id: 'menu-es', html: '<p>x</p>' }, viewer)).status).toBe(403);
  });
});
