import { readFileSync } from 'node:fs';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBackend } from '@cellar/backend';
import iconv from 'iconv-lite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deferred, runCli, tempConfigDir } from '../../test-harness';

// cellar competitors against the reference backend, in-process, on the sample files of fixtures/competitors.
let backend: Awaited<ReturnType<typeof createBackend>>;
beforeAll(async () => {
  backend = await createBackend({ dataDir: ':memory:', logLevel: 'silent' });
});
afterAll(() => backend.close());

const fixtures = join(import.meta.dirname, '../../../../../fixtures/competitors');
const fixture = <T>(name: string) => JSON.parse(readFileSync(join(fixtures, '../erp', name), 'utf8')) as T;
/**
 * The catalogue's product groups (fixtures/erp) that have no competitor URL in any country, sorted: a URL needs a
 * catalogue group, and these leave the sample files' URLs as they are.
 */
const catalogueGroups = (() => {
  const withUrl = new Set(fixture<{ group: string }[]>('price-comparator.json').map((entry) => entry.group));
  const groups = fixture<{ grupo: string }[]>('products.json').map((product) => product.grupo);
  return [...new Set(groups)].filter((group) => !withUrl.has(group)).sort();
})();
let dir: string;
let work: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ dir, cleanup } = await tempConfigDir());
  work = await mkdtemp(join(tmpdir(), 'cellar-competitors-'));
  await cli(['login', '--email', 'admin@example.com', '--password-stdin'], { stdin: 'admin\n' });
});
afterEach(async () => {
  await cleanup();
  await rm(work, { recursive: true, force: true });
});

const base = 'http://cellar.test';
type Fetch = (request: Request) => Promise<Response>;
const cli = (args: string[], options: { stdin?: string; fetch?: Fetch } = {}) =>
  runCli(['--base-url', base, ...args], {
    stdin: options.stdin,
    fetch: options.fetch ?? ((request) => backend.fetch(request)),
    env: { CELLAR_CONFIG_DIR: dir },
  });
/** A copy of a sample file in a scratch directory: the journal and the failed rows are written beside it. */
const sample = async (name: string) => {
  const path = join(work, name);
  await copyFile(join(fixtures, name), path);
  return path;
};
const listed = async (country: string, groups: string[]) => {
  const result = await cli(['--json', 'competitors', 'list', '--country', country, '--group', ...groups]);
  return (JSON.parse(result.stdout) as { group: string; url: string }[]).map(({ group, url }) => ({
    group,
    url,
  }));
};
const rowsOf = async (path: string) =>
  (await readFile(path, 'utf8'))
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [group, url] = line.split(',');
      return { group: group!, url: url! };
    });

describe('cellar competitors update', () => {
  it('updates every URL of a good file, says so in the spec’s words, exit 0', async () => {
    const file = await sample('urls-es.csv');
    const result = await cli(['competitors', 'update', '--country', 'es', file]);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('8 URLs updated successfully\n');
    const rows = await rowsOf(file);
    expect(
      await listed(
        'es',
        rows.map((row) => row.group),
      ),
    ).toEqual([...rows].sort((a, b) => a.group.localeCompare(b.group)));
  });

  it('reports bad rows by line with the validation package’s messages, in the failed-rows CSV, exit 1', async () => {
    const file = await sample('urls-bad.csv');
    const result = await cli(['competitors', 'update', '--country', 'es', file]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('2 URLs updated successfully\n5 URLs with an error...\n');
    expect(result.stderr).toContain(`5 rows failed: see ${file}.failed.csv.`);
    expect(result.stderr).toContain('Line 3: Please input a valid URL\n');
    expect(await readFile(`${file}.failed.csv`, 'utf8')).toBe(
      [
        'group,url,line,reason',
        'zeltinger-riesling-auslese,not a url,3,Please input a valid URL',
        ',https://www.rival.example/es/no-group,4,Please input the group',
        'marnes-blanches-chablis,,5,Please input the URL',
        'corte-verze-amarone-della-valpolicella,ftp://files.rival.example/corte-verze-amarone-della-valpolicella,6,Please input a valid URL',
        'labastide-tenareze-xo,https://www.other-rival.example/es/labastide-tenareze-xo,8,Group labastide-tenareze-xo is already on line 2: one URL per group and country',
        '',
      ].join('\n'),
    );
  });

  it('--json prints the result and nothing else', async () => {
    const file = await sample('urls-bad.csv');
    const result = await cli(['--json', 'competitors', 'update', '--country', 'es', file]);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual({
      command: 'competitors update',
      total: 7,
      done: 2,
      failed: 5,
      skipped: 0,
      uncertain: 0,
      failedFile: `${file}.failed.csv`,
      journal: `${file}.journal`,
      interrupted: false,
    });
    expect(result.stderr).toBe(`5 rows failed: see ${file}.failed.csv.\n`);
  });

  it('refuses a malformed file, a missing column or file, and bad flags with exit 2 before sending anything', async () => {
    let calls = 0;
    const counting: Fetch = (request) => {
      if (request.method === 'PATCH') calls += 1;
      return backend.fetch(request);
    };
    const missing = await cli(
      ['competitors', 'update', '--country', 'es', await sample('urls-missing-column.csv')],
      {
        fetch: counting,
      },
    );
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(
      'Line 1: missing column: url\nThe columns are: group, url (required: group, url).\n',
    );

    const malformed = await cli(
      ['competitors', 'update', '--country', 'es', await sample('urls-malformed.csv')],
      {
        fetch: counting,
      },
    );
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toMatch(
      /(^|\n)Line 3: malformed CSV: Invalid Closing Quote: got "t" at line 3 instead of delimiter.*\nCheck the file .*urls-malformed\.csv\.\n/,
    );

    const absent = await cli(['competitors', 'update', '--country', 'es', join(work, 'nope.csv')]);
    expect(absent).toMatchObject({ code: 2 });
    expect(absent.stderr).toContain(`Cannot read ${work}/nope.csv: no such file\n`);
    expect(absent.stderr).not.toMatch(/at .*\.ts:\d+/);

    const country = await cli(['competitors', 'update', '--country', 'xx', join(work, 'nope.csv')]);
    expect(country.code).toBe(2);
    expect(country.stderr).toContain("error: option '--country <cc>' argument 'xx' is invalid.");
    const concurrency = await cli([
      'competitors',
      'update',
      '--country',
      'es',
      '--concurrency',
      '0',
      'x.csv',
    ]);
    expect(concurrency).toMatchObject({
      code: 2,
      stderr: '--concurrency must be a whole number from 1 to 32, not 0.\n',
    });
    expect(calls).toBe(0);
  });

  it('a run stopped half-way (the session ended) resumes with --resume: no row sent twice, none lost', async () => {
    const file = join(work, 'many.csv');
    const rows = catalogueGroups.slice(0, 50).map((group, i) => ({
      group,
      url: `https://www.rival.example/es/resume-${i}`,
    }));
    await writeFile(file, `group,url\n${rows.map((row) => `${row.group},${row.url}`).join('\n')}\n`);
    const sent: string[] = [];
    let patches = 0;
    const expiring =
      (limit: number): Fetch =>
      async (request) => {
        if (request.method === 'PATCH') {
          patches += 1;
          if (patches > limit)
            return Response.json({ message: 'Session expired', type: 'Unauthorized' }, { status: 401 });
          const body = (await request.clone().json()) as { data: { group: string }[] };
          sent.push(...body.data.map((row) => row.group));
        }
        return backend.fetch(request);
      };
    const args = [
      'competitors',
      'update',
      '--country',
      'es',
      '--batch-size',
      '5',
      '--concurrency',
      '1',
      file,
    ];
    const first = await cli(args, { fetch: expiring(3) });
    expect(first.code).toBe(1);
    expect(first.stderr).toContain('Session expired\n');
    expect(first.stderr).toContain(`cellar --base-url ${base} ${args.join(' ')} --resume`);
    expect(sent).toHaveLength(15);

    const again = await cli(args);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain(`An earlier run of this file left a journal: ${file}.journal.`);

    const resumed = await cli(['--json', ...args, '--resume']);
    expect(resumed.code).toBe(0);
    expect(JSON.parse(resumed.stdout)).toMatchObject({ total: 50, done: 50, failed: 0, skipped: 15 });
    const all = [
      ...sent,
      ...(
        await listed(
          'es',
          rows.map((row) => row.group),
        )
      ).map((row) => row.group),
    ];
    expect(new Set(sent).size).toBe(sent.length);
    expect(new Set(all).size).toBe(50);
  });
});

describe('cellar competitors update, interrupted', () => {
  it('Ctrl+C: the calls in flight finish, exit 130 with the resume line; --resume sends the rest once', async () => {
    const file = join(work, 'interrupted.csv');
    const groups = catalogueGroups.slice(50, 90);
    await writeFile(
      file,
      `group,url\n${groups.map((g) => `${g},https://www.rival.example/es/${g}`).join('\n')}\n`,
    );
    const sent: string[] = [];
    const recording =
      (interruptAfter?: number): Fetch =>
      async (request) => {
        if (request.method === 'PATCH') {
          const body = (await request.clone().json()) as { data: { group: string }[] };
          sent.push(...body.data.map((row) => row.group));
          // What the terminal does on Ctrl+C: SIGINT to the process (only the listeners run here).
          if (sent.length === interruptAfter) process.emit('SIGINT');
        }
        return backend.fetch(request);
      };
    const args = [
      'competitors',
      'update',
      '--country',
      'es',
      '--batch-size',
      '4',
      '--concurrency',
      '2',
      file,
    ];
    const first = await cli(args, { fetch: recording(8) });
    expect(first.code).toBe(130);
    expect(first.stderr).toContain('Stopping: waiting for the calls in flight');
    expect(first.stderr).toContain(
      `Interrupted. Resume with: cellar --base-url ${base} ${args.join(' ')} --resume\n`,
    );
    expect(sent.length).toBeGreaterThanOrEqual(8);
    expect(sent.length).toBeLessThan(40);
    expect(process.listenerCount('SIGINT')).toBe(0);

    const resumed = await cli(['--json', ...args, '--resume'], { fetch: recording() });
    expect(resumed.code).toBe(0);
    expect(JSON.parse(resumed.stdout)).toMatchObject({ total: 40, done: 40, failed: 0, interrupted: false });
    expect([...sent].sort()).toEqual(groups);
  });
});

describe('cellar competitors: input checked before it is trusted (issue 26)', () => {
  const patches = () => {
    let count = 0;
    const fetch: Fetch = (request) => {
      if (request.method === 'PATCH' || request.method === 'DELETE') count += 1;
      return backend.fetch(request);
    };
    return { fetch, count: () => count };
  };

  it('reads a Windows-1252 file as such, saying so on stderr, and stores its URLs without mojibake', async () => {
    const file = join(work, 'latin1.csv');
    const [a, b] = catalogueGroups.slice(100, 102) as [string, string];
    const rows = [
      { group: a, url: 'https://www.rival.example/es/bodegas-muñoz' },
      { group: b, url: 'https://www.rival.example/es/peña-ibáñez?precio=5€' },
    ];
    await writeFile(
      file,
      iconv.encode(
        `group,url\r\n${rows.map((row) => `${row.group},${row.url}`).join('\r\n')}\r\n`,
        'windows-1252',
      ),
    );
    const result = await cli(['competitors', 'update', '--country', 'es', file]);
    expect(result.code).toBe(0);
    expect(result.stderr.split('\n')[0]).toBe(`${file}: not UTF-8, read as windows-1252`);
    expect(await listed('es', [a, b])).toEqual(rows);
  });

  it('refuses a file in another encoding, naming it, before sending anything (exit 2)', async () => {
    const file = join(work, 'japanese.csv');
    const [group] = catalogueGroups;
    await writeFile(
      file,
      iconv.encode(
        `group,url\n${group},https://www.rival.example/日本語のテキスト、こんにちは世界\n`,
        'shift_jis',
      ),
    );
    const { fetch, count } = patches();
    const result = await cli(['competitors', 'update', '--country', 'es', file], { fetch });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${file}: The file is not UTF-8: it looks like Shift_JIS`);
    expect(count()).toBe(0);
  });

  it('refuses groups the catalogue does not have, by line, and stores the others; the failed rows are formula-safe', async () => {
    const file = join(work, 'invented.csv');
    const [a, b] = catalogueGroups.slice(110, 112) as [string, string];
    await writeFile(
      file,
      [
        'group,url',
        `${a},https://www.rival.example/es/a`,
        `"=cmd|' /C calc'!A0",https://www.rival.example/es/calc`,
        'zz-invented-group,https://www.rival.example/es/zz',
        `${b},https://www.rival.example/es/b`,
        '',
      ].join('\n'),
    );
    const result = await cli(['competitors', 'update', '--country', 'es', '--batch-size', '10', file]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "Line 3: There is no product group =cmd|' /C calc'!A0 in the catalogue\n",
    );
    expect(result.stderr).toContain('Line 4: There is no product group zz-invented-group in the catalogue\n');
    expect(result.stderr).toContain('2 URLs updated successfully\n2 URLs with an error...\n');
    expect(
      (await listed('es', [a, b, "=cmd|' /C calc'!A0", 'zz-invented-group'])).map((row) => row.group),
    ).toEqual([a, b]);
    expect(await readFile(`${file}.failed.csv`, 'utf8')).toBe(
      [
        'group,url,line,reason',
        `'=cmd|' /C calc'!A0,https://www.rival.example/es/calc,3,There is no product group =cmd|' /C calc'!A0 in the catalogue`,
        'zz-invented-group,https://www.rival.example/es/zz,4,There is no product group zz-invented-group in the catalogue',
        '',
      ].join('\n'),
    );
  });

  it('update --dry-run checks every row, groups in the catalogue included, by line; sends nothing, no journal', async () => {
    const file = join(work, 'dry.csv');
    const [a, b] = catalogueGroups.slice(120, 122) as [string, string];
    await writeFile(
      file,
      [
        'group,url',
        `${a},https://www.rival.example/es/a`,
        'zz-invented-group,https://www.rival.example/es/zz',
        `${b},not a url`,
        `${a},https://www.rival.example/es/again`,
        '',
      ].join('\n'),
    );
    const { fetch, count } = patches();
    const result = await cli(['competitors', 'update', '--country', 'es', '--dry-run', file], { fetch });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      [
        'Line 3: There is no product group zz-invented-group in the catalogue',
        'Line 4: Please input a valid URL',
        `Line 5: Group ${a} is already on line 2: one URL per group and country`,
        '1 row of 4 valid; nothing sent (--dry-run).',
        '3 rows of 4 invalid.',
        '',
      ].join('\n'),
    );
    expect(count()).toBe(0);
    await expect(readFile(`${file}.journal`)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await listed('es', [a])).toEqual([]);

    const json = await cli(['--json', 'competitors', 'update', '--country', 'es', '--dry-run', file], {
      fetch,
    });
    expect(JSON.parse(json.stdout)).toEqual({
      command: 'competitors update',
      total: 4,
      done: 0,
      failed: 3,
      dryRun: true,
      valid: 1,
      invalid: [
        { line: 3, errors: ['There is no product group zz-invented-group in the catalogue'] },
        { line: 4, errors: ['Please input a valid URL'] },
        { line: 5, errors: [`Group ${a} is already on line 2: one URL per group and country`] },
      ],
    });
    const good = await sample('urls-es.csv');
    expect(
      await cli(['competitors', 'update', '--country', 'es', '--dry-run', good], { fetch }),
    ).toMatchObject({
      code: 0,
      stderr: '8 rows of 8 valid; nothing sent (--dry-run).\n',
    });
    expect(count()).toBe(0);
  });

  it('delete --dry-run names the rows the country does not have and deletes nothing', async () => {
    const file = await sample('delete-es.csv');
    const rows = await rowsOf(file);
    const { fetch, count } = patches();
    const result = await cli(['competitors', 'delete', '--country', 'es', '--dry-run', file], { fetch });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'Line 4: No such URL for this group in es\n2 rows of 3 valid; nothing sent (--dry-run).\n1 row of 3 invalid.\n',
    );
    expect(count()).toBe(0);
    expect(
      await listed(
        'es',
        rows.slice(0, 2).map((row) => row.group),
      ),
    ).toHaveLength(2);
  });

  it('refuses a second run of the file while the first runs, naming it (one run per journal)', async () => {
    const file = join(work, 'locked.csv');
    const groups = catalogueGroups.slice(130, 140);
    await writeFile(
      file,
      `group,url\n${groups.map((g) => `${g},https://www.rival.example/es/${g}`).join('\n')}\n`,
    );
    const held = deferred();
    const patching = deferred();
    const holding: Fetch = async (request) => {
      if (request.method === 'PATCH') {
        patching.resolve();
        await held.promise;
      }
      return backend.fetch(request);
    };
    const args = [
      'competitors',
      'update',
      '--country',
      'es',
      '--batch-size',
      '5',
      '--concurrency',
      '1',
      file,
    ];
    const first = cli(args, { fetch: holding });
    await patching.promise;
    const second = await cli([...args, '--resume']);
    expect(second.code).toBe(2);
    expect(second.stderr).toMatch(
      new RegExp(
        `^This file is being run by \`cellar competitors update\` \\(pid ${process.pid} on .+, started \\d{4}-\\d\\d-\\d\\dT.+\\): one run per journal\\.\n`,
      ),
    );
    held.resolve();
    expect((await first).code).toBe(0);
    await expect(readFile(`${file}.journal.lock`)).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await listed('es', groups)).length).toBe(10);
  });
});

describe('cellar competitors delete and list', () => {
  it('deletes the rows the country has and fails the others', async () => {
    const file = await sample('delete-es.csv');
    const rows = await rowsOf(file);
    const result = await cli(['competitors', 'delete', '--country', 'es', file]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('2 URLs deleted successfully\n');
    expect(await readFile(`${file}.failed.csv`, 'utf8')).toBe(
      `group,url,line,reason\n${rows[2]!.group},${rows[2]!.url},4,No such URL for this group in es\n`,
    );
    expect(
      await listed(
        'es',
        rows.map((row) => row.group),
      ),
    ).toEqual([{ group: rows[2]!.group, url: expect.not.stringContaining('nobody') }]);
  });

  it('lists a country’s URLs as a table, or JSON', async () => {
    const table = await cli(['competitors', 'list', '--country', 'uk']);
    expect(table.code).toBe(0);
    const lines = table.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^group +url +offers$/);
    expect(lines.length).toBeGreaterThan(10);
    const json = await cli(['--json', 'competitors', 'list', '--country', 'uk']);
    expect(JSON.parse(json.stdout)).toHaveLength(lines.length - 1);
    expect(JSON.parse(json.stdout)[0]).toMatchObject({
      country: 'uk',
      group: expect.any(String),
      url: expect.any(String),
    });
  });

  it('shows an example in --help', async () => {
    for (const command of ['list', 'update', 'delete']) {
      const help = await cli(['competitors', command, '--help']);
      expect(help.code).toBe(0);
      expect(help.stdout).toMatch(new RegExp(`Examples?:\n  cellar competitors ${command} --country `));
    }
  });
});
