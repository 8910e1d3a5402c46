import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileSession } from './file-session';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cellar-file-session-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const mode = async (path: string) => (await stat(path)).mode & 0o777;

describe('fileSession', () => {
  it('answers no session while the file does not exist', async () => {
    await expect(fileSession(join(dir, 'session.json')).get()).resolves.toBeNull();
  });

  it('writes {"token"} to a file only its owner may read, and reads it back from another store', async () => {
    const file = join(dir, 'session.json');
    await fileSession(file).set('tok-1');
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ token: 'tok-1' });
    expect(await mode(file)).toBe(0o600);
    await expect(fileSession(file).get()).resolves.toBe('tok-1');
  });

  it('creates a missing folder with mode 0700', async () => {
    const file = join(dir, 'config', 'my-tool', 'session.json');
    await fileSession(file).set('tok');
    expect(await mode(join(dir, 'config', 'my-tool'))).toBe(0o700);
    await expect(fileSession(file).get()).resolves.toBe('tok');
  });

  it('replaces a file others could read with one they cannot, leaving no temporary file', async () => {
    const file = join(dir, 'session.json');
    await writeFile(file, '{"token":"old"}', { mode: 0o644 });
    await fileSession(file).set('new');
    expect(await mode(file)).toBe(0o600);
    await expect(fileSession(file).get()).resolves.toBe('new');
    expect(await readdir(dir)).toEqual(['session.json']);
  });

  it.each([['not json'], ['null'], ['{"token": 5}'], ['{"token": ""}'], ['[]']])(
    'answers no session for a file that holds %s',
    async (text) => {
      const file = join(dir, 'session.json');
      await writeFile(file, text);
      await expect(fileSession(file).get()).resolves.toBeNull();
    },
  );

  it('clears by removing the file, also when there is none', async () => {
    const file = join(dir, 'session.json');
    const session = fileSession(file);
    await session.set('tok');
    await session.clear();
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(session.clear()).resolves.toBeUndefined();
    await expect(session.get()).resolves.toBeNull();
  });
});
