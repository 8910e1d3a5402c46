// Hostile input against every write endpoint (issue 24, "Keep the proof in the project"): fast-check bodies,
// headers and path segments for each POST, PUT, PATCH and DELETE the app mounts. Every answer is a 2xx or a 4xx
// with the contract's `{message, type}`, never a 5xx, and a refusal leaves the database as it was.
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypes, behaviors as registryBehaviors } from '../content/content-types';
import type { Db } from '../db/database';
import { REPO_FIXTURES_DIR } from '../erp/test-db';
import { fixturesDirWith, TEST_FIXTURES_DIR, type TestBackend, testBackend } from '../test-support';
import { REPO_ROOT } from './config';
import { mountedViews } from './mounts';
import { testMountDeps } from './mounts-test-support';

/** Fixed, so a failure is reproduced by running the suite again. */
const SEED = 24;
/** Inputs per endpoint: with the endpoints mounted today the whole suite runs in well under a minute. */
const RUNS_PER_ENDPOINT = 100;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Where a refused request still writes, by design: a refused login counts as a failure (the login limiter). */
const LOGIN_PATHS = '/v2/auth/';
const CHANGING_ON_REFUSAL = new Set(['login_failures']);

interface Endpoint {
  method: string;
  /** A Hono route's path (`/db/erp/orders/:id/@full`) or a view's `{object}/@name`. */
  template: string;
  /** The view's name, for a view of the content dispatcher. */
  view?: string;
}

const PROTOTYPE_KEYS = [
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__proto__',
  'prototype',
  'isPrototypeOf',
  '__defineGetter__',
] as const;

const PATH_TRICKS = [
  '..',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  '/db/guillotina/../../',
  '//',
  '/',
  '.',
  'C:\\',
  'file:///etc/passwd',
  'javascript:alert(1)',
  '<script>alert(1)</script>',
  '<svg onload=alert(1)>',
  "'; DROP TABLE objects; --",
  '%00',
  '%',
];

const UNICODE = ['\u0000', '\u202e', '\ufeff', '\u2028', 'e\u0301', '😀', 'ñandú', '中文', '\uffff', 'ǅ'];

/** Lone surrogates cannot be written by JSON.stringify: they go in as escapes of the raw text. */
const LONE_SURROGATES = ['"\\ud800"', '"\\udfff"', '"a\\ud83d"'];

const SEGMENT_TRICKS = [
  '..',
  '%2e%2e',
  '%2F',
  'a%2Fb',
  '%00',
  '%E0%A4%A',
  '%',
  '@',
  '@@x',
  'constructor',
  '__proto__',
  'x'.repeat(2000),
  encodeURIComponent('ñ😀'),
  '-1',
  '0',
  '1e309',
  'NaN',
  ' ',
  '%20',
];

/** The names bodies are made of: the document's property names and the registry's fields. */
function fieldNames(): string[] {
  const document = readFileSync(
    createRequire(import.meta.url).resolve('@cellar/contract/openapi/cellar.yaml'),
    'utf8',
  );
  const keywords = new Set([
    'type',
    'properties',
    'items',
    'required',
    'description',
    'schema',
    'content',
    'responses',
    'parameters',
    'summary',
    'operationId',
    'enum',
    'format',
    'minimum',
    'maximum',
    'nullable',
    'oneOf',
    'anyOf',
    'allOf',
    'additionalProperties',
    'requestBody',
    'example',
    'default',
    'headers',
    'in',
    'name',
  ]);
  const names = new Set<string>();
  for (const match of document.matchAll(/^\s+([A-Za-z_@][\w.@-]*):/gm))
    if (match[1] !== undefined && !keywords.has(match[1])) names.add(match[1]);
  for (const type of contentTypes.values()) for (const name of Object.keys(type.fields)) names.add(name);
  for (const behavior of registryBehaviors.values()) {
    names.add(behavior.name);
    for (const name of Object.keys(behavior.fields)) names.add(name);
  }
  return [...names].sort();
}

/** A backend over the repository's fixtures, with the tests' cheap account hashes. */
function fixtureBackend(): TestBackend {
  const dir = fixturesDirWith({});
  cpSync(REPO_FIXTURES_DIR, dir, { recursive: true, filter: (src) => !src.endsWith('accounts.json') });
  copyFileSync(join(TEST_FIXTURES_DIR, 'accounts.json'), join(dir, 'accounts.json'));
  return testBackend({ fixturesDir: dir });
}

/** Every write endpoint the app mounts: the Hono routes, then the content dispatcher's views. */
function writeEndpoints(b: TestBackend): Endpoint[] {
  const routes = new Map<string, Endpoint>();
  for (const { method, path } of b.app.routes)
    if (WRITE_METHODS.has(method)) routes.set(`${method} ${path}`, { method, template: path });
  const deps = testMountDeps();
  const views = new Map<string, Endpoint>();
  for (const def of mountedViews(deps))
    if (WRITE_METHODS.has(def.method))
      views.set(`${def.method} ${def.name}`, {
        method: def.method,
        template: `{object}/${def.name}`,
        view: def.name,
      });
  deps.db.close();
  // Deleting objects last, so that the other views still find them.
  const ordered = [...views.values()].sort(
    (a, b) => Number(a.method === 'DELETE' && a.view === '') - Number(b.method === 'DELETE' && b.view === ''),
  );
  return [...routes.values(), ...ordered];
}

/** Counts the rows written to `tables` (TEMP triggers, so a rolled-back write counts nothing). */
function changeCounter(db: Db, tables: readonly string[]): () => number {
  db.exec(
    'CREATE TEMP TABLE bad_input_changes (n INTEGER NOT NULL); INSERT INTO bad_input_changes VALUES (0);',
  );
  for (const table of tables)
    for (const op of ['INSERT', 'UPDATE', 'DELETE'])
      db.exec(
        `CREATE TEMP TRIGGER "bad_input_${table}_${op}" AFTER ${op} ON main."${table}"
         BEGIN UPDATE bad_input_changes SET n = n + 1; END`,
      );
  const read = db.prepare('SELECT n FROM temp.bad_input_changes').pluck();
  return () => read.get() as number;
}

/** A digest of the database's bytes (its main schema: the counter's TEMP table is not in it). */
const digestOf = (db: Db): string => createHash('sha256').update(db.serialize()).digest('hex');

/** The body arbitraries: malformed JSON, wrong types, huge strings, deep nesting, prototype keys, unicode. */
function bodies(names: readonly string[], paths: readonly string[]): fc.Arbitrary<string | undefined> {
  const key = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...names) },
    { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );
  const scalar = fc.oneof(
    fc.constantFrom(...PATH_TRICKS, ...UNICODE, ...paths),
    fc.string({ maxLength: 40, unit: 'binary' }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(-1, 0, 2 ** 53, -(2 ** 63), 1e308, 0.1),
  );
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      scalar,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.array(fc.tuple(key, tie('value')), { maxLength: 5 }).map((entries) => new RawObject(entries)),
    ),
  }));
  const objectText = fc
    .array(fc.tuple(key, value), { maxLength: 8 })
    .map((entries) => serialise(new RawObject(entries)));
  const huge = fc
    .tuple(key, fc.constantFrom(65_536, 262_144), fc.constantFrom('x', 'ñ', '😀', '<'))
    .map(([name, length, unit]) => `{${JSON.stringify(name)}:${JSON.stringify(unit.repeat(length))}}`);
  const deep = fc
    .tuple(fc.constantFrom(64, 1_000, 10_000, 100_000), fc.boolean(), key)
    .map(([depth, arrays, name]) =>
      arrays
        ? `${'['.repeat(depth)}${']'.repeat(depth)}`
        : `${`{${JSON.stringify(name)}:`.repeat(depth)}1${'}'.repeat(depth)}`,
    );
  const prototypeKeys = fc
    .array(fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS), value), { minLength: 1, maxLength: 4 })
    .chain((entries) =>
      fc.constantFrom(
        serialise(new RawObject(entries)),
        serialise(new RawObject([[names[0] ?? 'a', new RawObject(entries)]])),
      ),
    );
  const surrogates = fc
    .tuple(key, fc.constantFrom(...LONE_SURROGATES))
    .map(([name, text]) => `{${JSON.stringify(name)}:${text}}`);
  const malformed = fc.oneof(
    fc.constantFrom('{', '[', '{"a":', '{]', 'nul', '{"a":1}}', 'NaN', "{'a':1}", '{"a":01}', '\u0000', '"'),
    fc.string({ maxLength: 30 }),
    objectText.chain((text) => fc.nat(text.length).map((cut) => text.slice(0, cut))),
  );
  return fc.oneof(
    { weight: 6, arbitrary: objectText },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
    { weight: 2, arbitrary: malformed },
    { weight: 2, arbitrary: prototypeKeys },
    { weight: 1, arbitrary: surrogates },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: huge },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** An object as a list of entries, so that keys such as `__proto__` and repeated keys reach the text as sent. */
class RawObject {
  constructor(readonly entries: ReadonlyArray<readonly [string, unknown]>) {}
}

const serialise = (value: unknown): string => {
  if (value instanceof RawObject)
    return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${serialise(v)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(serialise).join(',')}]`;
  return JSON.stringify(value) ?? 'null';
};

const segment = (pool: readonly string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...pool) },
    { weight: 2, arbitrary: fc.constantFrom(...SEGMENT_TRICKS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 16, unit: 'binary' }).map(encodeURIComponent) },
  );

let b: TestBackend;
let tokens: Record<'admin' | 'editor' | 'viewer' | 'anonymous', string>;
let endpoints: Endpoint[];
let changes: () => number;
let names: string[];
let objects: string[];
let fileFields: string[];

beforeAll(async () => {
  b = fixtureBackend();
  tokens = {
    admin: await b.tokenFor('admin'),
    editor: await b.tokenFor('editor'),
    viewer: await b.tokenFor('viewer'),
    anonymous: await b.anonymousToken(),
  };
  endpoints = writeEndpoints(b);
  const tables = (
    b.db.prepare("SELECT name, type FROM pragma_table_list WHERE schema = 'main'").all() as {
      name: string;
      type: string;
    }[]
  )
    .filter((t) => t.type === 'table' && !t.name.startsWith('sqlite_') && !CHANGING_ON_REFUSAL.has(t.name))
    .map((t) => t.name)
    .sort();
  changes = changeCounter(b.db, tables);
  names = fieldNames();
  objects = (
    b.db.prepare('SELECT min(path) AS path FROM objects GROUP BY type_name ORDER BY 1').all() as {
      path: string;
    }[]
  ).map((row) => row.path);
  fileFields = [
    ...new Set(
      [...contentTypes.values(), ...registryBehaviors.values()].flatMap((def) =>
        Object.entries(def.fields).flatMap(([name, field]) => (field.kind === 'file' ? [name] : [])),
      ),
    ),
  ];
}, 60_000);

afterAll(() => b?.close());

/** The URL of one request: the endpoint's parameters (and a view's object and arguments) filled in. */
const urls = (endpoint: Endpoint): fc.Arbitrary<string> => {
  const pool = [
    ...objects.map((path) => path.split('/').pop() ?? ''),
    ...fileFields,
    'csv',
    'xlsx',
    '1',
    'V1',
  ];
  if (endpoint.view === undefined) {
    const params = [...endpoint.template.matchAll(/:(\w+)(\{[^}]*\})?/g)];
    return fc.tuple(...params.map(() => segment(pool))).map((values) => {
      let at = 0;
      return endpoint.template.replace(/:(\w+)(\{[^}]*\})?/g, () => values[at++] ?? '');
    });
  }
  return fc
    .tuple(fc.constantFrom(...objects), fc.array(segment(pool), { maxLength: 2 }))
    .map(([object, args]) =>
      [`/db/guillotina${object === '/' ? '' : object}`, endpoint.view, ...args]
        .filter((s) => s !== '')
        .join('/'),
    );
};

/** What a header can carry: a client sends other characters percent-encoded. */
const headerValue = (text: string) => (/^[\t\x20-\x7e]*$/.test(text) ? text : encodeURIComponent(text));

const headers = fc.record(
  {
    'content-type': fc.constantFrom(
      'application/json',
      'application/json',
      'text/plain',
      'multipart/form-data',
      'application/octet-stream',
    ),
    'x-upload-filename': fc
      .constantFrom('a.png', 'a.csv', 'a.svg', 'x.txt', ...PATH_TRICKS, ...UNICODE)
      .map(headerValue),
    'last-mod-date': fc.constantFrom('2020-01-01T00:00:00Z', 'not a date', '%00', ''),
  },
  { requiredKeys: ['content-type'] },
);

describe('bad input on every write endpoint', () => {
  it('finds the endpoints the app mounts, views included', () => {
    expect(endpoints.length).toBeGreaterThan(70);
    expect(endpoints.map((e) => `${e.method} ${e.template}`)).toEqual(
      expect.arrayContaining([
        'POST {object}/@duplicate',
        'PATCH {object}/',
        'POST /db/erp/orders/@upload_invoice/:kind',
      ]),
    );
  });

  it('answers each input a 2xx or a 4xx {message, type}, never a 5xx, and a refusal changes nothing', async () => {
    const bodyArb = bodies(names, objects);
    for (const endpoint of endpoints) {
      const label = `${endpoint.method} ${endpoint.template}`;
      const account = endpoint.template.startsWith(LOGIN_PATHS)
        ? fc.constant('anonymous' as const)
        : fc.constantFrom('admin', 'admin', 'admin', 'editor', 'viewer');
      const before = changes();
      const digest = digestOf(b.db);
      await fc.assert(
        fc.asyncProperty(urls(endpoint), bodyArb, headers, account, async (url, body, extra, who) => {
          const written = changes();
          const res = await b.fetch(
            new Request(`http://localhost${url}`, {
              method: endpoint.method,
              headers: { ...extra, authorization: `Bearer ${tokens[who]}` },
              body,
            }),
          );
          expect(res.status, `${label} ${url}`).toBeLessThan(500);
          if (res.status < 400) {
            await res.body?.cancel();
            return;
          }
          const answer = (await res.json()) as { message?: unknown; type?: unknown };
          expect(typeof answer.message, `${label} ${url}`).toBe('string');
          expect(typeof answer.type, `${label} ${url}`).toBe('string');
          expect(changes(), `${label} ${url} refused with ${res.status} but wrote`).toBe(written);
        }),
        { seed: SEED, numRuns: RUNS_PER_ENDPOINT, endOnFailure: true },
      );
      // Nothing accepted: the database is byte for byte what it was before this endpoint's inputs.
      if (changes() === before && !endpoint.template.startsWith(LOGIN_PATHS))
        expect(digestOf(b.db), label).toBe(digest);
    }
  }, 180_000);

  it('states its figures in the README’s "Bad input" subsection', () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('### Bad input'));
    const inputs = endpoints.length * RUNS_PER_ENDPOINT;
    const figures = `${inputs.toLocaleString('en')} inputs over ${endpoints.length} write endpoints`;
    expect(section, `write "${figures}" in the README's "### Bad input"`).toContain(figures);
  });
});
