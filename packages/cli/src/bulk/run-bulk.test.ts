import { appendFile, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpError, NetworkError, ServerError, UnauthorizedError, ValidationError } from '@cellar/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleError, UsageError } from '../errors';
import { deferred } from '../test-harness';
import { type ProgressState, silentProgress } from '../ui/progress';
import { DEFAULT_RETRY } from './retry';
import {
  type BulkDeps,
  type BulkOptions,
  type BulkResult,
  type BulkRow,
  type BulkSpec,
  bulkOptionsOf,
  type RowOutcome,
  reportBulk,
  runBulk,
  withBulkRun,
} from './run-bulk';

let dir: string;
let input: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cellar-bulk-'));
  input = join(dir, 'rows.csv');
  await writeFile(input, `name\n${Array.from({ length: 20 }, (_, i) => `row${i + 1}`).join('\n')}\n`);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const ctx = { json: true, stderr: { write: () => true } };
const capture = () => {
  const out = {
    text: '',
    write: (chunk: string) => {
      out.text += chunk;
      return true;
    },
  };
  return out;
};
const rowsOf = (count = 20): BulkRow<string>[] =>
  Array.from({ length: count }, (_, i) => ({ line: i + 2, key: String(i + 2), value: `row${i + 1}` }));

function spec(overrides: Partial<BulkSpec<string>> = {}): BulkSpec<string> {
  return {
    command: 'test run',
    inputFile: input,
    rows: rowsOf(),
    idempotent: true,
    send: async (rows) => rows.map((): RowOutcome => ({ ok: true })),
    failedRecord: (row) => ({ name: row.value }),
    ...overrides,
  };
}

interface Harness {
  deps: Partial<BulkDeps>;
  sleeps: number[];
  /** Presses Ctrl+C. */
  interrupt: () => void;
}
function harness(random = 0.5): Harness {
  const sleeps: number[] = [];
  let handler: (() => void) | undefined;
  return {
    sleeps,
    interrupt: () => handler?.(),
    deps: {
      random: () => random,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      onInterrupt: (h) => {
        handler = h;
        return () => {
          handler = undefined;
        };
      },
      progress: silentProgress,
      flushEveryMs: 0,
    },
  };
}
const options = (o: Partial<BulkOptions> = {}): BulkOptions => ({ concurrency: 1, resume: false, ...o });

describe('runBulk', () => {
  it('sends every row once, in batches, with at most `concurrency` calls in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const sent: string[] = [];
    const result = await runBulk(
      ctx,
      spec({
        batchSize: 3,
        send: async (rows) => {
          inFlight += 1;
          most = Math.max(most, inFlight);
          await new Promise((resolve) => setImmediate(resolve));
          sent.push(...rows.map((row) => row.key));
          inFlight -= 1;
          return rows.map(() => ({ ok: true }));
        },
      }),
      options({ concurrency: 3 }),
      harness().deps,
    );
    expect(most).toBe(3);
    expect(sent.sort()).toEqual(
      rowsOf()
        .map((row) => row.key)
        .sort(),
    );
    expect(result).toMatchObject({ total: 20, done: 20, failed: 0, skipped: 0, interrupted: false });
  });

  it('retries an idempotent call on 503, 429 and network errors with full-jitter backoff', async () => {
    const h = harness(0.5);
    const errors = [
      new ServerError(503, { message: 'Service Unavailable', type: 'ServerError' }),
      new HttpError(429, { message: 'Too Many Requests', type: 'HttpError' }),
      new NetworkError(new TypeError('fetch failed')),
    ];
    let calls = 0;
    const result = await runBulk(
      ctx,
      spec({
        rows: rowsOf(1),
        send: async (rows) => {
          calls += 1;
          const error = errors.shift();
          if (error) throw error;
          return rows.map(() => ({ ok: true }));
        },
      }),
      options(),
      h.deps,
    );
    expect(calls).toBe(4);
    expect(result).toMatchObject({ done: 1, failed: 0 });
    // Full jitter: random() × min(cap, base × 2^(n-1)).
    expect(h.sleeps).toEqual([125, 250, 500]);
  });

  it('waits the Retry-After of a 429', async () => {
    const h = harness(0.5);
    const limited = Object.assign(new HttpError(429, { message: 'Too Many Requests', type: 'HttpError' }), {
      retryAfterMs: 3000,
    });
    let calls = 0;
    await runBulk(
      ctx,
      spec({
        rows: rowsOf(1),
        send: async (rows) => {
          calls += 1;
          if (calls === 1) throw limited;
          return rows.map(() => ({ ok: true }));
        },
      }),
      options(),
      h.deps,
    );
    expect(h.sleeps).toEqual([3000 + 125]);
  });

  it('stops when the backend stays unreachable: idempotent rows are left for --resume, others are uncertain', async () => {
    let calls = 0;
    const down = async (): Promise<RowOutcome[]> => {
      calls += 1;
      throw new NetworkError(new TypeError('fetch failed'));
    };
    const idempotent = await runBulk(ctx, spec({ send: down }), options(), harness().deps);
    expect(calls).toBe(DEFAULT_RETRY.maxAttempts);
    expect(idempotent).toMatchObject({ done: 0, failed: 0, interrupted: true, stoppedBy: 'network' });
    const o = {
      json: false,
      stdout: { write: () => true },
      stderr: { text: '', write: (t: string) => (o.stderr.text += t) },
    };
    expect(() => reportBulk(o, { ...idempotent, resumeCommand: 'cellar x --resume' })).toThrow(
      'Failed to fetch data: Backend not running?',
    );
    const resumed = await runBulk(ctx, spec(), options({ resume: true }), harness().deps);
    expect(resumed).toMatchObject({ done: 20, failed: 0, uncertain: 0 });

    calls = 0;
    const once = await runBulk(
      ctx,
      spec({ idempotent: false, send: down }),
      options({ restart: true }),
      harness().deps,
    );
    expect(calls).toBe(1);
    expect(once).toMatchObject({ stoppedBy: 'network' });
    const after = await runBulk(ctx, spec({ idempotent: false }), options({ resume: true }), harness().deps);
    expect(after).toMatchObject({ done: 19, failed: 1, uncertain: 1 });
  });

  it('Ctrl+C during a backoff stops at once and leaves the row for --resume', async () => {
    const h = harness();
    let calls = 0;
    const result = await runBulk(
      ctx,
      spec({
        rows: rowsOf(1),
        send: async () => {
          calls += 1;
          throw new ServerError(503, { message: 'Service Unavailable', type: 'ServerError' });
        },
      }),
      options(),
      {
        ...h.deps,
        sleep: async (_ms, signal) => {
          h.interrupt();
          expect(signal.aborted).toBe(true);
        },
      },
    );
    expect(calls).toBe(1);
    expect(result).toMatchObject({ done: 0, failed: 0, interrupted: true, stoppedBy: 'interrupt' });
  });

  it('gives up after maxAttempts and fails the row with the server’s message', async () => {
    const h = harness(1);
    let calls = 0;
    const result = await runBulk(
      ctx,
      spec({
        rows: rowsOf(1),
        send: async () => {
          calls += 1;
          throw new ServerError(503, { message: 'Comparator busy', type: 'ServerError' });
        },
      }),
      options(),
      h.deps,
    );
    expect(calls).toBe(DEFAULT_RETRY.maxAttempts);
    expect(h.sleeps).toHaveLength(DEFAULT_RETRY.maxAttempts - 1);
    expect(result).toMatchObject({ done: 0, failed: 1, failedFile: `${input}.failed.csv` });
    expect(await readFile(`${input}.failed.csv`, 'utf8')).toBe('name,line,reason\nrow1,2,Comparator busy\n');
  });

  it('never retries a non-idempotent call', async () => {
    const h = harness();
    let calls = 0;
    const result = await runBulk(
      ctx,
      spec({
        idempotent: false,
        rows: rowsOf(1),
        send: async () => {
          calls += 1;
          throw new ServerError(503, { message: 'Service Unavailable', type: 'ServerError' });
        },
      }),
      options(),
      h.deps,
    );
    expect(calls).toBe(1);
    expect(h.sleeps).toEqual([]);
    expect(result).toMatchObject({ done: 0, failed: 1 });
  });

  it('fails the rows of a 4xx with the server’s message, and per-row outcomes, into the failed CSV', async () => {
    const result = await runBulk(
      ctx,
      spec({
        rows: [...rowsOf(4), { line: 6, key: '6', value: 'bad, "quoted"', invalid: 'Enter a valid URL' }],
        batchSize: 2,
        send: async (rows) => {
          if (rows[0]!.key === '2')
            throw new ValidationError(400, { message: 'Bad group', type: 'BadRequest' });
          return rows.map((row) =>
            row.key === '4' ? { ok: true } : { ok: false, reason: 'Duplicated URL' },
          );
        },
      }),
      options(),
      harness().deps,
    );
    expect(result).toMatchObject({ total: 5, done: 1, failed: 4 });
    const failed = (await readFile(`${input}.failed.csv`, 'utf8')).split('\n');
    expect(failed[0]).toBe('name,line,reason');
    expect(failed.slice(1, -1).sort()).toEqual(
      [
        '"bad, ""quoted""",6,Enter a valid URL',
        'row1,2,Bad group',
        'row2,3,Bad group',
        'row4,5,Duplicated URL',
      ].sort(),
    );
  });

  it('stops on a 401 without failing the rows, so --resume after login sends them', async () => {
    let calls = 0;
    const first = await runBulk(
      ctx,
      spec({
        send: async () => {
          calls += 1;
          throw new UnauthorizedError(401, { message: 'Session expired', type: 'Unauthorized' });
        },
      }),
      options(),
      harness().deps,
    );
    expect(calls).toBe(1);
    expect(first).toMatchObject({ done: 0, failed: 0, interrupted: true, stoppedBy: 'unauthorized' });
    expect(first.stopReason).toBe('Session expired');
    const second = await runBulk(ctx, spec(), options({ resume: true }), harness().deps);
    expect(second).toMatchObject({ done: 20, failed: 0, interrupted: false });
  });

  it('on Ctrl+C finishes the calls in flight, and --resume sends the rest: no row twice, none lost', async () => {
    for (const idempotent of [true, false]) {
      await rm(`${input}.journal`, { force: true });
      const h = harness();
      const sent: string[] = [];
      const send = async (rows: BulkRow<string>[]) => {
        sent.push(...rows.map((row) => row.key));
        if (sent.length === 6) h.interrupt();
        await new Promise((resolve) => setImmediate(resolve));
        return rows.map(() => ({ ok: true }) as const);
      };
      const first = await runBulk(
        ctx,
        spec({ idempotent, send, batchSize: 2 }),
        options({ concurrency: 2 }),
        h.deps,
      );
      expect(first).toMatchObject({ interrupted: true, stoppedBy: 'interrupt' });
      expect(first.done).toBe(sent.length);
      expect(first.done).toBeLessThan(20);

      const finished: ProgressState[] = [];
      const second = await runBulk(
        ctx,
        spec({ idempotent, send, batchSize: 2, total: 20 }),
        options({ resume: true }),
        { ...harness().deps, progress: { ...silentProgress, finish: (state) => finished.push(state) } },
      );
      // The progress counts this run's rows of the whole job (as the summary), and those the earlier run settled.
      expect(finished).toEqual([{ done: 20 - first.done, failed: 0, total: 20, before: first.done }]);
      expect(second).toMatchObject({
        total: 20,
        done: 20,
        failed: 0,
        skipped: first.done,
        interrupted: false,
      });
      expect(sent.sort()).toEqual(
        rowsOf()
          .map((row) => row.key)
          .sort(),
      );
    }
  });

  it('a second Ctrl+C aborts the calls in flight; they are sent again on --resume (idempotent)', async () => {
    const h = harness();
    const sent: string[] = [];
    const first = await runBulk(
      ctx,
      spec({
        send: (rows, signal) => {
          sent.push(...rows.map((row) => row.key));
          if (sent.length === 3) {
            h.interrupt();
            h.interrupt();
          }
          return new Promise((resolve, reject) => {
            if (signal.aborted) reject(new Error('aborted'));
            else setImmediate(() => resolve(rows.map(() => ({ ok: true }))));
          });
        },
      }),
      options(),
      h.deps,
    );
    expect(first).toMatchObject({ done: 2, interrupted: true });
    const resent: string[] = [];
    await runBulk(
      ctx,
      spec({
        send: async (rows) => {
          resent.push(...rows.map((row) => row.key));
          return rows.map(() => ({ ok: true }));
        },
      }),
      options({ resume: true }),
      harness().deps,
    );
    expect(resent[0]).toBe('4');
    expect(resent).toHaveLength(18);
  });

  it('after a crash mid-run, --resume repeats no recorded row; a non-idempotent row in doubt is reported, not resent', async () => {
    const sent: string[] = [];
    const crash = spec({
      idempotent: false,
      send: async (rows) => {
        if (rows[0]!.key === '8') throw new Error('killed');
        sent.push(...rows.map((row) => row.key));
        return rows.map(() => ({ ok: true }));
      },
    });
    await expect(runBulk(ctx, crash, options(), harness().deps)).rejects.toThrow('killed');
    expect(sent).toEqual(['2', '3', '4', '5', '6', '7']);

    const resumed = await runBulk(
      ctx,
      spec({
        idempotent: false,
        send: async (rows) => {
          sent.push(...rows.map((row) => row.key));
          return rows.map(() => ({ ok: true }));
        },
      }),
      options({ resume: true }),
      harness().deps,
    );
    expect(sent).toHaveLength(19);
    expect(new Set(sent).size).toBe(19);
    expect(sent).not.toContain('8');
    expect(resumed).toMatchObject({ total: 20, done: 19, failed: 1, uncertain: 1, skipped: 6 });
    expect(await readFile(`${input}.failed.csv`, 'utf8')).toMatch(/^name,line,reason\nrow7,8,uncertain: /);

    // Counts cover the whole job: a further resume still reports the uncertain row, and sends nothing.
    const again = await runBulk(ctx, spec({ idempotent: false }), options({ resume: true }), harness().deps);
    expect(again).toMatchObject({ total: 20, done: 19, failed: 1, uncertain: 1, skipped: 20 });
  });

  it('resumes from the journal a SIGKILL left: a cut last line, outcomes not yet written', async () => {
    await runBulk(ctx, spec({ rows: rowsOf(5) }), options(), harness().deps);
    const journal = await readFile(`${input}.journal`, 'utf8');
    // Keep the start line and the first outcome; cut the rest mid-line, as a killed process would.
    const lines = journal.split('\n');
    await writeFile(`${input}.journal`, `${lines[0]}\n${lines[1]}\n${lines[2]!.slice(0, 5)}`);
    const sent: string[] = [];
    const result = await runBulk(
      ctx,
      spec({
        send: async (rows) => {
          sent.push(...rows.map((row) => row.key));
          return rows.map(() => ({ ok: true }));
        },
      }),
      options({ resume: true }),
      harness().deps,
    );
    expect(sent).toEqual(
      rowsOf()
        .slice(1)
        .map((row) => row.key),
    );
    expect(result).toMatchObject({ done: 20, skipped: 1 });
  });

  it('refuses to resume on a changed file, another command or other flags, and to start over a journal', async () => {
    await runBulk(ctx, spec({ params: { country: 'es' } }), options(), harness().deps);
    const attempt = (s: Partial<BulkSpec<string>>, o: Partial<BulkOptions>) =>
      runBulk(ctx, spec(s), options(o), harness().deps);

    await expect(attempt({ params: { country: 'es' } }, {})).rejects.toThrow(
      `An earlier run of this file left a journal: ${input}.journal (that run finished).`,
    );
    await expect(attempt({ params: { country: 'fr' } }, { resume: true })).rejects.toThrow(
      `Cannot resume from ${input}.journal: it was written with --country es.`,
    );
    await expect(attempt({ command: 'other', params: { country: 'es' } }, { resume: true })).rejects.toThrow(
      'it was written by `cellar test run`',
    );
    await appendFile(input, 'row21\n');
    const changed = attempt({ params: { country: 'es' } }, { resume: true });
    await expect(changed).rejects.toBeInstanceOf(UsageError);
    await expect(changed).rejects.toThrow('the input file has changed since');
    // Same size, another modification time: changed too.
    await writeFile(input, 'x');
    await utimes(input, new Date(), new Date(Date.now() + 5000));
    await expect(attempt({ params: { country: 'es' } }, { resume: true })).rejects.toThrow('changed');

    const restarted = await attempt({ params: { country: 'es' } }, { restart: true });
    expect(restarted).toMatchObject({ done: 20, skipped: 0 });
    await rm(`${input}.journal`);
    await expect(attempt({}, { resume: true })).rejects.toThrow(
      `Nothing to resume: there is no journal ${input}.journal.`,
    );
  });
});

describe('one run per journal', () => {
  it('refuses a second run of the file while the first runs, naming it; the first goes on, and the lock goes with it', async () => {
    const held = deferred();
    const sending = deferred();
    const first = runBulk(
      ctx,
      spec({
        send: async (rows) => {
          sending.resolve();
          await held.promise;
          return rows.map((): RowOutcome => ({ ok: true }));
        },
      }),
      options(),
      harness().deps,
    );
    await sending.promise;
    const journalBefore = await readFile(`${input}.journal`, 'utf8');
    const second = await runBulk(ctx, spec(), options({ resume: true }), harness().deps).catch(
      (e: unknown) => e,
    );
    expect(second).toBeInstanceOf(UsageError);
    expect((second as UsageError).message).toMatch(
      new RegExp(
        `^This file is being run by \`cellar test run\` \\(pid ${process.pid} on .+, started \\d{4}-.+\\): one run per journal\\.$`,
      ),
    );
    // The second run read nothing and wrote nothing.
    expect(await readFile(`${input}.journal`, 'utf8')).toBe(journalBefore);
    held.resolve();
    expect(await first).toMatchObject({ done: 20, interrupted: false });
    await expect(stat(`${input}.journal.lock`)).rejects.toMatchObject({ code: 'ENOENT' });
    // Released: the file can be run again.
    expect(await runBulk(ctx, spec(), options({ restart: true }), harness().deps)).toMatchObject({
      done: 20,
    });
  });

  it('releases the lock when the run is refused or fails', async () => {
    await expect(runBulk(ctx, spec(), options({ resume: true }), harness().deps)).rejects.toThrow(
      'Nothing to resume',
    );
    await expect(stat(`${input}.journal.lock`)).rejects.toMatchObject({ code: 'ENOENT' });
    const failing = spec({
      rows: (async function* () {
        yield* rowsOf(2);
        throw new UsageError('Line 4: malformed CSV');
      })(),
    });
    await expect(runBulk(ctx, failing, options(), harness().deps)).rejects.toThrow('Line 4: malformed CSV');
    await expect(stat(`${input}.journal.lock`)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('Ctrl+C while a run gets ready (withBulkRun)', () => {
  it('stops before sending: the journal records the stop, the result says interrupted with the resume line, exit 130', async () => {
    // A first run stopped half-way leaves a journal to resume.
    const h1 = harness();
    await runBulk(
      ctx,
      spec({
        send: async (rows) => {
          h1.interrupt();
          return rows.map((): RowOutcome => ({ ok: true }));
        },
      }),
      options(),
      h1.deps,
    );
    const h = harness();
    const sent: string[] = [];
    const o = { stdout: capture(), stderr: capture() };
    let code: number | undefined;
    try {
      await withBulkRun(
        { json: false, ...o },
        {
          command: 'test run',
          inputFile: input,
          idempotent: true,
          resumeCommand: 'cellar test run rows.csv --resume',
        },
        options({ resume: true }),
        async (run) => {
          // Getting ready (reading a big file, checking rows on the server): Ctrl+C comes meanwhile.
          const ready = run.interruptible(new Promise<void>(() => {}));
          h.interrupt();
          await ready;
          await run.send(
            spec({
              send: async (rows) => {
                sent.push(...rows.map((row) => row.key));
                return [];
              },
            }),
          );
        },
        h.deps,
      );
    } catch (error) {
      code = handleError(error, o.stderr);
    }
    expect(code).toBe(130);
    expect(sent).toEqual([]);
    expect(o.stderr.text).toContain('Interrupted. Resume with: cellar test run rows.csv --resume\n');
    const events = (await readFile(`${input}.journal`, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { t: string; reason?: string });
    expect(events.slice(-2).map((event) => [event.t, event.reason])).toEqual([
      ['resume', undefined],
      ['stop', 'interrupt'],
    ]);
    await expect(stat(`${input}.journal.lock`)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('a Ctrl+C before the work is handed over stops the run all the same, and a fresh run can then be resumed', async () => {
    const h = harness();
    const o = { stdout: capture(), stderr: capture() };
    const error = await withBulkRun(
      { json: true, ...o },
      { command: 'test run', inputFile: input, idempotent: false },
      options(),
      async (run) => {
        h.interrupt();
        await run.interruptible(Promise.resolve());
      },
      h.deps,
    ).catch((e: unknown) => e);
    expect(handleError(error, o.stderr)).toBe(130);
    expect(JSON.parse(o.stdout.text)).toMatchObject({ interrupted: true, stoppedBy: 'interrupt', done: 0 });
    const resumed = await runBulk(
      ctx,
      spec({ idempotent: false }),
      options({ resume: true }),
      harness().deps,
    );
    expect(resumed).toMatchObject({ done: 20, failed: 0, interrupted: false });
  });
});

describe('bulkOptionsOf', () => {
  it('reads --concurrency and refuses a bad value or --resume with --restart', () => {
    expect(bulkOptionsOf({ concurrency: '8' })).toEqual({ concurrency: 8, resume: false, restart: false });
    expect(() => bulkOptionsOf({ concurrency: '0' })).toThrow(UsageError);
    expect(() => bulkOptionsOf({ concurrency: 'many' })).toThrow(
      '--concurrency must be a whole number from 1 to 32, not many.',
    );
    expect(() => bulkOptionsOf({ resume: true, restart: true })).toThrow(UsageError);
  });
});

describe('reportBulk', () => {
  const out = () => {
    const stdout = { text: '', write: (s: string) => (stdout.text += s) };
    const stderr = { text: '', write: (s: string) => (stderr.text += s) };
    return { stdout, stderr };
  };
  const base: BulkResult = {
    command: 'test run',
    total: 3,
    done: 3,
    failed: 0,
    skipped: 0,
    uncertain: 0,
    journal: '/x/rows.csv.journal',
    interrupted: false,
  };

  it('--json: one JSON document on stdout, nothing on stderr, exit 0 when all rows succeeded', () => {
    const o = out();
    reportBulk({ json: true, ...o }, base);
    expect(JSON.parse(o.stdout.text)).toEqual(base);
    expect(o.stdout.text.trim().split('\n')).toHaveLength(1);
    expect(o.stderr.text).toBe('');
  });

  it('exit 1 with the failed file named when rows failed; 130 with the resume line on Ctrl+C', () => {
    const o = out();
    let code: number | undefined;
    try {
      reportBulk(
        { json: false, ...o },
        { ...base, done: 2, failed: 1, failedFile: '/x/rows.csv.failed.csv' },
      );
    } catch (error) {
      code = handleError(error, o.stderr);
    }
    expect(code).toBe(1);
    expect(o.stderr.text).toBe(
      'test run: 2 done, 1 failed (of 3 rows).\n1 row failed: see /x/rows.csv.failed.csv.\n',
    );

    const i = out();
    try {
      reportBulk(
        { json: true, ...i },
        {
          ...base,
          done: 1,
          interrupted: true,
          stoppedBy: 'interrupt',
          resumeCommand: 'cellar test run rows.csv --resume',
        },
      );
    } catch (error) {
      code = handleError(error, i.stderr);
    }
    expect(code).toBe(130);
    expect(JSON.parse(i.stdout.text)).toMatchObject({
      interrupted: true,
      resumeCommand: 'cellar test run rows.csv --resume',
    });
    expect(i.stderr.text).toBe('Interrupted. Resume with: cellar test run rows.csv --resume\n');
  });
});
