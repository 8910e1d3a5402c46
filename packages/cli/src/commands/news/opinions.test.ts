import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixture, newsBackend } from './news-test-support';

const { cli, login, fetch } = newsBackend();

let work: string;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'cellar-opinions-'));
});
afterEach(() => rm(work, { recursive: true, force: true }));

/** A sample file of fixtures/opinions copied to the test's directory (the journal is written beside it). */
const sample = async (name: string) => {
  const file = join(work, name);
  await copyFile(fixture(`opinions/${name}`), file);
  return file;
};

const stateOf = async (id: number) => {
  for (const status of ['pend', 'npub', 'publ']) {
    const page = JSON.parse((await cli(['opinions', 'list', '--status', status, '--all', '--json'])).stdout);
    if (page.items.some((item: { id_opinion: number }) => item.id_opinion === id)) return status;
  }
  return undefined;
};

describe('cellar opinions list', () => {
  it('shows the first page of pending opinions, 10 a page, with the page and the total on stderr', async () => {
    await login('admin');
    const result = await cli(['opinions', 'list']);
    expect(result.code).toBe(0);
    const [header, ...rows] = result.stdout.trimEnd().split('\n');
    expect(header).toMatch(/^\s*id\s+date\s+shop\s+lang\s+rate\s+product\s+user\s+title$/);
    expect(rows).toHaveLength(10);
    expect(result.stderr).toMatch(/^Page 1 of \d+: \d+ Pending opinions\.\n$/);
  });

  it('--json: one page with its filters (shop, language), pages counted from 1', async () => {
    await login('admin');
    const result = await cli([
      'opinions',
      'list',
      '--json',
      '--shop',
      'uk',
      '--lang',
      'en',
      '--status',
      'publ',
      '--page',
      '2',
    ]);
    expect(result.stderr).toBe('');
    const page = JSON.parse(result.stdout);
    expect(page).toMatchObject({ status: 'publ', page: 2, page_size: 10 });
    expect(page.total).toBeGreaterThan(10);
    expect(page.items).toHaveLength(10);
    for (const item of page.items) expect(item).toMatchObject({ estado: 'publ', shop: 'uk', idioma: 'en' });
    const first = JSON.parse(
      (await cli(['opinions', 'list', '--json', '--shop', 'uk', '--lang', 'en', '--status', 'publ'])).stdout,
    );
    expect(first.items.map((i: { id_opinion: number }) => i.id_opinion)).not.toContain(
      page.items[0].id_opinion,
    );
  });

  it('--all reads every page: as many items as the total', async () => {
    await login('admin');
    const all = JSON.parse((await cli(['opinions', 'list', '--status', 'npub', '--all', '--json'])).stdout);
    expect(all.items.length).toBe(all.total);
    expect(all.total).toBeGreaterThan(100);
    expect(new Set(all.items.map((i: { id_opinion: number }) => i.id_opinion)).size).toBe(all.total);
  });

  it('refuses a bad flag value with exit 2, and a non-admin gets the server’s refusal (exit 1)', async () => {
    await login('admin');
    expect((await cli(['opinions', 'list', '--status', 'done'])).code).toBe(2);
    expect((await cli(['opinions', 'list', '--page', '0'])).code).toBe(2);
    expect((await cli(['opinions', 'list', '--page', '2', '--all'])).code).toBe(2);
    await login('viewer');
    const viewer = await cli(['opinions', 'list']);
    expect(viewer.code).toBe(1);
    expect(viewer.stderr).not.toContain('Unexpected error');
  });
});

describe('cellar opinions publish and refuse', () => {
  it('publishes and refuses ids given on the line, in the screen’s words; a second time is refused (409)', async () => {
    await login('admin');
    const publish = await cli(['opinions', 'publish', '1', '2']);
    expect(publish).toEqual({
      code: 0,
      stdout: '1: Opinion published!\n2: Opinion published!\n',
      stderr: '',
    });
    expect(await stateOf(1)).toBe('publ');
    const refuse = await cli(['opinions', 'refuse', '3']);
    expect(refuse).toEqual({ code: 0, stdout: '3: Opinion rejected!\n', stderr: '' });
    expect(await stateOf(3)).toBe('npub');

    const again = await cli(['opinions', 'publish', '1', '4']);
    expect(again.code).toBe(1);
    expect(again.stdout).toBe('4: Opinion published!\n');
    expect(again.stderr).toMatch(
      /^1: Opinion could not be published \(Opinion 1 is not pending.*\)\n1 of 2 opinions failed\.\n$/,
    );

    const json = await cli(['opinions', 'refuse', '5', '1', '--json']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toEqual({
      command: 'opinions refuse',
      done: 1,
      failed: 1,
      results: [
        { id: 5, ok: true },
        {
          id: 1,
          ok: false,
          reason: expect.stringMatching(/^Opinion could not be rejected\. \(Opinion 1 is not pending/),
        },
      ],
    });
  });

  it('--file runs through the bulk runner: every id done, a journal beside the file, --json the runner’s result', async () => {
    await login('admin');
    const file = await sample('publish-ids.txt');
    const result = await cli(['opinions', 'publish', '--file', file, '--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      command: 'opinions publish',
      total: 5,
      done: 5,
      failed: 0,
      journal: `${file}.journal`,
      interrupted: false,
    });
    for (const id of [11, 15]) expect(await stateOf(id)).toBe('publ');
    // The finished run's journal is there: running again asks to --resume (nothing is sent twice) or --restart.
    const again = await cli(['opinions', 'publish', '--file', file]);
    expect(again.code).toBe(2);
    const resumed = await cli(['opinions', 'publish', '--file', file, '--resume', '--json']);
    expect(JSON.parse(resumed.stdout)).toMatchObject({ done: 5, failed: 0, skipped: 5 });
  });

  it('--file: rows the server refuses fail with their reason into the failed-rows file, exit 1', async () => {
    await login('admin');
    const file = join(work, 'mixed.txt');
    await writeFile(file, '21\n361\n22\n');
    const result = await cli(['opinions', 'refuse', '--file', file]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Line 2: Opinion could not be rejected. (Opinion 361 is not pending');
    expect(result.stderr).toContain(`1 row failed: see ${file}.failed.csv.`);
    const failed = (await readFile(`${file}.failed.csv`, 'utf8')).trim().split('\n');
    expect(failed[0]).toBe('id,line,reason');
    expect(failed[1]).toMatch(/^361,2,/);
    expect(await stateOf(21)).toBe('npub');
  });

  it('--file: the backend lost mid-run, then --resume: no id sent twice, none lost (the one in flight is uncertain)', async () => {
    await login('admin');
    const file = join(work, 'ids.txt');
    await writeFile(file, '41\n42\n43\n44\n45\n');
    const published: number[] = [];
    let calls = 0;
    const flaky = async (request: Request) => {
      const match = /\/opinions\/(\d+)\/@publish$/.exec(new URL(request.url).pathname);
      if (match) {
        calls += 1;
        if (calls === 3) throw new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } });
        published.push(Number(match[1]));
      }
      return fetch(request);
    };
    const first = await cli(['opinions', 'publish', '--file', file, '--concurrency', '1'], { fetch: flaky });
    expect(first.code).toBe(1);
    expect(first.stderr).toContain('--resume');
    expect(published).toEqual([41, 42]);

    const tracked = async (request: Request) => {
      const match = /\/opinions\/(\d+)\/@publish$/.exec(new URL(request.url).pathname);
      if (match) published.push(Number(match[1]));
      return fetch(request);
    };
    const resumed = await cli(['opinions', 'publish', '--file', file, '--resume', '--json'], {
      fetch: tracked,
    });
    expect(resumed.code).toBe(1);
    expect(JSON.parse(resumed.stdout)).toMatchObject({
      total: 5,
      done: 4,
      failed: 1,
      uncertain: 1,
      skipped: 2,
    });
    expect(published).toEqual([41, 42, 44, 45]);
    const failed = await readFile(`${file}.failed.csv`, 'utf8');
    expect(failed).toMatch(/^id,line,reason\n43,3,uncertain: /);
    expect(await stateOf(43)).toBe('pend');
  });

  it('a malformed ids file is a usage error listing the bad lines by number, and nothing is sent', async () => {
    await login('admin');
    const file = await sample('ids-malformed.txt');
    const result = await cli(['opinions', 'publish', '--file', file]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${file} line 2: not an opinion id: "abc"`);
    expect(result.stderr).toContain(`${file} line 4: not an opinion id: "32x"`);
    expect(await stateOf(31)).toBe('pend');
  });

  it('usage errors: no ids, ids and --file together, a bad id, a missing file', async () => {
    await login('admin');
    expect((await cli(['opinions', 'publish'])).code).toBe(2);
    expect((await cli(['opinions', 'publish', '7', '--file', 'x.txt'])).code).toBe(2);
    const bad = await cli(['opinions', 'refuse', '7', 'seven']);
    expect(bad).toMatchObject({ code: 2, stderr: 'not an opinion id: "seven"\n' });
    const missing = await cli(['opinions', 'refuse', '--file', join(work, 'none.txt')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(`Cannot read ${join(work, 'none.txt')}: no such file\n`);
  });
});
