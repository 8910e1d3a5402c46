import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createBackend } from '@cellar/backend';
import { type CellarClient, createClient, offersSource, type PageOptions } from '@cellar/sdk';
import { madridDay } from '@cellar/validation';
import { Command } from 'commander';
import { parse } from 'csv-parse/sync';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contextFor } from '../../context-for';
import { CancelledError } from '../../errors';
import { runCli, tempConfigDir } from '../../test-harness';
import { runExport } from './run-export';

// cellar export, against the reference backend in-process, on the fixtures it loads (183 offers, 600 opinions,
// 61 marketplace matches, an audit log of every fixture written).
let backend: Awaited<ReturnType<typeof createBackend>>;
let admin: CellarClient;
const base = 'http://cellar.test';
const backendFetch = (request: Request) => backend.fetch(request);

beforeAll(async () => {
  backend = await createBackend({ dataDir: ':memory:', logLevel: 'silent' });
  admin = createClient({ baseUrl: base, fetch: backendFetch });
  const token = await admin.session.login({ email: 'admin@example.com', password: 'admin' });
  admin = createClient({ baseUrl: base, fetch: backendFetch, getToken: () => token });
  // Text that a spreadsheet would run as a formula, written through the API as a user could.
  const [opinion] = (await admin.erp.opinions.list({ status: 'publ', page: 0, page_size: 1 })).items;
  if (!opinion) throw new Error('the fixtures have no published opinion');
  await admin.erp.opinions.update(opinion.id_opinion, {
    titulo: '=HYPERLINK("http://evil.example","click")',
    opinion: opinion.opinion,
    nombre_usuario: '@attacker',
    nota: opinion.nota,
  });
});
afterAll(async () => {
  await backend.close();
});

let configDir: string;
let cleanupConfig: () => Promise<void>;
let work: string;
beforeEach(async () => {
  ({ dir: configDir, cleanup: cleanupConfig } = await tempConfigDir());
  work = await mkdtemp(join(tmpdir(), 'cellar-export-'));
  const login = await cli(['login', '--email', 'admin@example.com', '--password-stdin'], {
    stdin: 'admin\n',
  });
  expect(login.code).toBe(0);
});
afterEach(async () => {
  await cleanupConfig();
  await rm(work, { recursive: true, force: true });
});

const cli = (args: string[], options: { stdin?: string; fetch?: typeof backendFetch } = {}) =>
  runCli(['--base-url', base, ...args], {
    stdin: options.stdin,
    fetch: options.fetch ?? backendFetch,
    env: { CELLAR_CONFIG_DIR: configDir },
  });

const csvRecords = (text: string): Record<string, string>[] =>
  parse(text, { columns: true, record_delimiter: '\r\n' });
const jsonLines = (text: string): Record<string, unknown>[] =>
  text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line));

const opinionTotal = async (filters: { idioma?: string; shop?: string } = {}) => {
  const totals = await admin.erp.opinions.total(filters);
  return totals.pend + totals.npub + totals.publ;
};

describe('cellar export offers', () => {
  it('streams every offer, over many pages, as CSV on stdout with a header row', async () => {
    const { items, per_page } = await admin.erp.offers.search({});
    expect(items).toBeGreaterThan(per_page * 2);

    const result = await cli(['export', 'offers']);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\r\n')[0]).toBe(
      'id,id_tipo,id_producto,grupo,fecha_desde,fecha_hasta,descuento_oferta,uni_compra,uni_promo,cantidad_precio_especial,descuento_especial,caducable',
    );
    const records = csvRecords(result.stdout);
    expect(records).toHaveLength(items);
    expect(new Set(records.map((record) => record.id)).size).toBe(items);
    expect(result.stderr).toBe(`Exported ${items} offers.\n`);
  });

  it('writes JSON Lines, one offer a line, as the server answers them', async () => {
    const { items, result: first } = await admin.erp.offers.search({});
    const result = await cli(['export', 'offers', '--format', 'json']);
    expect(result.code).toBe(0);
    const rows = jsonLines(result.stdout);
    expect(rows).toHaveLength(items);
    expect(rows.slice(0, first.length)).toEqual(first);
  });

  it('applies the screen’s filters: type and day', async () => {
    const [sample] = (await admin.erp.offers.search({ tipo: 'o' })).result;
    if (!sample) throw new Error('the fixtures have no offer of type o');
    const day = madridDay(new Date(sample.fecha_desde));
    const expected = await admin.erp.offers.search({ tipo: 'o', date: day });
    const all = await admin.erp.offers.search({});
    expect(expected.items).toBeGreaterThan(0);
    expect(expected.items).toBeLessThan(all.items);
    const result = await cli(['export', 'offers', '--type', 'o', '--date', day, '--format', 'json']);
    const rows = jsonLines(result.stdout);
    expect(rows).toHaveLength(expected.items);
    expect(rows.every((row) => row.id_tipo === 'o')).toBe(true);
  });

  it('refuses a bad --date with the spec’s message and exit 2, before any call', async () => {
    const result = await cli(['export', 'offers', '--date', '2026-13-01']);
    expect(result).toMatchObject({ code: 2, stdout: '' });
    expect(result.stderr).toContain('Incorrect dates: --date 2026-13-01');
  });

  it('refuses an unknown --type with exit 2', async () => {
    const result = await cli(['export', 'offers', '--type', 'x']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("argument 'x' is invalid");
  });

  it('shows an example in --help', async () => {
    const result = await cli(['export', 'offers', '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('$ cellar export offers --type o --date 2026-01-15');
  });
});

describe('cellar export opinions', () => {
  it('exports every opinion of every state, in both formats', async () => {
    const total = await opinionTotal();
    expect(total).toBeGreaterThan(100);

    const csv = await cli(['export', 'opinions', '--page-size', '37']);
    expect(csv.code).toBe(0);
    const records = csvRecords(csv.stdout);
    expect(records).toHaveLength(total);
    expect(new Set(records.map((record) => record.id_opinion)).size).toBe(total);

    const json = await cli(['export', 'opinions', '--format', 'json']);
    expect(jsonLines(json.stdout)).toHaveLength(total);
  });

  it('escapes text that would run as a formula in a spreadsheet, end to end, and keeps it raw in JSON', async () => {
    const csv = await cli(['export', 'opinions', '--status', 'publ']);
    const attacked = csvRecords(csv.stdout).find((record) => record.nombre_usuario === `'@attacker`);
    expect(attacked?.titulo).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(csv.stdout).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csv.stdout).not.toMatch(/(^|,)=HYPERLINK/m);

    const json = await cli(['export', 'opinions', '--status', 'publ', '--format', 'json']);
    expect(jsonLines(json.stdout).find((row) => row.nombre_usuario === '@attacker')?.titulo).toBe(
      '=HYPERLINK("http://evil.example","click")',
    );
  });

  it('filters by state, language and shop (the global --shop)', async () => {
    const totals = await admin.erp.opinions.total({ idioma: 'es', shop: 'cellar' });
    const result = await cli([
      'export',
      'opinions',
      '--status',
      'pend',
      '--lang',
      'es',
      '--shop',
      'cellar',
      '--format',
      'json',
    ]);
    expect(result.code).toBe(0);
    const rows = jsonLines(result.stdout);
    expect(totals.pend).toBeGreaterThan(0);
    expect(rows).toHaveLength(totals.pend);
    expect(rows.every((row) => row.estado === 'pend' && row.idioma === 'es' && row.shop === 'cellar')).toBe(
      true,
    );
    expect(totals.pend).toBeLessThan(await opinionTotal());
  });
});

describe('cellar export audit-log', () => {
  it('pages through the whole log with the cursor, newest first, none twice', async () => {
    const small = await cli(['export', 'audit-log', '--format', 'json', '--page-size', '50']);
    const large = await cli(['export', 'audit-log', '--format', 'json']);
    expect(small.code).toBe(0);
    const rows = jsonLines(small.stdout);
    expect(rows.length).toBeGreaterThan(100);
    expect(jsonLines(large.stdout)).toEqual(rows);
    const ids = rows.map((row) => row.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('writes the payload as one JSON cell in CSV, and filters by --path', async () => {
    const result = await cli(['export', 'audit-log', '--path', 'menus']);
    expect(result.code).toBe(0);
    const records = csvRecords(result.stdout);
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((record) => record.path?.startsWith('/menus'))).toBe(true);
    expect(JSON.parse(records[0]?.payload ?? '')).toMatchObject({ '@type': expect.any(String) });
  });

  it('refuses a path that names no object with exit 2', async () => {
    const result = await cli(['export', 'audit-log', '--path', '/a/../b']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Invalid path: /a/../b');
  });
});

describe('cellar export matches', () => {
  it('exports every match in both formats', async () => {
    const matches = await admin.erp.marketplace.matches();
    expect(matches.length).toBeGreaterThan(0);
    const csv = await cli(['export', 'matches']);
    expect(csvRecords(csv.stdout)).toHaveLength(matches.length);
    const json = await cli(['export', 'matches', '--format', 'json', '--page-size', '10']);
    expect(jsonLines(json.stdout)).toEqual(matches);
  });

  it('pages the list, and takes a server’s whole unpaged answer as the whole export', async () => {
    const matches = await admin.erp.marketplace.matches();
    const queries: string[] = [];
    const unpaged = async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/@get-products-with-match')) {
        queries.push(url.search);
        url.search = '';
        return backend.fetch(new Request(url, request));
      }
      return backend.fetch(request);
    };
    const result = await cli(['export', 'matches', '--format', 'json', '--page-size', '10'], {
      fetch: unpaged,
    });
    expect(result.code).toBe(0);
    expect(jsonLines(result.stdout)).toEqual(matches);
    expect(queries).toEqual(['?page=1&page_size=10']);

    queries.length = 0;
    const paged = await cli(['export', 'matches', '--page-size', '10'], {
      fetch: async (request) => {
        if (request.url.includes('@get-products-with-match')) queries.push(new URL(request.url).search);
        return backend.fetch(request);
      },
    });
    expect(csvRecords(paged.stdout)).toHaveLength(matches.length);
    expect(queries).toHaveLength(Math.floor(matches.length / 10) + 1);
  });
});

describe('cellar export --output and --json', () => {
  it('writes the file, shows progress on stderr, and leaves no temporary file', async () => {
    const file = join(work, 'opinions.csv');
    const total = await opinionTotal();
    const result = await cli(['export', 'opinions', '--output', file, '--page-size', '100']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trim().split('\n');
    expect(lines[0]).toMatch(new RegExp(`^100 of ${total} rows, \\d`));
    expect(lines.at(-2)).toMatch(new RegExp(`^${total} of ${total} rows, \\d`));
    expect(lines.at(-1)).toBe(`Exported ${total} opinions to ${file}`);
    expect(csvRecords(await readFile(file, 'utf8'))).toHaveLength(total);
    expect(await readdir(work)).toEqual(['opinions.csv']);
  });

  it('--json prints the summary as the one result on stdout', async () => {
    const file = join(work, 'matches.jsonl');
    const matches = await admin.erp.marketplace.matches();
    const result = await cli(['--json', 'export', 'matches', '--format', 'json', '-o', file]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(result.stdout)).toEqual({
      kind: 'matches',
      format: 'json',
      rows: matches.length,
      file,
    });
    expect(result.stdout.trim().split('\n')).toHaveLength(1);
  });

  it('--json without --output is a usage error: stdout cannot hold both', async () => {
    const result = await cli(['--json', 'export', 'offers']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Add --output FILE.');
    // The one document on stdout is the error (no row went there).
    expect(JSON.parse(result.stdout)).toMatchObject({
      error: { kind: 'usage', nextStep: expect.stringContaining('Add --output FILE.') },
    });
  });

  it('a directory that does not exist is a usage error, without a stack', async () => {
    const result = await cli(['export', 'offers', '-o', join(work, 'nope', 'offers.csv')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`Cannot write ${join(work, 'nope', 'offers.csv')}: no such directory.\n`);
  });

  it('a file that cannot be opened is a usage error, without a stack', async () => {
    const file = join(work, `${'x'.repeat(250)}.csv`);
    const result = await cli(['export', 'offers', '-o', file]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      new RegExp(`^Cannot write ${file}: ENAMETOOLONG: name too long, open '[^']+'\\.\\n$`),
    );
    expect(await readdir(work)).toEqual([]);
  });

  it('an export that fails half way leaves the file as it was and no temporary file', async () => {
    const file = join(work, 'offers.csv');
    await writeFile(file, 'yesterday’s export\n');
    let searches = 0;
    const failingFetch = async (request: Request) => {
      if (request.url.endsWith('/offers/@search')) {
        searches += 1;
        if (searches >= 3) {
          return Response.json({ message: 'Database gone', type: 'ServerError' }, { status: 500 });
        }
      }
      return backend.fetch(request);
    };
    const result = await cli(['export', 'offers', '-o', file], { fetch: failingFetch });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^20 of \d+ rows, \d/);
    expect(result.stderr).toContain('Database gone');
    expect(searches).toBe(3);
    expect(await readFile(file, 'utf8')).toBe('yesterday’s export\n');
    expect(await readdir(work)).toEqual(['offers.csv']);
  });

  it('retries a read the server could not answer (503), and loses no row', async () => {
    const { items } = await admin.erp.offers.search({});
    let searches = 0;
    const flaky = async (request: Request) => {
      if (request.url.endsWith('/offers/@search')) {
        searches += 1;
        if (searches === 2)
          return Response.json({ message: 'Busy', type: 'ServiceUnavailable' }, { status: 503 });
      }
      return backend.fetch(request);
    };
    const result = await cli(['export', 'offers', '--format', 'json'], { fetch: flaky });
    expect(result.code).toBe(0);
    expect(jsonLines(result.stdout)).toHaveLength(items);
    expect(new Set(jsonLines(result.stdout).map((row) => row.id)).size).toBe(items);
    expect(result.stderr).toMatch(
      /^The server did not answer \(503 Busy\): retrying in \d+\.\ds \(2 of 5\)\.\n/,
    );
  });

  it('writes once an offer that a page shifted by a new offer brings again', async () => {
    const { items } = await admin.erp.offers.search({});
    const day = (days: number) => {
      const date = new Date(`${madridDay(Date.now())}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + days);
      return date.toISOString().slice(0, 10);
    };
    let searches = 0;
    // Someone creates an offer (newest start first: it goes to the top) once the first page was read.
    const meanwhile = async (request: Request) => {
      const answer = await backend.fetch(request);
      if (request.url.endsWith('/offers/@search') && ++searches === 1)
        await admin.erp.offers.create([
          {
            id_tipo: 'o',
            id_producto: 'HE10042',
            fecha_desde: day(500),
            fecha_hasta: day(501),
            descuento_oferta: 0.1,
          },
        ]);
      return answer;
    };
    const result = await cli(['export', 'offers', '--format', 'json'], { fetch: meanwhile });
    expect(result.code).toBe(0);
    const ids = jsonLines(result.stdout).map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(items);
    expect(result.stderr).toContain('1 row came twice (the list changed while it was read): written once.');
  });

  it('Ctrl+C stops after the page under way and leaves no file', async () => {
    const file = join(work, 'offers.csv');
    const stderr = { text: '', write: (text: string) => (stderr.text += text) };
    const stdout = { text: '', write: (text: string) => (stdout.text += text) };
    const command = new Command().option('--base-url <url>').parse(['--base-url', base], { from: 'user' });
    const ctx = contextFor(command, {
      stdin: Object.assign(Readable.from([]), { isTTY: false }),
      stdout,
      stderr,
      env: { CELLAR_CONFIG_DIR: configDir },
      fetch: backendFetch,
    });
    let press: () => void = () => {};
    const pages: number[] = [];
    const source = {
      ...offersSource,
      async *pages(client: CellarClient, filters: object, options: PageOptions) {
        for await (const page of offersSource.pages(client, filters, options)) {
          pages.push(page.rows.length);
          if (pages.length === 2) press();
          yield page;
        }
      },
    };
    await expect(
      runExport(
        ctx,
        { kind: 'offers', source, filters: {}, format: 'csv', output: file, pageSize: 100 },
        (onInterrupt) => {
          press = onInterrupt;
          return () => {};
        },
      ),
    ).rejects.toBeInstanceOf(CancelledError);
    expect(pages).toHaveLength(2);
    expect(existsSync(file)).toBe(false);
    expect(await readdir(work)).toEqual([]);
    expect(stderr.text).toContain(`Interrupted after 40 rows: ${file} was not written.`);
  });

  it('not logged in: exit 1 and the next step', async () => {
    await cli(['logout']);
    const result = await cli(['export', 'matches']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`Not logged in to ${base}.\nRun \`cellar login\`.\n`);
  });
});
