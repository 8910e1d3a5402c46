import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, SHOP_IDS, slugify } from '@cellar/validation';
import {
  IMAGE_SLOT_EXTENSIONS,
  IMAGE_SLOTS,
  type ImageSlot,
  imageSlotPath,
  isValidOffer,
  multiUnitOffer,
  OPTION_STATES,
  parseMapLink,
  parsePackContentKey,
} from '@cellar/validation/catalogue';
import {
  bodegaInternalId,
  homeSectionProducts,
  newsletterSectionProducts,
  parseNewsletterId,
  tagSlugs,
  validateNewsletterSubject,
  validatePromos,
} from '@cellar/validation/site';
import { beforeAll, describe, expect, it } from 'vitest';
import { derivedFields, getContentType, validateObject } from './index';
import type { ContentTypeDef } from './types';

const CONTENT_DIR = join(import.meta.dirname, '..', '..', '..', '..', '..', 'fixtures', 'content');
const SYSTEM_KEYS = new Set(['@type', 'id', 'items', '@sharing', '@files']);
const FIXTURES_DIR = join(CONTENT_DIR, '..');

interface FixtureNode {
  '@type': string;
  id: string;
  items?: FixtureNode[];
  [key: string]: unknown;
}

interface Visited {
  node: FixtureNode;
  data: Record<string, unknown>;
  path: string;
  parentType: string;
  file: string;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const files = readdirSync(CONTENT_DIR)
  .filter((name) => name.endsWith('.json'))
  .sort();
const nodes: Visited[] = [];

function visit(node: FixtureNode, parentPath: string, parentType: string, file: string): void {
  const path = `${parentPath === '/' ? '' : parentPath}/${node.id}`;
  const data = Object.fromEntries(Object.entries(node).filter(([key]) => !SYSTEM_KEYS.has(key)));
  nodes.push({ node, data, path, parentType, file });
  for (const child of node.items ?? []) visit(child, path, node['@type'], file);
}

for (const file of files)
  visit(JSON.parse(readFileSync(join(CONTENT_DIR, file), 'utf8')), '/', 'Container', file);

const ofType = (name: string) => nodes.filter((entry) => entry.node['@type'] === name);
const under = (prefix: string) => nodes.filter((entry) => entry.path.startsWith(prefix));
const byPath = new Map(nodes.map((entry) => [entry.path, entry]));

const optionsOf = (entry: Visited) => Object.values(record(entry.data.opciones)).map(record);
const allReferences = new Set(
  ofType('Producto').flatMap((entry) => optionsOf(entry).map((option) => String(option.referencia))),
);

describe('content fixtures: the tree', () => {
  it('has one file per sidebar folder, named NN-<folder>.json after the node it holds', () => {
    const roots = nodes.filter((entry) => entry.parentType === 'Container');
    expect(roots.map((entry) => entry.path)).toEqual(
      expect.arrayContaining([
        '/bodegas',
        '/promos',
        '/home',
        '/landings',
        '/packs',
        '/tags',
        '/zonas',
        '/newsletters',
        '/complementos',
        '/taxonomies',
      ]),
    );
    for (const root of roots) expect(root.file).toMatch(new RegExp(`^\\d\\d-${root.node.id}\\.json$`));
  });

  it('uses only registered types, each allowed in its parent', () => {
    for (const { node, parentType, path } of nodes) {
      const def = getContentType(node['@type']);
      expect(def, `${path}: ${node['@type']}`).toBeDefined();
      const parent = getContentType(parentType) as ContentTypeDef;
      expect(parent.folderish, path).toBe(true);
      if (parent.allowedTypes !== undefined) expect(parent.allowedTypes, path).toContain(node['@type']);
      if (!def?.folderish) expect(node.items, path).toBeUndefined();
    }
  });

  it('gives URL-safe, slugify-stable ids, unique in each folder', () => {
    const seen = new Set<string>();
    for (const { node, path } of nodes) {
      expect(seen.has(path), `duplicate ${path}`).toBe(false);
      seen.add(path);
      expect(encodeURIComponent(node.id), path).toBe(node.id);
      if (node['@type'] === 'Newsletter') expect(parseNewsletterId(node.id), path).toBeDefined();
      else expect(slugify(node.id), path).toBe(node.id);
    }
  });

  it('validates every node against its type (fields, behaviours and the validation rules)', () => {
    const problems = nodes.flatMap(({ node, data, path }) =>
      validateObject(
        getContentType(node['@type']) as ContentTypeDef,
        data,
        { id: node.id, path },
        { strict: true },
      ).map((issue) => `${path} ${issue.path}: ${issue.message}`),
    );
    expect(problems).toEqual([]);
  });

  it('never stores computed fields (the backend derives them)', () => {
    for (const { node, data, path } of nodes) {
      const def = getContentType(node['@type']) as ContentTypeDef;
      for (const name of Object.keys(derivedFields(def, data))) expect(data[name], path).toBeUndefined();
    }
  });
});

describe('content fixtures: catalogue', () => {
  const bodegas = ofType('Bodega');
  const wines = under('/bodegas/').filter((entry) => entry.node['@type'] === 'Producto');

  it('has at least 40 wineries with 300 wines and spirits sold in the five shops', () => {
    expect(bodegas.length).toBeGreaterThanOrEqual(40);
    expect(wines.length).toBe(300);
    expect(new Set(wines.flatMap((entry) => optionsOf(entry).map((option) => option.tienda)))).toEqual(
      new Set(SHOP_IDS),
    );
    expect(wines.some((entry) => String(entry.data.tipo).startsWith('/de'))).toBe(true);
    for (const country of ['es', 'it', 'fr', 'de'])
      expect(bodegas.some((entry) => entry.data.id_pais === country)).toBe(true);
  });

  it('derives each winery internal id from its id and gives a map link with coordinates', () => {
    for (const { node, data } of bodegas) {
      expect(data.internal_id).toBe(bodegaInternalId(node.id));
      expect(parseMapLink(data.googlemap_url).ok, node.id).toBe(true);
    }
  });

  it('gives products grapes that exist and add up to 100 %', () => {
    const grapes = new Set(under('/tags/uva/').map((entry) => entry.node.id));
    for (const { path, data } of ofType('Producto')) {
      const uva = (record(data.tags_by_category).uva ?? []) as {
        id: string;
        otros_datos: { porcentaje: number };
      }[];
      if (path.startsWith('/bodegas/')) expect(uva.length, path).toBeGreaterThan(0);
      if (uva.length === 0) continue;
      expect(
        uva.reduce((sum, grape) => sum + grape.otros_datos.porcentaje, 0),
        path,
      ).toBe(100);
      for (const grape of uva) expect(grapes.has(grape.id), `${path} ${grape.id}`).toBe(true);
    }
  });

  it('tags products only with existing tags and places them in existing regions', () => {
    for (const { path, data } of ofType('Producto')) {
      for (const [type, tags] of Object.entries(record(data.tags_by_category)))
        for (const tag of tags as { id: string }[])
          expect(byPath.has(`/tags/${type}/${tag.id}`), `${path} ${type}/${tag.id}`).toBe(true);
      if (data.region !== undefined)
        expect(byPath.get(String(data.region))?.node['@type'], path).toBe('ZonaGeo');
    }
  });

  it('gives options 7-character references and valid offers', () => {
    for (const entry of ofType('Producto'))
      for (const option of optionsOf(entry)) {
        expect(String(option.referencia), entry.path).toMatch(/^[A-Z0-9]{7}$/);
        if (option.oferta !== undefined)
          expect(isValidOffer(option) || multiUnitOffer(option) !== undefined, entry.path).toBe(true);
      }
  });

  it('has packs of existing products (by reference or group#capacity), with discounts, gifts and private sales', () => {
    const packs = under('/packs/');
    expect(packs.length).toBeGreaterThanOrEqual(15);
    const products = ofType('Producto');
    const kinds = new Set<string>();
    for (const { path, data } of packs) {
      expect(data.tipo, path).toBe('/pk');
      expect(String(data.referencia_pack).length, path).toBeLessThanOrEqual(7);
      const content = record(data.contenido_del_pack);
      expect(Object.keys(content).length, path).toBeGreaterThan(0);
      for (const key of Object.keys(content)) {
        const parsed = parsePackContentKey(key);
        kinds.add(parsed?.kind ?? 'none');
        if (parsed?.kind === 'group') {
          const group = products.find((entry) => entry.node.id === parsed.group);
          expect(
            optionsOf(group as Visited).some((option) => option.capacidad === parsed.capacity),
            `${path} ${key}`,
          ).toBe(true);
        } else expect(allReferences.has(key), `${path} ${key}`).toBe(true);
      }
      const gift = Object.values(content).some((entry) => record(entry).regalo === true);
      if (gift) expect(data.descuento_del_pack, path).toBe(0);
    }
    expect([...kinds].sort()).toEqual(['group', 'reference']);
    const gifts = packs.filter(({ data }) =>
      Object.values(record(data.contenido_del_pack)).some((entry) => record(entry).regalo === true),
    );
    expect(gifts.length).toBeGreaterThan(0);
    expect(packs.some(({ data }) => Number(data.descuento_del_pack) > 0)).toBe(true);
    const complementReferences = new Set(
      under('/complementos/').flatMap((entry) => optionsOf(entry).map((o) => o.referencia)),
    );
    expect(
      gifts.some(({ data }) =>
        Object.entries(record(data.contenido_del_pack)).some(
          ([key, entry]) => record(entry).regalo === true && complementReferences.has(key),
        ),
      ),
    ).toBe(true);
    const privateSale = (entry: Visited) =>
      optionsOf(entry).every((o) => record(o.otros).solo_venta_privada === true);
    expect(packs.filter(privateSale).length).toBeGreaterThan(0);
    expect(packs.filter((pack) => !privateSale(pack)).length).toBeGreaterThan(0);
  });

  it('has options in every state in every shop', () => {
    const products = ofType('Producto');
    for (const shop of SHOP_IDS) {
      const states = new Set(
        products.flatMap((entry) =>
          optionsOf(entry)
            .filter((o) => o.tienda === shop)
            .map((o) => o.estado),
        ),
      );
      expect([...states].sort(), shop).toEqual([...OPTION_STATES].sort());
    }
  });

  it('has images of the five slots for some references: real files of the slot type, named in @files', () => {
    const pictured = ofType('Producto').filter((entry) => entry.data.images !== undefined);
    expect(pictured.length).toBeGreaterThanOrEqual(20);
    const slotsSeen = new Set<string>();
    for (const entry of pictured) {
      const references = new Set(optionsOf(entry).map((option) => option.referencia));
      const files = record(entry.node['@files']);
      for (const [reference, slots] of Object.entries(record(entry.data.images))) {
        expect(references.has(reference), `${entry.path} ${reference}`).toBe(true);
        for (const [slot, path] of Object.entries(record(slots))) {
          slotsSeen.add(slot);
          expect(path).toBe(imageSlotPath(reference, slot as ImageSlot));
          const file = String(files[`images/${reference}/${slot}`]);
          expect(file).toBe(`images/${reference}_${slot}.${IMAGE_SLOT_EXTENSIONS[slot as ImageSlot]}`);
          const bytes = readFileSync(join(FIXTURES_DIR, file));
          const png = bytes[0] === 0x89 && bytes[1] === 0x50;
          const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
          expect(IMAGE_SLOT_EXTENSIONS[slot as ImageSlot] === 'png' ? png : jpeg, file).toBe(true);
        }
      }
    }
    expect([...slotsSeen].sort()).toEqual([...IMAGE_SLOTS].sort());
  });

  it('has complements of type /co', () => {
    const complements = under('/complementos/');
    expect(complements.length).toBeGreaterThanOrEqual(10);
    for (const { data } of complements) expect(String(data.tipo)).toMatch(/^\/co/);
  });

  it('has SEO and content review values on some wineries and products', () => {
    for (const type of ['Bodega', 'Producto']) {
      expect(ofType(type).some((entry) => entry.data['api.behaviors.seo.ISeoBehavior'] !== undefined)).toBe(
        true,
      );
      expect(
        ofType(type).some(
          (entry) => entry.data['api.behaviors.content_review.IContenidosRevisadosBehavior'] !== undefined,
        ),
      ).toBe(true);
    }
  });
});

describe('content fixtures: site', () => {
  it('has grapes and three other tag types, each tag in every language with its slugs', () => {
    expect(under('/tags/uva/').length).toBeGreaterThanOrEqual(30);
    const types = ofType('TagType').map((entry) => entry.node.id);
    expect(types.length).toBeGreaterThanOrEqual(4);
    expect(ofType('Tag').length - under('/tags/uva/').length).toBeGreaterThanOrEqual(20);
    for (const { path, data } of ofType('Tag')) {
      for (const language of LANGUAGES) {
        expect(record(data.localized_text)[language], path).toBeTruthy();
        expect(record(data.comentario)[language], path).toBeTruthy();
      }
      expect(data.slug, path).toEqual(tagSlugs(data.localized_text));
    }
  });

  it('has a region tree of countries, regions and sub-zones with existing emblematic wineries', () => {
    const zones = ofType('ZonaGeo');
    expect(zones.length).toBeGreaterThanOrEqual(40);
    expect(
      zones.filter((zone) => zone.path.split('/').length === 3).every((zone) => zone.data.tipo === 'pais'),
    ).toBe(true);
    expect(zones.some((zone) => zone.path.split('/').length === 5)).toBe(true);
    const wineries = new Set(ofType('Bodega').map((entry) => entry.node.id));
    for (const { path, data } of zones)
      for (const id of (data.bodegas_emblematicas ?? []) as string[])
        expect(wineries.has(id), `${path} ${id}`).toBe(true);
  });

  it('has newsletters in every status with subjects, products that exist and a date for scheduled ones', () => {
    const newsletters = ofType('Newsletter');
    expect(newsletters.length).toBeGreaterThanOrEqual(20);
    expect(new Set(newsletters.map((entry) => entry.data.status))).toEqual(
      new Set(['draft', 'verified', 'scheduled']),
    );
    for (const { path, data } of newsletters) {
      if (data.status !== 'draft') expect(validateNewsletterSubject(data.subject).ok, path).toBe(true);
      if (data.status === 'scheduled') expect(data.schedule_at, path).toBeDefined();
      for (const section of data.contenido as unknown[])
        for (const reference of newsletterSectionProducts(section))
          expect(allReferences.has(reference), `${path} ${reference}`).toBe(true);
    }
  });

  it('keeps promos as the Promos editor saves them (end of day in Madrid, links with a leading /)', () => {
    const [promos] = ofType('Promos');
    const list = (promos?.data.promos ?? []) as unknown[];
    expect(list.length).toBeGreaterThanOrEqual(5);
    const checked = validatePromos(list);
    expect(checked.ok && checked.value).toEqual(list);
  });

  it('has homes whose sections name existing products', () => {
    const homes = ofType('Home');
    expect(homes.length).toBeGreaterThanOrEqual(6);
    for (const { path, data } of homes)
      for (const section of data.sections as unknown[])
        for (const reference of homeSectionProducts(section))
          expect(allReferences.has(reference), `${path} ${reference}`).toBe(true);
  });

  it('has landings and blog posts with a slug per language from the title', () => {
    const landings = ofType('Landing');
    expect(landings.length).toBeGreaterThanOrEqual(12);
    expect(new Set(landings.map((entry) => entry.data.template))).toEqual(new Set(['landing', 'blog-post']));
    for (const { path, node, data } of landings) {
      const title = record(data.title);
      expect(data.slug, path).toEqual(
        Object.fromEntries(LANGUAGES.map((l) => [l, slugify(String(title[l]))])),
      );
      expect(node.id).toBe(record(data.slug).es);
      if (data.template === 'blog-post') {
        expect(data.post_author, path).toBeTruthy();
        expect(data.publish_date, path).toBeTruthy();
      }
    }
  });

  it('has taxonomies, one of product categories with a url per language on every node', () => {
    const taxonomies = ofType('Taxonomy');
    expect(taxonomies.length).toBeGreaterThanOrEqual(2);
    const categories = byPath.get('/taxonomies/categorias-producto');
    const walk = (children: unknown[]): void => {
      for (const child of children) {
        expect(Object.keys(record(record(child).url))).toEqual([...LANGUAGES]);
        walk((record(child).children ?? []) as unknown[]);
      }
    };
    walk((categories?.data.children ?? []) as unknown[]);
  });
});

beforeAll(() => {
  expect(files.length).toBeGreaterThanOrEqual(10);
});
