// The shared pieces of the types' rules, and the spec's rules on the real content types that are no one type's own
// (a type's creation and PATCH rules are tested beside it): what the store keeps is what the rule answers, and a
// rule's wording answers for the paths it checks.
import { fail, formMessages, LANGUAGES, ok } from '@cellar/validation';
import { CAPACITY_CODES, catalogueMessages } from '@cellar/validation/catalogue';
import { siteMessages } from '@cellar/validation/site';
import { describe, expect, it } from 'vitest';
import { answer, patchRulesOf, renamed, spanish, text, withSpanish } from './type-rules';
import { details, typeRulesTest } from './type-rules-test-support';
import type { ContentTypeDef, PatchRule } from './types';

const { start, call, post, patch, get } = typeRulesTest();

const everyLanguage = (text: string) => Object.fromEntries(LANGUAGES.map((l) => [l, `${text} ${l}`]));
const PACK = { '@type': 'Producto', id: 'pack-a', nombre: 'Pack A', tipo: '/pk', referencia_pack: 'pka' };

describe('the shared pieces of the rules', () => {
  it("answer: a rule's issues, or the values picked from its value", () => {
    const issue = { path: 'id', message: 'Required' };
    expect(answer(ok({ slug: 'a', other: 1 }), (v) => ({ id: v.slug }))).toEqual({
      issues: [],
      values: { id: 'a' },
    });
    expect(answer(fail(issue), () => ({ id: 'never' }))).toEqual({ issues: [issue] });
  });

  it("renamed: the form's paths at the type's field names, the others and the values as they are", () => {
    const result = {
      issues: [
        { path: 'name', message: 'a' },
        { path: 'other', message: 'b' },
      ],
      values: { nombre: 'x' },
    };
    expect(renamed(result, { name: 'nombre' })).toEqual({
      issues: [
        { path: 'nombre', message: 'a' },
        { path: 'other', message: 'b' },
      ],
      values: { nombre: 'x' },
    });
  });

  it('text, spanish and withSpanish', () => {
    expect([text('a'), text(3), text(undefined)]).toEqual(['a', '', '']);
    expect([spanish({ es: 'Hola', en: 'Hi' }), spanish('Hola'), spanish(['Hola'])]).toEqual([
      'Hola',
      undefined,
      undefined,
    ]);
    expect(withSpanish(undefined, 'a')).toEqual({ es: 'a' });
    expect(withSpanish(null, 'a')).toEqual({ es: 'a' });
    expect(withSpanish({ es: 'b', en: 'c' }, 'a')).toEqual({ es: 'a', en: 'c' });
    expect(withSpanish('b', 'a')).toBe('b');
  });

  it("patchRulesOf: the type's own rule, then the plain-text title's", () => {
    const own: PatchRule = () => ({ issues: [{ path: 'x', message: 'own' }] });
    const type = (title: 'string' | 'i18n', patch?: PatchRule): ContentTypeDef => ({
      name: 'T',
      title: 'T',
      folderish: false,
      behaviors: [],
      fields: { title: { kind: title, title: 'Title' } },
      ...(patch === undefined ? {} : { patch }),
    });
    expect(patchRulesOf(type('i18n'))).toEqual([]);
    expect(patchRulesOf(type('i18n', own))).toEqual([own]);
    const [first, title] = patchRulesOf(type('string', own));
    expect(first).toBe(own);
    expect(title?.({}, { title: ' ' })).toEqual({
      issues: [{ path: 'title', message: formMessages.required('title') }],
    });
    expect(title?.({}, { title: 'Vinos' })).toEqual({ issues: [], values: {} });
    expect(title?.({}, { nombre: '' })).toEqual({ issues: [] });
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
    expect((await call('POST', '/newsletters/1_02_25_x/@move', move)).status).toBe(200);
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
