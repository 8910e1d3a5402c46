// The spec's rules on the real content types: what the store keeps is what the rule answers, and a rule's
// wording answers for the paths it checks.
import { formMessages, LANGUAGES } from '@cellar/validation';
import { CAPACITY_CODES, catalogueMessages } from '@cellar/validation/catalogue';
import { siteMessages } from '@cellar/validation/site';
import { afterEach, describe, expect, it } from 'vitest';
import { type TestBackend, testBackend } from '../test-support';

let b: TestBackend;
let token: string;
afterEach(() => b?.close());

const url = (path: string) => `/db/guillotina${path}`;

/** A backend with the real registry (clock 2025-01-15 09:00 UTC) and the given sidebar folders. */
async function start(folders: Record<string, string> = {}) {
  b = testBackend();
  token = await b.tokenFor('editor');
  const admin = await b.tokenFor('admin');
  for (const [id, type] of Object.entries(folders)) {
    const res = await b.call('POST', url('/'), { token: admin, body: { '@type': type, id } });
    expect(res.status, `${type} ${id}`).toBe(201);
  }
}

const post = (folder: string, body: Record<string, unknown>) => b.call('POST', url(folder), { token, body });
const patch = (path: string, body: Record<string, unknown>) => b.call('PATCH', url(path), { token, body });
const get = async (path: string) => {
  const res = await b.call('GET', url(path), { token });
  expect(res.status, `GET ${path}`).toBe(200);
  return (await res.json()) as Record<string, unknown>;
};
const details = async (res: Response) => {
  expect(res.status).toBe(400);
  return ((await res.json()) as { details: { path: string; message: string }[] }).details;
};

const everyLanguage = (text: string) => Object.fromEntries(LANGUAGES.map((l) => [l, `${text} ${l}`]));
const PACK = { '@type': 'Producto', id: 'pack-a', nombre: 'Pack A', tipo: '/pk', referencia_pack: 'pka' };

describe('pack (catalogue-editors §5, site-content §5)', () => {
  it('stores a discount of 0 when a PATCH marks a product as gift', async () => {
    await start({ packs: 'PacksFolder' });
    expect((await post('/packs', PACK)).status).toBe(201);
    const content = { AB12345: { cantidad: 2 }, CD67890: { cantidad: 1 } };
    expect(
      (await patch('/packs/pack-a', { contenido_del_pack: content, descuento_del_pack: 0.3 })).status,
    ).toBe(204);
    expect(await get('/packs/pack-a')).toMatchObject({ descuento_del_pack: 0.3 });

    const gift = { ...content, CD67890: { cantidad: 1, regalo: true } };
    expect((await patch('/packs/pack-a', { contenido_del_pack: gift, descuento_del_pack: 0.3 })).status).toBe(
      204,
    );
    const stored = await get('/packs/pack-a');
    expect(stored.descuento_del_pack).toBe(0);
    expect(stored.contenido_del_pack).toEqual({
      AB12345: { cantidad: 2, orden: 0, regalo: false },
      CD67890: { cantidad: 1, orden: 1, regalo: true },
    });
  });

  it('creates a pack with its group and reference slugified', async () => {
    await start({ packs: 'PacksFolder' });
    const res = await post('/packs', { ...PACK, id: 'MiPack', nombre: ' Mi pack ', referencia_pack: 'AB C' });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { '@name': string })['@name']).toBe('mipack');
    expect(await get('/packs/mipack')).toMatchObject({
      nombre: 'Mi pack',
      referencia_pack: 'ab-c',
      tipo: '/pk',
    });
  });

  it("answers the pack rule's wording at the Producto's field names", async () => {
    await start({ packs: 'PacksFolder' });
    expect(await details(await post('/packs', { '@type': 'Producto', tipo: '/pk' }))).toEqual([
      { path: 'nombre', message: formMessages.required('name') },
      { path: 'id', message: formMessages.required('group') },
      { path: 'referencia_pack', message: formMessages.required('pack reference') },
    ]);
    expect(await details(await post('/packs', { ...PACK, referencia_pack: 'ABCDEFGH' }))).toEqual([
      { path: 'referencia_pack', message: formMessages.maxLength('pack reference', 7) },
    ]);
  });

  it("answers the pack rule's discount message rather than the field's bounds", async () => {
    await start({ packs: 'PacksFolder' });
    await post('/packs', PACK);
    expect(await details(await patch('/packs/pack-a', { descuento_del_pack: 1.5 }))).toEqual([
      { path: 'descuento_del_pack', message: formMessages.between('discount', 0, 1) },
    ]);
  });
});

describe('newsletter creation (site-content §5)', () => {
  it('slugifies the suffix of the id and keeps the D_MM_YY_ prefix given', async () => {
    await start({ newsletters: 'NewslettersFolder' });
    const res = await post('/newsletters', {
      '@type': 'Newsletter',
      id: '7_03_25_Spring Sale',
      title: 'Primavera',
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { '@name': string })['@name']).toBe('7_03_25_spring-sale');
  });

  it('dates an id without the prefix today (Madrid), as the creation form does', async () => {
    await start({ newsletters: 'NewslettersFolder' });
    const res = await post('/newsletters', { '@type': 'Newsletter', id: 'Rebajas', title: 'Rebajas' });
    expect(((await res.json()) as { '@name': string })['@name']).toBe('15_01_25_rebajas');
  });

  it("answers the rule's wording for a missing id or campaign name", async () => {
    await start({ newsletters: 'NewslettersFolder' });
    expect(await details(await post('/newsletters', { '@type': 'Newsletter', id: '1_02_25_x' }))).toEqual([
      { path: 'title', message: formMessages.required('campaign name') },
    ]);
    expect(await details(await post('/newsletters', { '@type': 'Newsletter', title: 'Rebajas' }))).toEqual([
      { path: 'id', message: formMessages.required('id') },
    ]);
  });
});

describe('promos (site-content §5)', () => {
  const promo = {
    id: 'rebajas',
    date_start: '2025-01-20T10:00:00Z',
    date_end: '2025-02-01T10:00:00Z',
    text: everyLanguage('Rebajas'),
    link: { es: 'ofertas/', en: 'https://example.com/x', it: '/offerte/' },
  };

  it('stores the end date at 23:59:59 Madrid and links with their leading /', async () => {
    await start();
    expect((await post('/', { '@type': 'Promos', id: 'promos', promos: [promo] })).status).toBe(201);
    const [created] = (await get('/promos')).promos as Record<string, unknown>[];
    expect(created).toMatchObject({
      date_start: '2025-01-20T10:00:00.000Z',
      date_end: '2025-02-01T22:59:59.000Z',
      bg_color: '#fbe89d',
      display_countdown: true,
      link: { es: '/ofertas/', en: 'https://example.com/x', it: '/offerte/' },
    });

    const summer = { ...promo, date_start: undefined, date_end: '2025-07-10T05:00:00+02:00' };
    expect((await patch('/promos', { promos: [summer] })).status).toBe(204);
    const [patched] = (await get('/promos')).promos as Record<string, unknown>[];
    expect(patched?.date_end).toBe('2025-07-10T21:59:59.000Z');
    expect(patched).not.toHaveProperty('date_start');
  });

  it("answers the colour rule for a colour too long or not text, not the field's check", async () => {
    await start();
    await post('/', { '@type': 'Promos', id: 'promos', promos: [promo] });
    for (const color of ['#12345678', 12345])
      expect(await details(await patch('/promos', { promos: [{ ...promo, bg_color: color }] }))).toEqual([
        { path: 'promos.0.bg_color', message: siteMessages.home.invalidColor(String(color)) },
      ]);
  });
});

describe('colours of home and newsletter sections', () => {
  it("answers 'The color ... doesn't exist' for a colour too long", async () => {
    await start({ home: 'HomeFolder', newsletters: 'NewslettersFolder' });
    const range = { date_start: '2025-02-01T00:00:00+01:00', date_end: '2025-02-02T23:59:00+01:00' };
    const section = { id: 's1', key: 'html', bgColor: '#ffffffff', discount: 150 };
    expect(
      await details(await post('/home', { '@type': 'Home', id: 'h', ...range, sections: [section] })),
    ).toEqual([
      { path: 'sections.0.discount', message: formMessages.between('discount', 0, 100) },
      { path: 'sections.0.bgColor', message: siteMessages.home.invalidColor('#ffffffff') },
    ]);
    const res = await post('/newsletters', {
      '@type': 'Newsletter',
      id: '1_02_25_x',
      title: 'X',
      contenido: [{ id: 's1', id_tipo: 'h1', bg_color: '#0000000' }],
    });
    expect(await details(res)).toEqual([
      { path: 'contenido.0.bg_color', message: siteMessages.home.invalidColor('#0000000') },
    ]);
  });
});

describe('generic field checks', () => {
  it('are worded by formMessages with the field label', async () => {
    await start({ packs: 'PacksFolder' });
    await post('/packs', PACK);
    const res = await patch('/packs/pack-a', {
      nombre: 'x'.repeat(301),
      pack_descatalogado: 'yes',
      graduacion: -1,
      labels: 'pack',
      nombres: { es: { nombre_corto: 'y'.repeat(31) } },
      opciones: { 'AB1-cellar': { tienda: 'cellar', referencia: 'AB1', impuestos: 2, capacidad: 'zz' } },
    });
    expect(await details(res)).toEqual([
      { path: 'nombre', message: formMessages.maxLength('nombre', 300) },
      { path: 'pack_descatalogado', message: formMessages.trueOrFalse('pack descatalogued') },
      { path: 'graduacion', message: formMessages.atLeast('alcohol', 0) },
      { path: 'labels', message: formMessages.list('labels') },
      { path: 'nombres.es.nombre_corto', message: formMessages.maxLength('short name', 30) },
      { path: 'opciones.AB1-cellar.impuestos', message: formMessages.between('tax rate', 0, 1) },
      {
        path: 'opciones.AB1-cellar.capacidad',
        message: formMessages.unknownValue('capacity', CAPACITY_CODES),
      },
    ]);
  });

  it('word a missing required field as formMessages.required', async () => {
    await start({ packs: 'PacksFolder', complementos: 'ComplementosFolder' });
    expect(await details(await post('/complementos', { '@type': 'Producto', id: 'x', nombre: 3 }))).toEqual([
      { path: 'nombre', message: formMessages.text('nombre') },
      { path: 'tipo', message: formMessages.required('type') },
    ]);
    const content = { contenido_del_pack: { AB1: { orden: 1 } } };
    expect(await details(await post('/packs', { ...PACK, ...content }))).toEqual([
      { path: 'contenido_del_pack.AB1.cantidad', message: formMessages.required('quantity') },
    ]);
  });
});

describe('creation forms (site-content §2.3): the rules the forms run, the same wording', () => {
  it('refuses an empty new Landing once, at its Spanish title', async () => {
    await start({ landings: 'LandingsFolder' });
    const empty = {
      '@type': 'Landing',
      template: 'landing',
      title: { es: '' },
      slug: { es: '' },
      description: { es: '' },
    };
    expect(await details(await post('/landings', empty))).toEqual([
      { path: 'title.es', message: formMessages.required('title') },
    ]);
    const long = { ...empty, title: { es: 'Verano' }, slug: { es: 'x'.repeat(256) } };
    expect(await details(await post('/landings', long))).toEqual([
      { path: 'slug.es', message: formMessages.maxLength('slug', 255) },
    ]);
  });

  it("makes a new Landing's slug and id from its title", async () => {
    await start({ landings: 'LandingsFolder' });
    const body = {
      '@type': 'Landing',
      template: 'landing',
      title: { es: ' Vinos de Verano ', en: 'Summer' },
    };
    expect((await post('/landings', body)).status).toBe(201);
    expect(await get('/landings/vinos-de-verano')).toMatchObject({
      title: { es: 'Vinos de Verano', en: 'Summer' },
      slug: { es: 'vinos-de-verano' },
    });
  });

  it("words a new Producto's name as the form labels it, and keeps the tipo rule of its place", async () => {
    await start({ bodegas: 'BodegasFolder', complementos: 'ComplementosFolder' });
    await post('/bodegas', { '@type': 'Bodega', id: 'vega', nombre: 'Vega', id_pais: 'es' });
    // The creation rule answers alone: the field checks speak once it passes.
    expect(await details(await post('/bodegas/vega', { '@type': 'Producto' }))).toEqual([
      { path: 'nombre', message: formMessages.required('name') },
    ]);
    expect(
      await details(await post('/complementos', { '@type': 'Producto', nombre: 'Saca', tipo: '/vi' })),
    ).toEqual([{ path: 'tipo', message: catalogueMessages.limits.tipoPrefix('/co') }]);
    expect(
      await details(await post('/bodegas/vega', { '@type': 'Producto', nombre: '¡!', tipo: '/vi' })),
    ).toEqual([{ path: 'nombre', message: siteMessages.producto.nameWithoutId }]);
    expect(
      (await post('/bodegas/vega', { '@type': 'Producto', nombre: ' Tinto ', tipo: '/vi' })).status,
    ).toBe(201);
    expect(await get('/bodegas/vega/tinto')).toMatchObject({ nombre: 'Tinto', tipo: '/vi' });
  });

  it('says the real limit of a long id, and the characters of a bad one', async () => {
    await start({ bodegas: 'BodegasFolder' });
    const bodega = { '@type': 'Bodega', nombre: 'Vega', id_pais: 'es' };
    expect(await details(await post('/bodegas', { ...bodega, id: 'a'.repeat(300) }))).toEqual([
      { path: 'id', message: formMessages.maxLength('id', 255) },
    ]);
    expect(await details(await post('/', { '@type': 'Folder', id: 'a b' }))).toEqual([
      { path: 'id', message: siteMessages.content.idCharacters },
    ]);
    expect(await details(await post('/', { '@type': 'Folder', title: '¡!' }))).toEqual([
      { path: 'id', message: siteMessages.content.idOrTitleRequired },
    ]);
  });
});

describe('messages of the type rules come from the validation catalogues', () => {
  it('words the product tipo and option key rules', async () => {
    await start({ packs: 'PacksFolder' });
    await post('/packs', PACK);
    const res = await patch('/packs/pack-a', {
      tipo: '/vi',
      opciones: { wrong: { tienda: 'cellar', referencia: 'PKA' } },
    });
    expect(await details(res)).toEqual([
      { path: 'tipo', message: catalogueMessages.limits.tipoPrefix('/pk') },
      { path: 'opciones.wrong', message: catalogueMessages.limits.optionKey },
    ]);
    expect(await details(await patch('/packs/pack-a', { tipo: 'pk' }))).toEqual([
      { path: 'tipo', message: catalogueMessages.limits.tipoSlash },
    ]);
    expect(await details(await patch('/packs/pack-a', { tipo: null }))).toEqual([
      { path: 'tipo', message: formMessages.required('type') },
    ]);
  });

  it('words the newsletter id, bodega internal id and landing blog-post rules', async () => {
    await start({ newsletters: 'NewslettersFolder', bodegas: 'BodegasFolder', landings: 'LandingsFolder' });
    expect((await post('/newsletters', { '@type': 'Newsletter', id: '1_02_25_x', title: 'X' })).status).toBe(
      201,
    );
    const move = { destination: '/newsletters', new_id: 'renamed' };
    expect((await b.call('POST', url('/newsletters/1_02_25_x/@move'), { token, body: move })).status).toBe(
      200,
    );
    expect(await details(await patch('/newsletters/renamed', { title: 'Y' }))).toEqual([
      { path: 'id', message: siteMessages.newsletter.invalidId },
    ]);
    expect(
      (await post('/bodegas', { '@type': 'Bodega', id: 'vega-alta', nombre: 'Vega', id_pais: 'es' })).status,
    ).toBe(201);
    expect(await details(await patch('/bodegas/vega-alta', { internal_id: 'xxxx' }))).toEqual([
      { path: 'internal_id', message: siteMessages.bodega.internalIdMismatch('vega-alta', 'vega') },
    ]);
    const landing = {
      '@type': 'Landing',
      id: 'l',
      title: { es: 'L' },
      template: 'landing',
      post_author: 'Ana',
    };
    expect(await details(await post('/landings', landing))).toEqual([
      { path: 'post_author', message: siteMessages.landing.blogPostOnly },
    ]);
  });
});
