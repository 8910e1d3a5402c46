// The catalogue at the retailer's size for the benchmarks: `pnpm seed --products 100000` (see seed.ts).
import { SHOP_IDS, slugify } from '@cellar/validation';
import { bodegaInternalId } from '@cellar/validation/site';
import { round2, seededRandom } from '../../../fixtures/scripts/seeded-random';
import { audit } from '../src/content/audit-log';
import type { ObjectRow } from '../src/content/content-row';
import type { ContentStore } from '../src/content/content-store';
import { type Db, setMeta } from '../src/db/database';

/** How much the seed adds; `seedCounts(products)` gives the retailer's proportions. */
export interface SeedCounts {
  products: number;
  wineries: number;
  /** Products of the one big winery, the folder of 10,000 items at full size. */
  bigFolder: number;
  regions: number;
  tags: number;
  /** Audit entries the seed writes in all: one per object it creates, then edits of products up to this. */
  audit: number;
  offers: number;
  opinions: number;
}

/** At 100,000 products: 5,000 wineries, one of them with 10,000 products, 500 regions and tags, 200,000 audit entries. */
export function seedCounts(products: number): SeedCounts {
  const at = (ratio: number, least: number) => Math.max(least, Math.round(products * ratio));
  return {
    products,
    wineries: at(1 / 20, 2),
    bigFolder: Math.min(products, at(1 / 10, 1)),
    regions: at(1 / 200, 1),
    tags: at(1 / 200, 1),
    audit: products * 2,
    offers: at(1 / 5, 1),
    opinions: at(1 / 2, 1),
  };
}

export interface SeedResult {
  /** Content objects created (folders included). */
  objects: number;
  audit: number;
  erpProducts: number;
  offers: number;
  opinions: number;
}

/** The tag type the seeded tags live under, apart from the fixtures' own. */
export const SEED_TAG_TYPE = 'coleccion';
/** The meta key holding the path of the winery with `bigFolder` products, for the benchmarks. */
export const SEED_BIG_FOLDER_KEY = 'seed_big_folder';
/** The audit user of everything the seed writes. */
export const SEED_USER = 'seed';

const WORDS = [
  'Vega',
  'Pago',
  'Finca',
  'Castillo',
  'Viña',
  'Alto',
  'Ribera',
  'Señorío',
  'Marqués',
  'Herederos',
  'Monte',
  'Valle',
  'Torre',
  'Casa',
  'Clos',
  'Domaine',
  'Château',
  'Tenuta',
  'Weingut',
  'Quinta',
  'Mas',
  'Cuesta',
  'Llano',
  'Sierra',
  'Olivar',
  'Roble',
  'Encina',
  'Laguna',
  'Piedra',
  'Arena',
];
const STYLES = [
  'Crianza',
  'Reserva',
  'Gran Reserva',
  'Joven',
  'Roble',
  'Selección',
  'Cuvée',
  'Blanc',
  'Rosé',
];
const TIPOS = ['/vi/tinto', '/vi/blanco', '/vi/rosado', '/vi/espumoso', '/vi/dulce', '/de/brandy'];
const COUNTRIES = ['es', 'it', 'fr', 'de'];
const ESTADOS = ['selling', 'selling', 'selling', 'notavailable', 'new_product', 'descatalogued'];
const SHOP_TAX: Record<string, number> = { cellar: 0.21, italvinus: 0.22, fr: 0.2, de: 0.19, uk: 0.2 };
const OPINION_STATES = ['pend', 'npub', 'publ'] as const;
const LANGS = ['es', 'it', 'fr', 'de', 'en'] as const;

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const same = (text: string) => Object.fromEntries(LANGS.map((lang) => [lang, text]));

/** The child `id` of `parent`, created from `body` when it is not there yet. */
function folder(
  store: ContentStore,
  parent: ObjectRow,
  body: { '@type': string; id: string; title?: string },
) {
  return (
    store.child(parent, body.id) ??
    store.create(parent, body, { user: SEED_USER, trusted: true, action: 'create' })
  );
}

/** The tables the seed fills by the hundred thousand: their secondary indexes are built after the load. */
export const BULK_TABLES = [
  'objects',
  'object_index',
  'object_fts_rows',
  'audit_log',
  'erp_products',
  'erp_offers',
  'erp_opinions',
] as const;

/**
 * Runs `load` with the secondary indexes of `tables` dropped, then builds them again from their own SQL: one sort
 * per index after the load instead of a B-tree insert per row and index during it. The indexes of constraints
 * (primary keys, UNIQUE) stay, so what the load reads by them (a path, a child's id, an FTS row) is still indexed.
 */
export function withIndexesAfter<T>(db: Db, tables: readonly string[], load: () => T): T {
  const indexes = db
    .prepare<string[], { name: string; sql: string }>(
      `SELECT name, sql FROM sqlite_schema WHERE type = 'index' AND sql IS NOT NULL
         AND tbl_name IN (${tables.map(() => '?').join(', ')}) ORDER BY name`,
    )
    .all(...tables);
  for (const { name } of indexes) db.exec(`DROP INDEX "${name.replaceAll('"', '""')}"`);
  try {
    return load();
  } finally {
    for (const { sql } of indexes) db.exec(sql);
  }
}

/**
 * Adds a deterministic catalogue to the database of `store` in one transaction, through the store (so every
 * object is validated, indexed for @search and audited as the API would) and the ERP tables beside it: regions
 * under /zonas, tags under /tags/coleccion, wineries under /bodegas (the first holding `bigFolder` products, the
 * others the rest in turn), each product with one reference sold in the five shops, its ERP row, offers and
 * opinions, then edits of products until the seed's audit entries number `counts.audit`. The same `seed` and
 * counts give the same catalogue (uids apart); `now` dates what the seed writes itself.
 */
export function seedCatalogue(
  store: ContentStore,
  counts: SeedCounts,
  options: { seed?: number; now: () => number },
): SeedResult {
  const { db } = store;
  const { random, int, pick, chance } = seededRandom(options.seed ?? 20270101);
  const write = { user: SEED_USER, trusted: true, action: 'create' as const };
  const iso = () => new Date(options.now()).toISOString();
  const insertProduct = db.prepare(
    `INSERT INTO erp_products (id_producto, grupo, nombre, precio, disponibilidad, visibilidad, anyada, capacidad,
       graduacion, id_tipo_producto, tienda)
     VALUES (?, ?, ?, ?, ?, ?, ?, '75', ?, ?, 'cellar')`,
  );
  const insertOffer = db.prepare(
    `INSERT INTO erp_offers (id_tipo, id_producto, grupo, fecha_desde, fecha_hasta, descuento_oferta, caducable)
     VALUES ('o', ?, ?, ?, ?, ?, 0)`,
  );
  const insertOpinion = db.prepare(
    `INSERT INTO erp_opinions (opinion, titulo, nota, nombre_usuario, estado, shop, idioma, grupo, nombre, zope_id,
       fecha)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const auditCount = db.prepare<[], number>('SELECT count(*) FROM audit_log').pluck();

  return db.transaction((): SeedResult => {
    const auditBefore = auditCount.get() ?? 0;
    const objectsBefore = db.prepare<[], number>('SELECT count(*) FROM objects').pluck().get() ?? 0;
    const root = store.root();
    const name = (words: number) => Array.from({ length: words }, () => pick(WORDS)).join(' ');

    const zonas = folder(store, root, { '@type': 'ZonasFolder', id: 'zonas', title: 'Regions' });
    const regions: string[] = [];
    for (let r = 1; r <= counts.regions; r++) {
      const nombre = `${name(2)} ${pad(r, 4)}`;
      const row = store.create(
        zonas,
        { '@type': 'ZonaGeo', id: `zona-${pad(r, 4)}`, tipo: 'do', nombre: same(nombre) },
        write,
      );
      regions.push(row.path);
    }

    const tagsFolder = folder(store, root, { '@type': 'TagsFolder', id: 'tags', title: 'Grappes & Tags' });
    const tagType = folder(store, tagsFolder, { '@type': 'TagType', id: SEED_TAG_TYPE, title: 'Colección' });
    const tags: string[] = [];
    for (let t = 1; t <= counts.tags; t++) {
      const row = store.create(
        tagType,
        {
          '@type': 'Tag',
          id: `coleccion-${pad(t, 4)}`,
          type: SEED_TAG_TYPE,
          localized_text: same(`${name(1)} ${pad(t, 4)}`),
        },
        write,
      );
      tags.push(row.id);
    }

    const bodegas = folder(store, root, { '@type': 'BodegasFolder', id: 'bodegas', title: 'Products' });
    const wineries: ObjectRow[] = [];
    for (let w = 1; w <= counts.wineries; w++) {
      const nombre = `${name(2)} ${pad(w, 5)}`;
      const id = `${slugify(nombre)}`;
      wineries.push(
        store.create(
          bodegas,
          { '@type': 'Bodega', id, nombre, internal_id: bodegaInternalId(id), id_pais: pick(COUNTRIES) },
          write,
        ),
      );
    }

    const products: ObjectRow[] = [];
    for (let p = 1; p <= counts.products; p++) {
      const winery =
        p <= counts.bigFolder || wineries.length === 1
          ? (wineries[0] as ObjectRow)
          : (wineries[1 + ((p - counts.bigFolder - 1) % (wineries.length - 1))] as ObjectRow);
      const anyada = int(2005, 2024);
      const nombre = `${winery.title} ${pick(STYLES)} ${name(1)} ${anyada}`;
      const referencia = `S${pad(p, 6)}`;
      const base = round2(5 + random() * 120);
      const estado = pick(ESTADOS);
      const opciones = Object.fromEntries(
        SHOP_IDS.map((tienda, index) => {
          const tax = SHOP_TAX[tienda] ?? 0.21;
          return [
            `${referencia}-${tienda}`,
            {
              tienda,
              referencia,
              estado: chance(0.8) ? estado : pick(ESTADOS),
              precio_sin_impuestos: base,
              precio: round2(base * (1 + tax)),
              impuestos: tax,
              capacidad: '75',
              index,
              anyada,
            },
          ];
        }),
      );
      const tipo = pick(TIPOS);
      const graduacion = round2(11 + random() * 5);
      const product = store.create(
        winery,
        {
          '@type': 'Producto',
          id: `${slugify(nombre)}-${pad(p, 6)}`,
          nombre,
          tipo,
          region: pick(regions),
          graduacion,
          tags_by_category: { [SEED_TAG_TYPE]: [{ id: pick(tags) }] },
          opciones,
        },
        write,
      );
      products.push(product);
      insertProduct.run(
        referencia,
        product.id,
        nombre,
        round2(base * 1.21),
        int(0, 200),
        1,
        anyada,
        graduacion,
        tipo,
      );
    }

    const day = (offset: number) =>
      new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
    for (let o = 0; o < counts.offers; o++) {
      const index = int(0, products.length - 1);
      const from = int(-200, 100);
      insertOffer.run(
        `S${pad(index + 1, 6)}`,
        products[index]?.id,
        `${day(from)} 00:00:00`,
        `${day(from + int(3, 40))} 23:59:59`,
        pick([0.1, 0.15, 0.2, 0.25, 0.3]),
      );
    }
    for (let o = 0; o < counts.opinions; o++) {
      const product = pick(products);
      insertOpinion.run(
        `${pick(STYLES)} ${name(3).toLowerCase()}.`,
        `${name(2)}`,
        int(1, 5),
        `cliente${pad(int(1, 99_999), 5)}`,
        pick(OPINION_STATES),
        pick(SHOP_IDS),
        pick(LANGS),
        product.id,
        product.title,
        product.id,
        `${day(int(-700, 0))} ${pad(int(0, 23), 2)}:${pad(int(0, 59), 2)}:00`,
      );
    }

    // Edits as staff would make them, each audited like a PATCH's, until the seed's entries reach the count.
    // Counted once: a count(*) per edit read the whole log each time, which made the seed quadratic.
    const edits = counts.audit - ((auditCount.get() ?? 0) - auditBefore);
    for (let n = 0; n < edits; n++) {
      const product = pick(products);
      const graduacion = round2(11 + random() * 5);
      audit(db, {
        date: iso(),
        user: pick(['admin@example.com', 'editor@example.com']),
        action: 'modify',
        path: product.path,
        uid: product.uid,
        payload: { before: { graduacion: null }, after: { graduacion } },
      });
    }
    setMeta(db, SEED_BIG_FOLDER_KEY, (wineries[0] as ObjectRow).path);
    return {
      objects: (db.prepare<[], number>('SELECT count(*) FROM objects').pluck().get() ?? 0) - objectsBefore,
      audit: (auditCount.get() ?? 0) - auditBefore,
      erpProducts: products.length,
      offers: counts.offers,
      opinions: counts.opinions,
    };
  })();
}
