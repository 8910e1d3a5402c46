import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countNonEmptyLines } from './count-lines';

describe('countNonEmptyLines', () => {
  it('counts the lines with something on them, LF or CRLF, with or without a last newline', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cellar-count-'));
    try {
      const count = async (text: string) => {
        await writeFile(join(dir, 'f'), text);
        return countNonEmptyLines(join(dir, 'f'));
      };
      expect(await count('')).toBe(0);
      expect(await count('a')).toBe(1);
      expect(await count('a\nb\n')).toBe(2);
      expect(await count('a\r\n\r\nb\r\n\n\nc')).toBe(3);
      expect(await count(`h\n${'x,y\n'.repeat(100_000)}`)).toBe(100_001);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
