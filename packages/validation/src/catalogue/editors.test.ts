import { describe, expect, it } from 'vitest';
import {
  BOTTLE_FORMATS,
  BOTTLE_LITRES,
  CAPACITY_CODES,
  CATALOGUE_LIMITS,
  COUNTRIES,
  COUNTRY_NAMES,
  DEFAULT_PACK_CAPACITY,
  DELIVERY_COUNTRIES,
  IMAGE_SLOT_EXTENSIONS,
  isCapacityCode,
  isCountry,
  isOptionState,
  MAP_IMAGE_SIZE,
  OPTION_STATE_COLOURS,
  OPTION_STATES,
  PACK_IMAGE_SIZE,
} from './constants';
import {
  editorForPath,
  PRODUCT_EDITOR_TABS,
  PRODUCT_MENU_SECTIONS,
  SEO_H1_TYPES,
  seoHasH1,
  tipoKind,
  WINERY_MENU_SECTIONS,
  WINERY_TEXT_SECTIONS,
} from './editors';

describe('routing by path', () => {
  it.each([
    ['/packs/pack-navidad', 'pack'],
    ['/packs', 'pack'],
    ['/complementos/sacacorchos', 'complements'],
    ['/bodegas/x/vino', 'product'],
    ['/vinos/packs', 'product'],
  ])('%s opens the %s editor', (path, kind) => {
    expect(editorForPath(path)).toBe(kind);
  });

  it('packs and complements replace the Product tab', () => {
    expect(PRODUCT_EDITOR_TABS.pack.slice(0, 2)).toEqual(['Pack', 'Options']);
    expect(PRODUCT_EDITOR_TABS.complements.slice(0, 2)).toEqual(['Complements', 'Options']);
    expect(PRODUCT_EDITOR_TABS.product).toContain('Price comparator');
  });

  it.each([
    ['/pk', 'pack'],
    ['/co/x', 'complement'],
    ['/vi/tinto', 'wine'],
    ['/xx', undefined],
    [null, undefined],
  ])('tipo %j is %s', (tipo, kind) => {
    expect(tipoKind(tipo)).toBe(kind);
  });
});

describe('SEO tab', () => {
  it.each([
    ['Bodega', true],
    ['Producto', true],
    ['Tag', true],
    ['Landing', false],
    ['ZonaGeo', false],
  ])('%s has an H1: %s', (type, h1) => {
    expect(seoHasH1(type)).toBe(h1);
  });
  it('names only types that show an SEO tab', () => {
    expect(SEO_H1_TYPES).toEqual(['Bodega', 'Producto', 'Tag']);
  });
});

describe('menus', () => {
  it('gives every winery section but location and contact its text per language', () => {
    expect(WINERY_TEXT_SECTIONS).toEqual(
      WINERY_MENU_SECTIONS.map((s) => s.id).filter((id) => id !== 'location' && id !== 'contact'),
    );
  });

  it('lists the winery sections as §2 writes them', () => {
    expect(WINERY_MENU_SECTIONS.map((s) => `${s.id}:${s.label}`)).toEqual([
      'details:Winery details',
      'origins:Origins and history',
      'team:The team',
      'territory:Vineyards',
      'elaboration:Winemaking',
      'wines:The wines',
      'company:The company / group',
      'location:Town',
      'contact:Contact',
    ]);
  });

  it('lists the product sections in menu order', () => {
    expect(PRODUCT_MENU_SECTIONS.map((s) => s.id)).toEqual([
      'details',
      'description',
      'a_que_sabe',
      'como_beber',
      'maridajes',
      'score',
      'elaboration',
      'vineyard',
      'experts_rating',
      'images',
      'video',
      'options',
    ]);
    expect(PRODUCT_MENU_SECTIONS.find((s) => s.id === 'description')?.label).toBe('El vino');
    expect(PRODUCT_MENU_SECTIONS.find((s) => s.id === 'a_que_sabe')?.label).toBe('what does it taste like');
  });
});

describe('constants of §3, §4, §9', () => {
  it('gives every option state a distinct colour', () => {
    expect(OPTION_STATES).toEqual([
      'new_product',
      'selling',
      'notavailable',
      'descatalogued',
      'invalid',
      'discontinued',
    ]);
    const colours = OPTION_STATES.map((state) => OPTION_STATE_COLOURS[state]);
    expect(new Set(colours).size).toBe(OPTION_STATES.length);
    expect(isOptionState('selling')).toBe(true);
    expect(isOptionState('sold')).toBe(false);
  });

  it('lists countries, delivery countries and formats', () => {
    expect(COUNTRIES).toEqual([
      'fr',
      'de',
      'an',
      'at',
      'be',
      'bg',
      'es',
      'it',
      'lu',
      'ho',
      'pl',
      'po',
      'ro',
      'uk',
      'cz',
      'ch',
      'se',
    ]);
    expect(COUNTRY_NAMES.ho).toBe('Netherlands');
    expect(COUNTRY_NAMES.po).toBe('Portugal');
    expect(DELIVERY_COUNTRIES.every(isCountry)).toBe(true);
    expect(isCountry('xx')).toBe(false);
    expect(isCountry('toString')).toBe(false);
    expect(BOTTLE_FORMATS.b3).toBe('Bag in box 3L');
    expect(BOTTLE_FORMATS.sz).toBe('Salmanazar');
    expect(IMAGE_SLOT_EXTENSIONS).toEqual({
      anv800: 'png',
      rev800: 'png',
      art800: 'jpg',
      o4: 'jpg',
      o5: 'jpg',
    });
  });

  it('maps capacity codes to litres with 75 first and as the pack default', () => {
    expect(CAPACITY_CODES).toEqual(['75', 'ma', 'dm', 'je', 'mt', 'sz', 'dc', 'na', 'sa', 'pr', 'cu', 'li']);
    expect(BOTTLE_LITRES['75']).toBe(0.75);
    expect(BOTTLE_LITRES.cu).toBe(0.025);
    expect(BOTTLE_LITRES.pr).toBe(27);
    expect(DEFAULT_PACK_CAPACITY).toBe('75');
    expect(isCapacityCode('ma')).toBe(true);
    expect(isCapacityCode('b3')).toBe(false);
  });

  it('holds the limits of §9', () => {
    expect(CATALOGUE_LIMITS).toMatchObject({
      lockRefreshMs: 30_000,
      auditLogPageSize: 20,
      productSearchSuggestions: 15,
      productSearchDebounceMs: 320,
      priceComparatorPageSize: 25,
      competitorNowMs: 5_000,
      editorHeightPx: 300,
      defaultMapZoom: 16,
    });
    expect(PACK_IMAGE_SIZE).toEqual({ width: 453, height: 290 });
    expect(MAP_IMAGE_SIZE).toEqual({ width: 600, height: 400 });
  });
});
