import { SITE_LIMITS, siteMessages } from '@cellar/validation/site';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturesDirWith, type TestBackend, testBackend } from '../../test-support';

const names = (es: string) => ({ es, it: es, fr: es, de: es, en: es });
const product = (id: string, nombre: string, tags: Record<string, unknown>) => ({
  '@type': 'Producto',
  id,
  nombre,
  tipo: '/vi/tinto',
  tags_by_category: tags,
});

const PNG = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#00c000' } })
  .png()
  .toBuffer();

let b: TestBackend;
let editor: string;
let viewer: string;
beforeAll(async () => {
  const many = Array.from({ length: SITE_LIMITS.tagProductList + 5 }, (_, i) =>
    product(`many-${String(i).padStart(3, '0')}`, `Vino ${String(i).padStart(3, '0')}`, {
      maridaje: [{ id: 'pescado' }],
    }),
  );
  b = testBackend({
    fixturesDir: fixturesDirWith({
      '01-bodegas.json': {
        '@type': 'BodegasFolder',
        id: 'bodegas',
        title: 'Products',
        items: [
          {
            '@type': 'Bodega',
            id: 'vega',
            nombre: 'Vega',
            internal_id: 'vega',
            id_pais: 'es',
            items: [
              product('unico', 'Único', { uva: [{ id: 'tem', otros_datos: { porcentaje: 100 } }] }),
              product('alion', 'Alión', {
                uva: [{ id: 'gar', otros_datos: { porcentaje: 60 } }, { id: 'tem' }],
              }),
              // A maridaje tag of the same id as a grape: another tag.
              product('otro', 'Otro', { maridaje: [{ id: 'tem' }] }),
              ...many,
            ],
          },
        ],
      },
      '06-tags.json': {
        '@type': 'TagsFolder',
        id: 'tags',
        title: 'Tags',
        items: [
          {
            '@type': 'TagType',
            id: 'uva',
            title: 'Uvas',
            items: [{ '@type': 'Tag', id: 'tem', type: 'uva', localized_text: names('Tempranillo') }],
          },
          {
            '@type': 'TagType',
            id: 'maridaje',
            title: 'Maridaje',
            items: [{ '@type': 'Tag', id: 'pescado', type: 'maridaje', localized_text: names('Pescado') }],
          },
        ],
      },
    }),
  });
  [editor, viewer] = await Promise.all([b.tokenFor('editor'), b.tokenFor('viewer')]);
});
afterAll(() => b.close());

const call = (method: string, path: string, token = editor, body?: unknown) =>
  b.call(method, `/db/guillotina${path}`, { token, body });
const upload = (path: string, name: string, bytes: Uint8Array, token = editor) =>
  b.fetch(
    new Request(`http://localhost/db/guillotina${path}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'x-upload-filename': name },
      body: bytes,
    }),
  );
const get = async (path: string) => (await (await call('GET', path)).json()) as Record<string, unknown>;

describe('GET {tag}/@tag-products', () => {
  it("answers the products carrying the tag under the tag's type, by name", async () => {
    const res = await call('GET', '/tags/uva/tem/@tag-products', viewer);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items_total: number; items: { '@name': string; nombre: string }[] };
    expect(body.items_total).toBe(2);
    expect(body.items.map((item) => [item['@name'], item.nombre])).toEqual([
      ['alion', 'Alión'],
      ['unico', 'Único'],
    ]);
    expect(body.items[0]).toMatchObject({ path: '/bodegas/vega/alion' });
  });

  it('lists at most 200 products (§9) and counts them all', async () => {
    const body = (await (await call('GET', '/tags/maridaje/pescado/@tag-products')).json()) as {
      items_total: number;
      items: unknown[];
    };
    expect(body.items_total).toBe(SITE_LIMITS.tagProductList + 5);
    expect(body.items).toHaveLength(SITE_LIMITS.tagProductList);
  });

  it('is a view of tags only', async () => {
    expect((await call('GET', '/tags/uva/@tag-products')).status).toBe(404);
  });
});

describe('PATCH on a tag', () => {
  it('stores the localized text with the Spanish fallback and derived slugs, and the comment; audited', async () => {
    const res = await call('PATCH', '/tags/uva/tem', editor, {
      localized_text: { es: 'Tempranillo Fino', en: 'Fine Tempranillo', fr: '' },
      comentario: { es: 'Uva tinta', en: 'A red grape' },
    });
    expect(res.status).toBe(204);
    const tag = await get('/tags/uva/tem');
    expect(tag.localized_text).toMatchObject({
      es: 'Tempranillo Fino',
      en: 'Fine Tempranillo',
      fr: 'Tempranillo Fino',
    });
    expect(tag.slug).toMatchObject({
      es: 'tempranillo-fino',
      en: 'fine-tempranillo',
      it: 'tempranillo-fino',
    });
    expect(tag.comentario).toMatchObject({ es: 'Uva tinta', en: 'A red grape' });
    const logs = (await (
      await b.call('GET', '/db/guillotina/@get-logs?path=/tags/uva/tem&size=5&backend=ch', {
        token: await b.tokenFor('admin'),
      })
    ).json()) as { logs: { action: string; user: string }[] };
    expect(logs.logs[0]).toMatchObject({ action: 'modify', user: 'editor@example.com' });
  });

  it("refuses an empty Spanish name in the spec's words, writing nothing", async () => {
    const before = await get('/tags/uva/tem');
    const res = await call('PATCH', '/tags/uva/tem', editor, { localized_text: { es: '' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: siteMessages.tag.uva_nombre_required });
    expect((await get('/tags/uva/tem')).modification_date).toBe(before.modification_date);
  });

  it('refuses an invalid submenu with invalid json', async () => {
    const res = await call('PATCH', '/tags/uva/tem', editor, { submenu: { es: [{ selector: 1 }] } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: siteMessages.submenu.invalidJson });
    expect(
      (
        await call('PATCH', '/tags/uva/tem', editor, {
          submenu: { es: [{ selector: 'a', value: 'b', label: 'c' }] },
        })
      ).status,
    ).toBe(204);
  });

  it('is refused to a viewer (403)', async () => {
    expect((await call('PATCH', '/tags/uva/tem', viewer, { comentario: { es: 'x' } })).status).toBe(403);
  });
});

describe('per-language infographics: @upload, @download and @delete of image_infograph/{language}', () => {
  it('stores one file per language, keeping the others, and deletes one', async () => {
    expect((await upload('/tags/uva/tem/@upload/image_infograph/es', 'es.png', PNG)).status).toBe(200);
    expect((await upload('/tags/uva/tem/@upload/image_infograph/en', 'en.png', PNG)).status).toBe(200);
    const tag = await get('/tags/uva/tem');
    expect(tag.image_infograph).toMatchObject({ es: { filename: 'es.png' }, en: { filename: 'en.png' } });
    const download = await call('GET', '/tags/uva/tem/@download/image_infograph/es');
    expect(download.headers.get('content-type')).toBe('image/png');
    expect((await call('DELETE', '/tags/uva/tem/@delete/image_infograph/es')).status).toBe(200);
    const after = await get('/tags/uva/tem');
    expect(after.image_infograph).toEqual({ en: expect.objectContaining({ filename: 'en.png' }) });
    expect((await call('GET', '/tags/uva/tem/@download/image_infograph/es')).status).toBe(404);
  });

  it('answers 400 for an entry that is not a file of the field', async () => {
    const res = await upload('/tags/uva/tem/@upload/image_infograph/xx', 'x.png', PNG);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: '"image_infograph/xx" is not a file field of Tag' });
    expect((await upload('/tags/uva/tem/@upload/localized_text/es', 'x.png', PNG)).status).toBe(400);
  });

  it('uploads and deletes the header and grape images', async () => {
    expect((await upload('/tags/uva/tem/@upload/image_header', 'h.png', PNG)).status).toBe(200);
    expect((await get('/tags/uva/tem')).image_header).toMatchObject({ filename: 'h.png' });
    expect((await call('DELETE', '/tags/uva/tem/@delete/image_header')).status).toBe(200);
    expect((await get('/tags/uva/tem')).image_header).toBeNull();
  });

  it('keeps the grape image and infographics to grapes (400, nothing stored)', async () => {
    for (const at of ['image_grape', 'image_infograph/es']) {
      const res = await upload(`/tags/maridaje/pescado/@upload/${at}`, 'g.png', PNG);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: siteMessages.tag.grapeImagesOnly });
    }
    const tag = await get('/tags/maridaje/pescado');
    expect(tag.image_grape ?? null).toBeNull();
    expect((await call('GET', '/tags/maridaje/pescado/@download/image_grape')).status).toBe(404);
  });
});
