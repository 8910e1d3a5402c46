import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBackend } from '@cellar/backend';
import { createClient, isHttpError } from '@cellar/sdk';
import { commerceMessages, invoiceColumnMessages } from '@cellar/validation/commerce';
import iconv from 'iconv-lite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type RunOptions, runCli, tempConfigDir } from '../../test-harness';
import type { ImportPrompts } from './import-prompts';

// cellar import … against the reference backend, in-process, on the sample files of fixtures/imports/.
let backend: Awaited<ReturnType<typeof createBackend>>;
beforeAll(async () => {
  backend = await createBackend({ dataDir: ':memory:', logLevel: 'silent' });
});
afterAll(async () => {
  await backend.close();
});

let dir: string;
let cleanup: () => Promise<void>;
let token: string;
const base = 'http://cellar.test';
const backendFetch = (request: Request) => backend.fetch(request);
beforeEach(async () => {
  ({ dir, cleanup } = await tempConfigDir());
  const login = await runCli(
    ['--base-url', base, 'login', '--email', 'admin@example.com', '--password-stdin'],
    {
      stdin: 'admin',
      fetch: backendFetch,
      env: { CELLAR_CONFIG_DIR: dir },
    },
  );
  expect(login.code).toBe(0);
  token = await createClient({ baseUrl: base, fetch: backendFetch }).session.login({
    email: 'admin@example.com',
    password: 'admin',
  });
});
afterEach(() => cleanup());

const IMPORTS = fileURLToPath(new URL('../../../../../fixtures/imports/', import.meta.url));
const sample = (name: string) => join(IMPORTS, name);
const cli = (args: string[], options: Omit<RunOptions, 'env'> = {}) =>
  runCli(['--base-url', base, 'import', ...args], {
    fetch: backendFetch,
    ...options,
    env: { CELLAR_CONFIG_DIR: dir },
  });
/** The SDK as the admin, to see what the server holds. */
const sdk = () => createClient({ baseUrl: base, fetch: backendFetch, getToken: () => token }).invoices;
const { general, invoiceImport, success } = commerceMessages;

/** The server's refusal, to compare the CLI's wording with ('Error processing {code}: {json}'). */
const refusal = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isHttpError(error)) throw new Error('expected an HTTP error');
  return general.processingError(String(error.status), error.answer);
};

const shipping = (file: string, company: string, invoice: string, ...rest: string[]) => [
  'shipping',
  sample(file),
  '--company',
  company,
  '--invoice',
  invoice,
  '--date',
  '2026-01-31',
  ...rest,
];
const SEU_COLUMNS = ['--columns', 'order=Referencia,cost=Importe'];

describe('cellar import shipping', () => {
  it('imports a good csv end to end with --yes, then refuses the same invoice with the server’s message', async () => {
    const first = await cli(shipping('shipping-seu-good.csv', 'seu', 'CLI-S1', ...SEU_COLUMNS, '--yes'));
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Lines in the file     12');
    expect(first.stdout).toMatch(/Cost per country:\n {2}Country +Lines +Cost +Calculated cost\n/);
    expect(first.stdout.trimEnd().split('\n').at(-1)).toBe(success.invoiceImported);
    // Progress in bytes went to stderr, ending at the file's size.
    expect(first.stderr).toMatch(/(\d+) of \1 bytes/);
    // Bytes do not fail one by one: no 'failed' count beside them.
    expect(first.stderr).not.toContain('failed');

    const body = {
      id_company: 'seu',
      codigo_factura: 'CLI-S1',
      fecha_factura: '2026-01-31',
      comision_fija: 0,
      data: [{ cod_order: 'x', cost: 1 }],
    };
    const second = await cli(shipping('shipping-seu-good.csv', 'seu', 'CLI-S1', '--yes'));
    expect(second.code).toBe(1);
    expect(second.stdout).toContain('This invoice was already imported for seu.');
    expect(second.stderr.trimEnd().split('\n').at(-1)).toBe(await refusal(sdk().confirmInvoiceCost(body)));
    expect(second.stderr).toContain(
      'Error processing 409: {"message":"The invoice CLI-S1 of seu was already imported"',
    );
  });

  it('uses the company’s remembered columns when --columns is left out', async () => {
    const first = await cli(shipping('shipping-seu-good.csv', 'seu', 'CLI-S2', ...SEU_COLUMNS, '--dry-run'));
    expect(first.code).toBe(0);
    const again = await cli(shipping('shipping-seu-good.csv', 'seu', 'CLI-S2', '--dry-run', '--json'));
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout).columns).toEqual({ cod_order: 'Referencia', cost: 'Importe' });
  });

  it('imports a good xlsx', async () => {
    const result = await cli([
      'shipping',
      sample('shipping-duk-good.xlsx'),
      '--company',
      'duk',
      '--invoice',
      'CLI-X1',
      '--date',
      '2026-01-31',
      ...SEU_COLUMNS,
      '--yes',
      '--json',
    ]);
    expect(result.code).toBe(0);
    const json = JSON.parse(result.stdout);
    expect(json.upload.kind).toBe('xlsx');
    expect(json.lines).toBe(10);
    expect(json.confirmed.message).toBe(success.invoiceImported);
  });

  it('--dry-run previews and changes nothing', async () => {
    const dry = await cli(shipping('shipping-seu-good.csv', 'seu', 'CLI-S3', ...SEU_COLUMNS, '--dry-run'));
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('Dry run: nothing imported.');
    const preview = await sdk().invoiceCost({
      id_company: 'seu',
      codigo_factura: 'CLI-S3',
      fecha_factura: '2026-01-31',
      comision_fija: 0,
      data: [{ cod_order: 'x', cost: 1 }],
    });
    expect(preview.already_imported).toBe(false);
  });

  it('--json prints one document: the upload, the columns, the preview and the confirm’s outcome', async () => {
    const result = await cli(
      shipping('shipping-seu-good.csv', 'seu', 'CLI-S4', ...SEU_COLUMNS, '--yes', '--json'),
    );
    expect(result.code).toBe(0);
    expect(result.stdout.trim().split('\n')).toHaveLength(1);
    const json = JSON.parse(result.stdout);
    expect(json).toMatchObject({
      kind: 'shipping',
      company: 'seu',
      invoice: 'CLI-S4',
      date: '2026-01-31',
      fixedCommission: 0,
      upload: { kind: 'csv', total_rows: 12, columns: expect.arrayContaining(['Referencia', 'Importe']) },
      columns: { cod_order: 'Referencia', cost: 'Importe' },
      lines: 12,
      errors: [],
      preview: { lines_file: 12, already_imported: false, countries: expect.any(Array) },
      dryRun: false,
      confirmed: { id: expect.any(Number), message: success.invoiceImported },
    });
    // Nothing for people on stderr with --json: no progress either.
    expect(result.stderr).toBe('');
  });

  it('refuses a file that is not csv or xlsx, by name and by content (not text), before sending (exit 2)', async () => {
    const fetch = vi.fn(backendFetch);
    const byName = await cli(shipping('../erp/orders.json', 'seu', 'CLI-T1', '--yes'), { fetch });
    expect(byName.code).toBe(2);
    expect(byName.stderr.split('\n')[0]).toBe(invoiceImport.csvOrXlsx);

    const byContent = await cli(shipping('shipping-wrong-type.csv', 'seu', 'CLI-T1', '--yes'), { fetch });
    expect(byContent.code).toBe(2);
    expect(byContent.stderr.trimEnd().split('\n').at(-1)).toBe(invoiceImport.csvOrXlsx);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads a Windows-1252 (Latin-1) csv, saying so on stderr, and imports it (issue 26)', async () => {
    const file = sample('shipping-seu-latin1.csv');
    const result = await cli([
      ...shipping('shipping-seu-latin1.csv', 'seu', 'CLI-L1', ...SEU_COLUMNS, '--yes'),
    ]);
    expect(result.code).toBe(0);
    expect(result.stderr.split('\n')[0]).toBe(`${file}: not UTF-8, read as windows-1252`);
    expect(result.stdout).toContain(
      '12 rows in shipping-seu-latin1.csv, columns: Expedicion, Referencia, Fecha envio, Bultos, Importe, Destinatario',
    );
    expect(result.stdout.trimEnd().split('\n').at(-1)).toBe(success.invoiceImported);
  });

  it('refuses a csv in another encoding, naming it, before sending anything (exit 2)', async () => {
    const fetch = vi.fn(backendFetch);
    const work = await mkdtemp(join(tmpdir(), 'cellar-import-'));
    try {
      const file = join(work, 'factura.csv');
      await writeFile(file, iconv.encode('伝票;金額\n日本語のテキスト、こんにちは世界;12\n', 'shift_jis'));
      const result = await cli(
        ['shipping', file, '--company', 'seu', '--invoice', 'CLI-J1', '--date', '2026-01-31', '--yes'],
        { fetch },
      );
      expect(result.code).toBe(2);
      expect(result.stderr.split('\n')[0]).toBe(
        `${file}: The file is not UTF-8: it looks like Shift_JIS, which is not read here. Save it as UTF-8 (or Windows-1252)`,
      );
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it('says a missing file cannot be read, without a stack (exit 2)', async () => {
    const result = await cli(shipping('no-such-file.csv', 'seu', 'CLI-T2', '--yes'));
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`Cannot read ${sample('no-such-file.csv')}: no such file\n`);
  });

  it('names a column the file lacks (exit 2)', async () => {
    const result = await cli(
      shipping('shipping-seu-missing-column.csv', 'seu', 'CLI-M1', ...SEU_COLUMNS, '--yes'),
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(invoiceColumnMessages.missingColumn('Importe'));
    expect(result.stderr).toContain("The file's columns: Expedicion, Referencia, Fecha envio, Bultos.");
  });

  it('without a mapping and not on a terminal, names the missing columns and shows the --columns syntax', async () => {
    const result = await cli(shipping('shipping-seu-good.csv', 'tit', 'CLI-M2', '--yes'));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('No column chosen for: order code (order), cost (cost).');
    expect(result.stderr).toContain('Pass --columns order=<column>,cost=<column>.');
  });

  it('reports a bad number by its line and imports nothing (exit 1)', async () => {
    const result = await cli(
      shipping('shipping-seu-bad-number.csv', 'seu', 'CLI-B1', ...SEU_COLUMNS, '--yes'),
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('Lines with errors:\n  Line 4: the cost "12,3O" is not a number');
    expect(result.stderr).toContain('1 line has errors: nothing was imported.');
    const preview = await sdk().invoiceCost({
      id_company: 'seu',
      codigo_factura: 'CLI-B1',
      fecha_factura: '2026-01-31',
      comision_fija: 0,
      data: [{ cod_order: 'x', cost: 1 }],
    });
    expect(preview.already_imported).toBe(false);
  });

  it('reports a short row by its line, also in --json', async () => {
    const result = await cli(
      shipping('shipping-seu-short-row.csv', 'seu', 'CLI-B2', ...SEU_COLUMNS, '--yes', '--json'),
    );
    expect(result.code).toBe(1);
    const json = JSON.parse(result.stdout);
    expect(json.errors.map((e: { line: number }) => e.line)).toEqual([6]);
    expect(json.confirmed).toBeNull();
  });

  it('lists the unknown orders by line in the preview', async () => {
    const result = await cli(
      shipping('shipping-seu-unknown-order.csv', 'seu', 'CLI-U1', ...SEU_COLUMNS, '--dry-run'),
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /Orders not found \(without referer\):\n {2}Line 14: no order \S+\n {2}Line 15: no order \S+/,
    );
  });

  it('refuses bad flags with the screen’s messages before sending anything (exit 2)', async () => {
    const fetch = vi.fn(backendFetch);
    const badDate = await cli(
      [
        'shipping',
        sample('shipping-seu-good.csv'),
        '--company',
        'seu',
        '--invoice',
        'X',
        '--date',
        '2026-13-45',
        '--yes',
      ],
      { fetch },
    );
    expect(badDate.code).toBe(2);
    // The date is invalid, not missing (issue 26).
    expect(badDate.stderr.split('\n')[0]).toBe('Incorrect dates (--date)');
    const unknownCompany = await cli(shipping('shipping-seu-good.csv', 'pyco', 'X', '--yes'), { fetch });
    expect(unknownCompany.code).toBe(2);
    expect(unknownCompany.stderr).toMatch(/^.*company.*\(--company\)\n/);
    const noInvoice = await cli(['shipping', sample('shipping-seu-good.csv'), '--company', 'seu', '--yes'], {
      fetch,
    });
    expect(noInvoice.stderr).toContain(
      'Please input the invoice code (--invoice)\nPlease input the invoice date (--date)',
    );
    const noYes = await cli(shipping('shipping-seu-good.csv', 'seu', 'X'), { fetch });
    expect(noYes.code).toBe(2);
    expect(noYes.stderr).toBe(
      'Cannot ask for the confirm: stdin is not a terminal.\nPass --yes to confirm without asking, or --dry-run to stop after the preview.\n',
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});

/** Prompts as on a terminal: the login ones (unused) and the import questions. */
const terminal = (answers: Partial<ImportPrompts>) => ({
  email: async () => 'unused',
  password: async () => 'unused',
  chooseColumns: vi.fn(answers.chooseColumns ?? (async () => ({ cod_order: 'Referencia', cost: 'Importe' }))),
  confirm: vi.fn(answers.confirm ?? (async () => true)),
  ask: vi.fn(answers.ask ?? (async () => '1')),
});

describe('on a terminal', () => {
  it('offers the file’s header to the picker when nothing is remembered, then asks to confirm', async () => {
    const prompts = terminal({});
    const result = await cli(shipping('shipping-seu-good.csv', 'glc', 'CLI-P1'), { prompts });
    expect(result.code).toBe(0);
    expect(prompts.chooseColumns).toHaveBeenCalledWith(
      ['Expedicion', 'Referencia', 'Fecha envio', 'Bultos', 'Importe'],
      [
        expect.objectContaining({ key: 'cod_order' }),
        expect.objectContaining({ key: 'cost', label: 'Cost' }),
      ],
      {},
    );
    expect(prompts.confirm).toHaveBeenCalledWith('Import invoice CLI-P1 of glc?');
    // The preview is shown before the question (stderr), the answer is the result (stdout).
    expect(result.stderr).toContain('Lines in the file');
    expect(result.stdout).toBe(`${success.invoiceImported}\n`);
  });

  it('asks again with the company’s remembered columns preselected, so a wrong choice can be changed', async () => {
    const first = await cli(shipping('shipping-seu-good.csv', 'tit', 'CLI-P3'), { prompts: terminal({}) });
    expect(first.code).toBe(0);
    const prompts = terminal({});
    const again = await cli(shipping('shipping-seu-good.csv', 'tit', 'CLI-P4'), { prompts });
    expect(again.code).toBe(0);
    expect(prompts.chooseColumns).toHaveBeenCalledWith(
      ['Expedicion', 'Referencia', 'Fecha envio', 'Bultos', 'Importe'],
      expect.any(Array),
      { cod_order: 'Referencia', cost: 'Importe' },
    );
  });

  it('a "no" at the confirm imports nothing (exit 130)', async () => {
    const prompts = terminal({ confirm: async () => false });
    const result = await cli(shipping('shipping-seu-good.csv', 'fed', 'CLI-P2'), { prompts });
    expect(result.code).toBe(130);
    const preview = await sdk().invoiceCost({
      id_company: 'fed',
      codigo_factura: 'CLI-P2',
      fecha_factura: '2026-01-31',
      comision_fija: 0,
      data: [{ cod_order: 'x', cost: 1 }],
    });
    expect(preview.already_imported).toBe(false);
  });
});

const commissions = (kind: string, file: string, invoice: string, ...rest: string[]) => [
  kind,
  sample(file),
  '--company',
  'pyco',
  '--invoice',
  invoice,
  '--date',
  '2026-02-28',
  '--fixed-commission',
  '10',
  '--columns',
  'order=Pedido,commission=Comision',
  ...rest,
];

describe('cellar import eurotax on a terminal', () => {
  it('asks for the amount of each country the flags left out, as the screen’s form', async () => {
    const prompts = terminal({ ask: async (label: string) => (label === 'Amount fr:' ? '12.5' : '7') });
    const result = await cli(
      [
        'eurotax',
        '--from',
        '2025-01-01',
        '--to',
        '2026-12-31',
        '--invoice',
        'CLI-E9',
        '--date',
        '2026-10-31',
        '--amount',
        'de=3',
      ],
      { prompts },
    );
    expect(result.code).toBe(0);
    const asked = prompts.ask.mock.calls.map(([label]) => label);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked).not.toContain('Amount de:');
    expect(asked.every((label) => /^Amount [a-z]{2}:$/.test(label))).toBe(true);
    const stored = await sdk().eurotaxInvoice('CLI-E9');
    const charged = Object.fromEntries(stored.coste_paises.map((row) => [row.id_pais, row.coste_factura]));
    expect(charged.de).toBe(3);
    if ('fr' in charged) expect(charged.fr).toBe(12.5);
    expect(result.stdout).toBe(`${success.dataRegistered}\n`);
  });
});

describe('cellar import commissions (v1)', () => {
  it('imports pyco’s collection with its fixed commission', async () => {
    const result = await cli(
      commissions('commissions', 'commissions-pyco-good.csv', 'CLI-C1', '--yes', '--json'),
    );
    expect(result.code).toBe(0);
    const json = JSON.parse(result.stdout);
    expect(json).toMatchObject({
      kind: 'commissions',
      fixedCommission: 10,
      confirmed: { comision_fija: 10 },
    });
    expect(json.confirmed.message).toBe(success.invoiceImported);
  });

  it('needs the fixed commission for pyco, and refuses it for another gateway', async () => {
    const missing = await cli([
      'commissions',
      sample('commissions-pyco-good.csv'),
      '--company',
      'pyco',
      '--invoice',
      'X',
      '--date',
      '2026-02-28',
      '--yes',
    ]);
    expect(missing.code).toBe(2);
    expect(missing.stderr.split('\n')[0]).toBe('Please input the fixed commission (--fixed-commission)');
    const other = await cli([
      'commissions',
      sample('commissions-pyco-good.csv'),
      '--company',
      'strp',
      '--invoice',
      'X',
      '--date',
      '2026-02-28',
      '--fixed-commission',
      '3',
      '--yes',
    ]);
    expect(other.code).toBe(2);
    expect(other.stderr.split('\n')[0]).toBe('--fixed-commission is only for pyco, not strp.');
  });

  it('reads pyco’s xlsx statement', async () => {
    const result = await cli(
      commissions('commissions', 'commissions-pyco-good.xlsx', 'CLI-C3', '--dry-run', '--json'),
    );
    expect(result.code).toBe(0);
    const json = JSON.parse(result.stdout);
    expect(json.upload.kind).toBe('xlsx');
    expect(json.lines).toBe(json.upload.total_rows);
    expect(json.preview.lines_file).toBe(json.lines);
  });

  it('reports the bad number of line 3', async () => {
    const result = await cli(
      commissions('commissions', 'commissions-pyco-bad-number.csv', 'CLI-C2', '--yes'),
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/ {2}Line 3: the cost ".*" is not a number/);
  });
});

describe('cellar import commissions-v2', () => {
  it('splits order and extra commissions, registers them, and refuses the same collection again', async () => {
    const dry = await cli(
      commissions('commissions-v2', 'commissions-pyco-v2.csv', 'CLI-V1', '--dry-run', '--json'),
    );
    expect(dry.code).toBe(0);
    const preview = JSON.parse(dry.stdout).preview;
    expect(preview.pedidos).toBe(8);
    expect(preview.comision_extra.map((e: { concepto: string }) => e.concepto)).toContain('Cuota mensual');

    const stored = await cli(commissions('commissions-v2', 'commissions-pyco-v2.csv', 'CLI-V1', '--yes'));
    expect(stored.code).toBe(0);
    expect(stored.stdout).toContain('Order commissions: 8,');
    expect(stored.stdout.trimEnd().split('\n').at(-1)).toBe(success.dataRegistered);

    const again = await cli(commissions('commissions-v2', 'commissions-pyco-v2.csv', 'CLI-V1', '--yes'));
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      /^Error processing 409: \{"message":"The invoice CLI-V1 of pyco was already imported"/m,
    );
  });
});

describe('cellar import eurotax', () => {
  const range = ['--from', '2025-01-01', '--to', '2026-12-31'];

  it('previews the range by country, imports with an amount for each, and refuses the same number again', async () => {
    const before = (await sdk().eurotaxInvoices()).length;
    const dry = await cli(['eurotax', ...range, '--dry-run', '--json']);
    expect(dry.code).toBe(0);
    const { countries, preview } = JSON.parse(dry.stdout);
    expect(countries.length).toBeGreaterThan(0);
    expect(preview.data_filtered.map((row: { id_pais: string }) => row.id_pais)).toEqual(countries);
    expect(await sdk().eurotaxInvoices()).toHaveLength(before);

    const amounts = countries.map((country: string, index: number) => `${country}=${10 + index}`).join(',');
    const args = [
      'eurotax',
      ...range,
      '--invoice',
      'CLI-E1',
      '--date',
      '2026-10-31',
      '--amount',
      amounts,
      '--yes',
    ];
    const stored = await cli(args);
    expect(stored.code).toBe(0);
    expect(stored.stdout.trimEnd().split('\n').at(-1)).toBe(success.dataRegistered);
    expect((await sdk().eurotaxInvoice('CLI-E1')).coste_total_factura).toBeGreaterThan(0);

    const again = await cli(args);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(
      'Error processing 409: {"message":"The Eurotax invoice CLI-E1 was already imported"',
    );
  });

  it('says "Incorrect dates" for a bad range (exit 2)', async () => {
    for (const bad of [
      ['--from', '2026-12-31', '--to', '2026-01-01'],
      ['--from', 'soon', '--to', '2026-01-01'],
      [],
    ]) {
      const result = await cli(['eurotax', ...bad, '--dry-run']);
      expect(result.code).toBe(2);
      expect(result.stderr.split('\n')[0]).toBe(invoiceImport.incorrectDates);
    }
  });

  it('says when the range has no orders to settle (exit 1)', async () => {
    const result = await cli([
      'eurotax',
      '--from',
      '2001-01-01',
      '--to',
      '2001-01-31',
      '--invoice',
      'X',
      '--date',
      '2001-01-31',
      '--yes',
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No orders in the range 2001-01-01 to 2001-01-31: no amount to import.');
  });

  it('asks for the amount of each country of the range', async () => {
    const result = await cli([
      'eurotax',
      ...range,
      '--invoice',
      'CLI-E2',
      '--date',
      '2026-10-31',
      '--amount',
      'de=1',
      '--yes',
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/Please input the amount for \w\w \(--amount\)/);
    expect(result.stderr).not.toContain('amount for de');
  });
});

describe('cellar import warehouse-cost', () => {
  it('registers a month’s cost and recalculates, refuses the same month again; --dry-run changes nothing', async () => {
    const dry = await cli([
      'warehouse-cost',
      '--date',
      '2024-05-31',
      '--cost',
      '1200.50',
      '--dry-run',
      '--json',
    ]);
    expect(dry.code).toBe(0);
    expect(JSON.parse(dry.stdout)).toMatchObject({
      kind: 'warehouse-cost',
      preview: { month: '2024-05', date: '2024-05-31', cost: 1200.5, already_registered: false },
      dryRun: true,
      confirmed: null,
    });
    expect((await sdk().warehouseCosts()).some((cost) => cost.mes === '2024-05')).toBe(false);

    const stored = await cli([
      'warehouse-cost',
      '--date',
      '2024-05-31',
      '--cost',
      '1200.50',
      '--yes',
      '--recalculate',
    ]);
    expect(stored.code).toBe(0);
    expect(stored.stdout).toContain(`${success.dataRegistered}\n`);
    expect(stored.stdout).toMatch(
      /(Preparation costs recalculated for \d+ orders|No data to recalculate)\n$/,
    );
    expect((await sdk().warehouseCosts()).some((cost) => cost.mes === '2024-05')).toBe(true);

    const again = await cli(['warehouse-cost', '--date', '2024-05-15', '--cost', '1', '--yes']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(
      'Error processing 409: {"message":"A warehouse cost for 2024-05 is already registered"',
    );
  });

  it('--recalculate alone only recalculates', async () => {
    const result = await cli(['warehouse-cost', '--recalculate', '--json']);
    expect(result.code).toBe(0);
    const json = JSON.parse(result.stdout);
    expect(json.confirmed).toBeNull();
    expect(json.recalculation).toMatchObject({ costes: expect.any(Number), pedidos: expect.any(Number) });
  });

  it('needs the date and the cost', async () => {
    const result = await cli(['warehouse-cost', '--cost', 'abc', '--yes']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Please input the cost (--cost)\nPlease input the date (--date)');
  });
});

describe('--help', () => {
  it('shows an example for each kind', async () => {
    for (const kind of ['shipping', 'commissions', 'commissions-v2', 'eurotax', 'warehouse-cost']) {
      const help = await cli([kind, '--help']);
      expect(help.code).toBe(0);
      expect(help.stdout).toContain(`Example:\n  cellar import ${kind}`);
    }
  });
});
