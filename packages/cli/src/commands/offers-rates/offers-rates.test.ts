import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createBackend } from '@cellar/backend';
import { type CellarClient, createClient } from '@cellar/sdk';
import { commerceMessages } from '@cellar/validation/commerce';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, runCli, tempConfigDir } from '../../test-harness';

// `cellar offers create` and `cellar shipping-rates create` against the reference backend, in-process, on the
// sample files of fixtures/bulk.
const FIXTURES = resolve(__dirname, '../../../../../fixtures/bulk');
const base = 'http://cellar.test';

let backend: Awaited<ReturnType<typeof createBackend>>;
let dir: string;
let cleanup: () => Promise<void>;
let work: string;
let admin: CellarClient;

// A fresh backend per test: each test creates records, and looks at what it created.
beforeEach(async () => {
  backend = await createBackend({ dataDir: ':memory:', logLevel: 'silent' });
  ({ dir, cleanup } = await tempConfigDir());
  work = await mkdtemp(join(tmpdir(), 'cellar-rows-'));
  const login = await cli(['login', '--email', 'admin@example.com', '--password-stdin'], {
    stdin: 'admin\n',
  });
  expect(login.code).toBe(0);
  const token = await admin0().session.login({ email: 'admin@example.com', password: 'admin' });
  admin = createClient({ baseUrl: base, getToken: () => token, fetch: (request) => backend.fetch(request) });
});
afterEach(async () => {
  await backend.close();
  await cleanup();
  await rm(work, { recursive: true, force: true });
});

const admin0 = () => createClient({ baseUrl: base, fetch: (request) => backend.fetch(request) });

const cli = (
  args: string[],
  options: { stdin?: string; fetch?: (request: Request) => Promise<Response> } = {},
) =>
  runCli(['--base-url', base, ...args], {
    stdin: options.stdin,
    fetch: options.fetch ?? ((request) => backend.fetch(request)),
    env: { CELLAR_CONFIG_DIR: dir },
  });

/** A copy of a sample file in this test's folder (the failed-rows file is written beside it). */
const sample = async (name: string) => {
  const path = join(work, name);
  await copyFile(join(FIXTURES, name), path);
  return path;
};

const offersOf = async (product: string) =>
  (await admin.erp.offers.search({ q: product })).result.filter((offer) => offer.id_producto === product);
const ratesOf = async (pais: string, tarifa: string) =>
  (await admin.erp.freeShipping.search({ pais, tarifa: tarifa as 'std' })).result;
const inYear2030 = <R extends { fecha_desde?: string; desde?: string }>(rows: R[]) =>
  rows.filter((row) => (row.fecha_desde ?? row.desde ?? '').startsWith('2030'));

describe('cellar offers create', () => {
  it('creates every offer of a good file, visible through the SDK list', async () => {
    const file = await sample('offers-good.csv');
    const result = await cli(['offers', 'create', file]);
    expect(result).toMatchObject({ code: 0, stdout: '' });
    expect(result.stderr).not.toMatch(/line \d/i);
    expect(result.stderr).toContain('5 offers created.\noffers create: 5 done, 0 failed (of 5 rows).\n');
    const ca11596 = inYear2030(await offersOf('CA11596'));
    expect(ca11596.map((offer) => offer.descuento_oferta).sort()).toEqual([0.25, 0.3]);
    const [promotion] = inYear2030(await offersOf('CA11162'));
    expect(promotion).toMatchObject({ id_tipo: 'p', uni_compra: 3, uni_promo: 1, caducable: false });
    const [timed] = inYear2030(await offersOf('CA11148'));
    // 10:00 Madrid in March (CET) is 09:00 UTC; the discount is stored 0 to 1.
    expect(timed).toMatchObject({ descuento_oferta: 0.105, caducable: true });
    expect(Date.parse(timed?.fecha_desde ?? '')).toBe(Date.parse('2030-03-01T09:00:00Z'));
  });

  it('reports every bad row with its line and message, and creates nothing', async () => {
    const file = await sample('offers-bad.csv');
    const fetch = vi.fn((request: Request) => backend.fetch(request));
    const result = await cli(['offers', 'create', file], { fetch });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    const lines = result.stderr.split('\n');
    expect(lines).toEqual([
      'Line 2: The discount must be between 0 and 100',
      'Line 3: The type must be one of: o, p, e',
      'Line 4: Please input the product',
      "Line 5: The offer shouldn't be expired",
      'Line 6: The purchase units must be a number',
      'Line 7: The end date must not be before the start date; The quantity must be at least 1',
      'Line 8: The start date is not a valid date (yyyy-MM-dd or yyyy-MM-dd HH:mm:ss, Madrid time); The expirable flag must be true or false',
      'Line 10: The row has 5 cells and the header 10 columns',
      'Line 11: There is no product XX99999 in the catalogue',
      'Nothing was sent: 9 rows of 10 are invalid. Fix them, or pass --skip-invalid to send the 1 valid row.',
      '',
    ]);
    const creates = fetch.mock.calls.filter(
      ([request]) => request.method === 'POST' && request.url.endsWith('/offers/'),
    );
    expect(creates).toHaveLength(0);
    expect(inYear2030(await offersOf('CA11596'))).toEqual([]);
  });

  it('with --skip-invalid sends the valid rows and writes the others to the failed-rows file', async () => {
    const file = await sample('offers-bad.csv');
    const result = await cli(['offers', 'create', file, '--skip-invalid']);
    expect(result).toMatchObject({ code: 1, stdout: '' });
    const failedFile = `${file}.failed.csv`;
    expect(result.stderr).toContain('Line 2: The discount must be between 0 and 100\n');
    expect(result.stderr).toContain('1 offer created.\noffers create: 1 done, 9 failed (of 10 rows).\n');
    expect(result.stderr).toContain(`9 rows failed: see ${failedFile}.`);
    const failed = (await readFile(failedFile, 'utf8')).trim().split(/\r?\n/);
    expect(failed[0]).toBe(
      'id_tipo,id_producto,fecha_desde,fecha_hasta,descuento_oferta,uni_compra,uni_promo,cantidad_precio_especial,descuento_especial,caducable,line,reason',
    );
    expect(failed).toHaveLength(10);
    expect(failed).toContain(
      'o,CA11596,2030-03-01,2030-03-31,120,,,,,,2,The discount must be between 0 and 100',
    );
    const created = inYear2030(await offersOf('CA11596'));
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ descuento_oferta: 0.2 });

    // The failed-rows file, fixed, is sent again as it is (its line and reason columns are ignored).
    const fixed = join(work, 'fixed.csv');
    await writeFile(fixed, `${failed[0]}\n${failed[1]?.replace(',120,', ',12,')}\n`);
    const again = await cli(['offers', 'create', fixed]);
    expect(again.code).toBe(0);
    expect(inYear2030(await offersOf('CA11596'))).toHaveLength(2);
  });

  it('reports overlaps with a stored offer and between rows, per row', async () => {
    await admin.erp.offers.create([
      {
        id_tipo: 'o',
        id_producto: 'CA11603',
        grupo: '',
        fecha_desde: '2030-09-25T00:00:00.000Z',
        fecha_hasta: '2030-10-05T00:00:00.000Z',
        descuento_oferta: 0.1,
        uni_compra: null,
        uni_promo: null,
        cantidad_precio_especial: null,
        descuento_especial: null,
        caducable: false,
      },
    ]);
    const [stored] = inYear2030(await offersOf('CA11603'));
    const file = await sample('offers-overlap.csv');
    const result = await cli(['offers', 'create', file]);
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n').slice(0, 2)).toEqual([
      'Line 3: There is an existing offer overlapping the same date (line 2)',
      `Line 5: There is an existing offer overlapping the same date (#${stored?.id}, 2030-09-25 to 2030-10-05)`,
    ]);
    expect(inYear2030(await offersOf('CA11603'))).toHaveLength(1);
  });

  it('a row refused by the server (an overlap created since the check) fails with the spec message', async () => {
    const file = join(work, 'race.csv');
    await writeFile(
      file,
      'id_tipo,id_producto,fecha_desde,fecha_hasta,descuento_oferta\no,CA11596,2030-03-01,2030-03-31,25\n',
    );
    // Someone creates an overlapping offer between the check and the create.
    const racing = async (request: Request) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/db/erp/offers/')
        await admin.erp.offers.create([
          {
            id_tipo: 'o',
            id_producto: 'CA11596',
            grupo: '',
            fecha_desde: '2030-03-10T00:00:00.000Z',
            fecha_hasta: '2030-03-12T00:00:00.000Z',
            descuento_oferta: 0.1,
            uni_compra: null,
            uni_promo: null,
            cantidad_precio_especial: null,
            descuento_especial: null,
            caducable: false,
          },
        ]);
      return backend.fetch(request);
    };
    const result = await cli(['offers', 'create', file], { fetch: racing });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Line 2: There is an existing offer overlapping the same date\n');
    expect(await readFile(`${file}.failed.csv`, 'utf8')).toContain(
      '2,There is an existing offer overlapping the same date',
    );
    expect(inYear2030(await offersOf('CA11596'))).toHaveLength(1);
  });

  it('--dry-run checks the file and sends nothing', async () => {
    const file = await sample('offers-good.csv');
    const result = await cli(['offers', 'create', file, '--dry-run']);
    expect(result).toEqual({
      code: 0,
      stdout: '',
      stderr: '5 rows of 5 valid; nothing sent (--dry-run).\n',
    });
    expect(inYear2030(await offersOf('CA11596'))).toEqual([]);

    const bad = await cli(['offers', 'create', await sample('offers-bad.csv'), '--dry-run']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^Line 2: The discount must be between 0 and 100\n/);
    expect(bad.stderr).toContain(
      'Line 11: There is no product XX99999 in the catalogue\n1 row of 10 valid; nothing sent (--dry-run).\n9 rows of 10 invalid.\n',
    );
    expect(inYear2030(await offersOf('CA11596'))).toEqual([]);
  });

  it('--json prints one document on stdout', async () => {
    const file = await sample('offers-bad.csv');
    const result = await cli(['--json', 'offers', 'create', file, '--skip-invalid']);
    expect(result.code).toBe(1);
    const json = JSON.parse(result.stdout);
    expect(json).toEqual({
      command: 'offers create',
      total: 10,
      done: 1,
      failed: 9,
      skipped: 0,
      uncertain: 0,
      failedFile: `${file}.failed.csv`,
      journal: `${file}.journal`,
      interrupted: false,
      created: 1,
      dryRun: false,
      valid: 1,
      invalid: expect.any(Array),
    });
    expect(json.invalid).toHaveLength(9);
    expect(json.invalid[0]).toEqual({ line: 2, errors: ['The discount must be between 0 and 100'] });
    expect(result.stderr).not.toMatch(/^line/im);

    // Stopped before sending: the same counts, nothing done.
    const unsent = await cli(['--json', 'offers', 'create', await sample('offers-overlap.csv')]);
    expect(unsent.code).toBe(1);
    expect(JSON.parse(unsent.stdout)).toEqual({
      command: 'offers create',
      total: 4,
      done: 0,
      failed: 1,
      created: 0,
      dryRun: false,
      valid: 3,
      invalid: [{ line: 3, errors: ['There is an existing offer overlapping the same date (line 2)'] }],
    });
  });

  it('an interrupted run resumed creates no row twice and loses none', async () => {
    const file = await sample('offers-good.csv');
    // The network goes down on the third create, after the server made the offer: its answer is lost.
    let creates = 0;
    const flaky = async (request: Request) => {
      const isCreate = request.method === 'POST' && new URL(request.url).pathname === '/db/erp/offers/';
      if (isCreate) creates += 1;
      const response = await backend.fetch(request);
      if (isCreate && creates === 3)
        throw new TypeError('fetch failed', {
          cause: Object.assign(new Error('reset'), { code: 'ECONNRESET' }),
        });
      return response;
    };
    const first = await cli(['offers', 'create', file, '--concurrency', '1'], { fetch: flaky });
    expect(first.code).toBe(1);
    expect(first.stderr).toContain(
      `Resume with: cellar --base-url ${base} offers create ${file} --concurrency 1 --resume`,
    );
    const before = [
      ...(await offersOf('CA11596')),
      ...(await offersOf('CA11148')),
      ...(await offersOf('CA11162')),
    ];
    expect(inYear2030(before)).toHaveLength(3);

    // Run again without --resume: refused, nothing sent twice.
    const again = await cli(['offers', 'create', file]);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/left a journal/);

    const resumed = await cli(['offers', 'create', file, '--concurrency', '1', '--resume']);
    expect(resumed.code).toBe(1);
    // Line 4 was sent and its answer lost: reported, not sent again; lines 5 and 6 are sent now.
    expect(resumed.stderr).toContain('Line 4: uncertain');
    expect(resumed.stderr).toContain('offers create: 4 done, 1 failed, 2 settled by an earlier run');
    const all = inYear2030([
      ...(await offersOf('CA11596')),
      ...(await offersOf('CA11148')),
      ...(await offersOf('CA11162')),
      ...(await offersOf('CA11169')),
    ]);
    expect(
      all.map((offer) => `${offer.id_producto} ${offer.id_tipo} ${offer.fecha_desde.slice(0, 10)}`).sort(),
    ).toEqual([
      'CA11148 o 2030-03-01',
      'CA11162 p 2030-03-31',
      'CA11169 e 2030-04-30',
      'CA11596 o 2030-02-28',
      'CA11596 o 2030-03-31',
    ]);
  });

  it('refuses a second --resume while the first runs, naming it, instead of reading its rows as overlaps', async () => {
    const file = await sample('offers-good.csv');
    // A first run stopped after two offers (Ctrl+C in this process), so both runs below resume it.
    let creates = 0;
    const stopping = async (request: Request) => {
      const answer = await backend.fetch(request);
      if (request.method === 'POST' && new URL(request.url).pathname === '/db/erp/offers/') {
        creates += 1;
        if (creates === 2) process.emit('SIGINT');
      }
      return answer;
    };
    expect((await cli(['offers', 'create', file, '--concurrency', '1'], { fetch: stopping })).code).toBe(130);

    // The first --resume holds its next create: meanwhile a second one starts.
    const held = deferred();
    const creating = deferred();
    const holding = async (request: Request) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/db/erp/offers/') {
        creating.resolve();
        await held.promise;
      }
      return backend.fetch(request);
    };
    const args = ['offers', 'create', file, '--concurrency', '1', '--resume'];
    const first = cli(args, { fetch: holding });
    await creating.promise;
    const second = await cli(args);
    expect(second.code).toBe(2);
    expect(second.stderr).toMatch(
      /^This file is being run by `cellar offers create` \(pid \d+ on .+\): one run per journal\.\n/,
    );
    expect(second.stderr).not.toContain(commerceMessages.offers.overlapping);
    held.resolve();
    const done = await first;
    expect(done.code).toBe(0);
    expect(done.stderr).toContain(
      'offers create: 5 done, 0 failed, 2 settled by an earlier run (of 5 rows).',
    );
  });

  it('a malformed file, a missing file and a wrong header are usage errors (exit 2) naming the line', async () => {
    const malformed = await cli(['offers', 'create', await sample('offers-malformed.csv')]);
    expect(malformed.code).toBe(2);
    expect(malformed.stderr.split('\n')[0]).toBe(
      'Line 3: malformed CSV: a quoted cell opened on this line is never closed',
    );

    const missing = await cli(['offers', 'create', join(work, 'nope.csv')]);
    expect(missing).toMatchObject({
      code: 2,
      stderr: `Cannot read ${join(work, 'nope.csv')}: no such file\n`,
    });

    const wrongHeader = join(work, 'wrong.csv');
    await writeFile(
      wrongHeader,
      'id_tipo,product,fecha_desde,fecha_hasta\no,CA11596,2030-01-01,2030-01-02\n',
    );
    const header = await cli(['offers', 'create', wrongHeader]);
    expect(header.code).toBe(2);
    expect(header.stderr.split('\n')[0]).toBe('Line 1: unknown column: product');
  });
});

describe('cellar shipping-rates create', () => {
  it('creates a rate per country of every row of a good file', async () => {
    const file = await sample('shipping-rates-good.csv');
    // Creates answered with some latency, so the 4 calls in flight overlap (as over a network).
    const slow = async (request: Request) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/db/erp/promos_trg/')
        await new Promise((resolve) => setTimeout(resolve, 20));
      return backend.fetch(request);
    };
    const result = await cli(['shipping-rates', 'create', file], { fetch: slow });
    expect(result).toMatchObject({ code: 0, stdout: '' });
    expect(result.stderr).toContain(
      '5 rates created.\nshipping-rates create: 4 done, 0 failed (of 4 rows).\n',
    );
    expect(inYear2030(await ratesOf('fr', 'exp'))).toMatchObject([{ cart_amount: 69.9, min_precio_uni: 10 }]);
    expect(inYear2030(await ratesOf('es', 'exp'))).toHaveLength(1);
    expect(inYear2030(await ratesOf('uk', 'dtp'))).toMatchObject([{ cart_amount: 0, min_precio_uni: 0 }]);
  });

  it('reports every bad row with its line and message, and creates nothing', async () => {
    const file = await sample('shipping-rates-bad.csv');
    const result = await cli(['shipping-rates', 'create', file]);
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n')).toEqual([
      'Line 2: The minimum cart sum can have at most 2 decimals',
      'Line 3: The country xx must be one of: an, at, be, ch, de, es, fr, se, ho, it, uk, po',
      'Line 4: Please input the countries',
      'Line 5: The tariff must be one of: std, exp, prm, dtp',
      "Line 6: The free shipping rate shouldn't start in the past",
      'Line 7: Please input the minimum cart sum',
      'Line 8: The dtp tariff has no minimums: both must be 0 or empty',
      'Line 9: The minimum unit price must be a number; The minimum cart sum must be at least 0',
      'Line 10: The start date is not a valid date (yyyy-MM-dd or yyyy-MM-dd HH:mm:ss, Madrid time)',
      'Nothing was sent: 9 rows of 10 are invalid. Fix them, or pass --skip-invalid to send the 1 valid row.',
      '',
    ]);
    expect(inYear2030(await ratesOf('it', 'std'))).toEqual([]);
  });

  it('reports overlaps per row and country', async () => {
    const file = await sample('shipping-rates-overlap.csv');
    const result = await cli(['shipping-rates', 'create', file, '--skip-invalid']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'Line 3: There is an existing free shipping rate overlapping the same date (es std, line 2)\n',
    );
    expect(result.stderr).toContain(
      '2 rates created.\nshipping-rates create: 2 done, 1 failed (of 3 rows).\n',
    );
    expect(inYear2030(await ratesOf('fr', 'std'))).toHaveLength(1);
  });
});
