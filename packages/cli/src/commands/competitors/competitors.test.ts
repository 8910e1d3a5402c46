import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBackend } from '@cellar/backend';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCli, tempConfigDir } from '../../test-harness';

// cellar competitors against the reference backend, in-process, on the sample files of fixtures/competitors.
let backend: Awaited<ReturnType<typeof createBackend>>;
beforeAll(async () => {
  backend = await createBackend({ dataDir: ':memory:', logLevel: 'silent' });
});
afterAll(() => backend.close());

const fixtures = join(import.meta.dirname, '../../../../../fixtures/competitors');
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
    expect(result.stderr).toContain('line 3: Please input a valid URL\n');
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
    const rows = Array.from({ length: 50 }, (_, i) => ({
      group: `zz-resume-${String(i).padStart(2, '0')}`,
      url: `https://www.rival.example/es/zz-resume-${i}`,
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
    const groups = Array.from({ length: 40 }, (_, i) => `zz-sigint-${String(i).padStart(2, '0')}`);
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
      expect(help.stdout).toContain(`Example:\n  cellar competitors ${command} --country `);
    }
  });
});
