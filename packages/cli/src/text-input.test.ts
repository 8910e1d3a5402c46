import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from './errors';
import { readTextFile, scanTextFile } from './text-input';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cellar-text-input-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

let files = 0;
const fileOf = async (content: string | Uint8Array) => {
  files += 1;
  const path = join(dir, `f${files}.csv`);
  await writeFile(path, content);
  return path;
};
const stderr = () => ({
  text: '',
  write(chunk: string) {
    this.text += chunk;
    return true;
  },
});
const textOf = async (path: string, encoding?: Parameters<typeof readTextFile>[1]) => {
  let text = '';
  for await (const chunk of readTextFile(path, encoding)) text += chunk;
  return text;
};

describe('scanTextFile', () => {
  it('counts the lines with something on them, LF or CRLF, with or without a last newline', async () => {
    const count = async (text: string) => (await scanTextFile(await fileOf(text), stderr())).lines;
    expect(await count('')).toBe(0);
    expect(await count('a')).toBe(1);
    expect(await count('a\nb\n')).toBe(2);
    expect(await count('a\r\n\r\nb\r\n\n\nc')).toBe(3);
    expect(await count(`h\n${'x,y\n'.repeat(100_000)}`)).toBe(100_001);
  });

  it('reads UTF-8 with its BOM and CRLF as it is, saying nothing', async () => {
    const text = 'group,url\r\nbodegas-muñoz,https://rival.example/es/muñoz\r\n';
    const path = await fileOf(`\uFEFF${text}`);
    const err = stderr();
    expect(await scanTextFile(path, err)).toEqual({ encoding: 'UTF-8', lines: 2 });
    expect(err.text).toBe('');
    expect(await textOf(path, 'UTF-8')).toBe(text);
  });

  it('reads a Windows-1252 file as Windows-1252 and says so on stderr', async () => {
    const text = `group,url\r\n${'vega-sicilia-unico,https://rival.example/es/vega\r\n'.repeat(20_000)}bodegas-muñoz,https://rival.example/es/muñoz?p=5€\r\n`;
    const path = await fileOf(iconv.encode(text, 'windows-1252'));
    const err = stderr();
    expect(await scanTextFile(path, err)).toEqual({ encoding: 'windows-1252', lines: 20_002 });
    expect(err.text).toBe(`${path}: not UTF-8, read as windows-1252\n`);
    expect(await textOf(path, 'windows-1252')).toBe(text);
    expect(await textOf(path)).toBe(text);
  });

  it('reads UTF-16 with its BOM (Excel’s “Unicode text”)', async () => {
    const text = 'Pedido\tImporte\r\nA-1\t12,50 €\r\n';
    const path = await fileOf(Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf-16le')]));
    const err = stderr();
    expect(await scanTextFile(path, err)).toEqual({ encoding: 'UTF-16LE', lines: 2 });
    expect(err.text).toBe(`${path}: not UTF-8, read as UTF-16LE\n`);
    expect(await textOf(path, 'UTF-16LE')).toBe(text);
  });

  it('refuses a file in another encoding with a usage error naming it', async () => {
    const path = await fileOf(
      iconv.encode('名前,URL\n日本語のテキスト、こんにちは世界,https://rival.example/jp\n', 'shift_jis'),
    );
    const scan = scanTextFile(path, stderr());
    await expect(scan).rejects.toBeInstanceOf(UsageError);
    await expect(scan).rejects.toThrow(
      `${path}: The file is not UTF-8: it looks like Shift_JIS, which is not read here. Save it as UTF-8 (or Windows-1252)`,
    );
  });

  it('refuses a binary file and a missing one, naming them', async () => {
    await expect(
      scanTextFile(await fileOf(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00])), stderr()),
    ).rejects.toThrow('Line 1 holds NUL bytes: the file is not text');
    await expect(scanTextFile(join(dir, 'nope.csv'), stderr())).rejects.toThrow(
      `Cannot read ${dir}/nope.csv: no such file`,
    );
  });
});
