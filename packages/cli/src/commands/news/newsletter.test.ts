import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { createClient } from '@cellar/sdk';
import { describe, expect, it } from 'vitest';
import { BASE, fixture, newsBackend } from './news-test-support';

const { cli, login, fetch } = newsBackend();

// Drafts of fixtures/content/08-newsletters.json, one per test that writes, so the tests stay apart.
const DRAFT = '10_12_26_packs-navidad';
const SENT = '3_09_26_vuelta-al-cole';

describe('cellar newsletter audience upload', () => {
  it('uploads a good list: the Schedule tab’s wording, then count says it comes from the list', async () => {
    await login('editor');
    const upload = await cli(['newsletter', 'audience', 'upload', DRAFT, fixture('audience/emails.txt')]);
    expect(upload.stdout).toBe('6 emails accepted, 0 duplicates dropped, 0 bad lines\n');
    expect(upload.code).toBe(0);
    const count = await cli(['newsletter', 'count', `/newsletters/${DRAFT}/`]);
    expect(count).toEqual({
      code: 0,
      stdout: 'Audience: 6 recipients, from the uploaded emails list (list_emails)\n',
      stderr: '',
    });
  });

  it('reports bad lines by number and duplicates, exits 1, and --json gives the whole answer', async () => {
    await login('editor');
    const upload = await cli([
      'newsletter',
      'audience',
      'upload',
      '17_12_26_burbujas-fin-de-ano',
      fixture('audience/emails-malformed.txt'),
    ]);
    expect(upload.code).toBe(1);
    expect(upload.stdout.split('\n')).toEqual([
      '3 emails accepted, 1 duplicates dropped, 3 bad lines',
      'Line 3 is not a valid email: "not-an-email"',
      'Line 7 is not a valid email: "luis at example.es"',
      'Line 8 is not a valid email: "maria@example"',
      '',
    ]);
    expect(upload.stderr).toContain(
      '3 bad lines were left out of the list; the 3 emails accepted are stored.',
    );

    const json = await cli([
      '--json',
      'newsletter',
      'audience',
      'upload',
      '17_12_26_burbujas-fin-de-ano',
      fixture('audience/emails-malformed.txt'),
    ]);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toEqual({
      newsletter: '17_12_26_burbujas-fin-de-ano',
      path: '/newsletters/17_12_26_burbujas-fin-de-ano/',
      file: fixture('audience/emails-malformed.txt'),
      bytes: (await stat(fixture('audience/emails-malformed.txt'))).size,
      accepted: 3,
      duplicates: 1,
      invalid_count: 3,
      invalid: [
        { line: 3, value: 'not-an-email', message: 'Line 3 is not a valid email: "not-an-email"' },
        {
          line: 7,
          value: 'luis at example.es',
          message: 'Line 7 is not a valid email: "luis at example.es"',
        },
        { line: 8, value: 'maria@example', message: 'Line 8 is not a valid email: "maria@example"' },
      ],
      invalid_more: 0,
    });
  });

  it('streams a 100,000-line generated file and shows progress in bytes on stderr', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cellar-audience-'));
    try {
      const file = join(dir, 'big.txt');
      const out = createWriteStream(file);
      for (let i = 0; i < 100_000; i++) {
        if (!out.write(`customer${i}@example.com\n`))
          await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      }
      out.write('customer7@example.com\nbad line\n');
      out.end();
      await finished(out);
      await login('editor');
      const upload = await cli(['newsletter', 'audience', 'upload', '22_12_26_ultimo-envio', file]);
      expect(upload.stdout.split('\n').slice(0, 2)).toEqual([
        '100000 emails accepted, 1 duplicates dropped, 1 bad lines',
        'Line 100002 is not a valid email: "bad line"',
      ]);
      // The plain progress lines end with the whole file sent.
      const { size } = await stat(file);
      expect(upload.stderr).toContain(`${size} of ${size} bytes`);
      expect(upload.stderr).not.toContain('failed');
      const count = await cli(['--json', 'newsletter', 'count', '22_12_26_ultimo-envio']);
      expect(JSON.parse(count.stdout)).toEqual({
        newsletter: '22_12_26_ultimo-envio',
        path: '/newsletters/22_12_26_ultimo-envio/',
        total: 100_000,
        source: 'list_emails',
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('Ctrl+C while sending breaks the upload off: exit 130, nothing stored, the previous list stays', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cellar-audience-'));
    try {
      const file = join(dir, 'big.txt');
      const out = createWriteStream(file);
      for (let i = 0; i < 50_000; i++) {
        if (!out.write(`late${i}@example.com\n`))
          await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      }
      out.end();
      await finished(out);
      await login('editor');
      const target = '1_10_26_octubre-burdeos';
      expect(
        (await cli(['newsletter', 'audience', 'upload', target, fixture('audience/emails.txt')])).code,
      ).toBe(0);

      // The first chunk reaches the server, then Ctrl+C (the SIGINT handler the command listens with).
      const interruptAfterFirstChunk = async (request: Request) => {
        if (!request.url.includes('@sendto-emails') || request.body === null) return fetch(request);
        const reader = request.body.getReader();
        let chunks = 0;
        const body = new ReadableStream<Uint8Array>({
          async pull(controller) {
            const read = await reader.read();
            if (read.done) return controller.close();
            controller.enqueue(read.value);
            chunks += 1;
            if (chunks === 1) process.emit('SIGINT');
          },
        });
        return fetch(new Request(request, { body, duplex: 'half' } as RequestInit));
      };
      const listeners = process.listenerCount('SIGINT');
      const upload = await cli(['newsletter', 'audience', 'upload', target, file], {
        fetch: interruptAfterFirstChunk,
      });
      expect(upload.code).toBe(130);
      expect(upload.stdout).toBe('');
      expect(upload.stderr).toMatch(
        /Upload cancelled after \d+ of \d+ bytes: nothing was stored, the newsletter keeps its previous audience\.\n$/,
      );
      expect(process.listenerCount('SIGINT')).toBe(listeners);
      const count = await cli(['newsletter', 'count', target]);
      expect(count.stdout).toBe('Audience: 6 recipients, from the uploaded emails list (list_emails)\n');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a file that is not .txt, one that is missing, and a bad id with exit 2, before any call', async () => {
    await login('editor');
    const csv = await cli(['newsletter', 'audience', 'upload', DRAFT, fixture('audience/emails.csv')]);
    expect(csv.code).toBe(2);
    expect(csv.stderr).toContain('The emails file must be a .txt file with one email per line');
    const missing = await cli(['newsletter', 'audience', 'upload', DRAFT, '/nonexistent/emails.txt']);
    expect(missing).toMatchObject({ code: 2, stderr: 'Cannot read /nonexistent/emails.txt: no such file\n' });
    const dir = await cli(['newsletter', 'audience', 'upload', DRAFT, fixture('audience')]);
    expect(dir.code).toBe(2);
    const badId = await cli([
      'newsletter',
      'audience',
      'upload',
      'packs-navidad',
      fixture('audience/emails.txt'),
    ]);
    expect(badId.code).toBe(2);
    expect(badId.stderr).toMatch(/^A newsletter id is D_MM_YY_ plus a slug: packs-navidad\n/);
  });

  it('says so, exit 1, when the file has no email, or the account may not write', async () => {
    await login('editor');
    const none = await cli([
      'newsletter',
      'audience',
      'upload',
      '7_01_27_rebajas-enero',
      fixture('audience/emails-none.txt'),
    ]);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('The emails file has no emails');
    await login('viewer');
    const viewer = await cli([
      'newsletter',
      'audience',
      'upload',
      '7_01_27_rebajas-enero',
      fixture('audience/emails.txt'),
    ]);
    expect(viewer.code).toBe(1);
    expect(viewer.stdout).toBe('');
  });

  it('needs a session', async () => {
    const result = await cli(['newsletter', 'count', DRAFT]);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: `Not logged in to ${BASE}.\nRun \`cellar login\`.\n`,
    });
  });
});

describe('cellar newsletter count', () => {
  it('counts from the filters when there is no list; an unknown newsletter is an error', async () => {
    await login('viewer');
    const count = await cli(['newsletter', 'count', '14_01_27_vinos-ecologicos']);
    expect(count.code).toBe(0);
    expect(count.stdout).toMatch(/^Audience: \d+ recipients, from the filters \(filters\)\n$/);
    const unknown = await cli(['newsletter', 'count', '1_01_20_no-such-newsletter']);
    expect(unknown.code).toBe(1);
    expect(unknown.stdout).toBe('');
  });
});

describe('cellar newsletter progress', () => {
  it('shows one reading of a newsletter sent before (done), and the same with --watch', async () => {
    await login('viewer');
    const expected = await createClient({ baseUrl: BASE, fetch })
      .newsletters.progress(`/newsletters/${SENT}/`)
      .catch(() => undefined);
    const once = await cli(['newsletter', 'progress', SENT]);
    expect(once.code).toBe(0);
    expect(once.stdout).toMatch(
      /^sent (\d+), nosent 0, norendered 0, pending 0, rendered \d+, total \1: done\n$/,
    );
    expect(expected === undefined || once.stdout.includes(`total ${expected.total}`)).toBe(true);

    const watch = await cli(['newsletter', 'progress', SENT, '--watch']);
    expect(watch.stdout).toBe(once.stdout);
    expect(watch.stderr).toMatch(/^\d+ of \d+ emails, 0 failed/);

    const json = await cli(['newsletter', 'progress', SENT, '--watch', '--json']);
    expect(json.stderr).toBe('');
    const reading = JSON.parse(json.stdout);
    expect(reading).toMatchObject({ newsletter: SENT, path: `/newsletters/${SENT}/`, nosent: 0, done: true });
    expect(reading.sent).toBe(reading.total);
    expect(Object.keys(reading).sort()).toEqual(
      ['done', 'newsletter', 'norendered', 'nosent', 'path', 'pending', 'rendered', 'sent', 'total'].sort(),
    );
  });
});
