// The Producto type's rules on the real registry: a pack's creation and content (catalogue-editors §5,
// site-content §5), and the name of any other new product as its creation form words it (site-content §2.3).
import { formMessages, LANGUAGES } from '@cellar/validation';
import { catalogueMessages } from '@cellar/validation/catalogue';
import { siteMessages } from '@cellar/validation/site';
import { describe, expect, it } from 'vitest';
import { details, typeRulesTest } from '../content/content-types/type-rules-test-support';

const { start, post, patch, get } = typeRulesTest();

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

  it('names a new pack in every language with its name (site-content §3), keeping the names it is given', async () => {
    await start({ packs: 'PacksFolder' });
    expect((await post('/packs', PACK)).status).toBe(201);
    expect((await get('/packs/pack-a')).nombres).toEqual(
      Object.fromEntries(LANGUAGES.map((language) => [language, { nombre: 'Pack A' }])),
    );
    const nombres = { en: { nombre: 'Pack B (en)', nombre_corto: 'Pack B' }, fr: { nombre_corto: 'B' } };
    expect((await post('/packs', { ...PACK, id: 'pack-b', nombre: 'Pack B', nombres })).status).toBe(201);
    expect((await get('/packs/pack-b')).nombres).toEqual({
      es: { nombre: 'Pack B' },
      it: { nombre: 'Pack B' },
      fr: { nombre: 'Pack B', nombre_corto: 'B' },
      de: { nombre: 'Pack B' },
      en: { nombre: 'Pack B (en)', nombre_corto: 'Pack B' },
    });
    expect((await post('/packs', { ...PACK, id: 'pack-c', nombres: 'Pack C' })).status).toBe(400);
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

describe('creation forms (site-content §2.3): the rules the forms run, the same wording', () => {
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
});
