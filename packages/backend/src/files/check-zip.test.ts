import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_FIXTURES_DIR } from '../erp/test-db';
import { emptyDir } from '../test-support';
import { checkZip, ZIP_LIMITS, ZipRefusedError } from './check-zip';
import { deflatedZeros, zipBomb, zipOf } from './zip-test-support';

const saved = (bytes: Buffer): string => {
  const path = join(emptyDir(), 'upload.xlsx');
  writeFileSync(path, bytes);
  return path;
};

const refusal = async (bytes: Buffer): Promise<string> => {
  const error = await checkZip(saved(bytes)).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ZipRefusedError);
  return (error as Error).message;
};

const text = (n: number) => Buffer.from('<row>1;2;3</row>'.repeat(n));

describe('checkZip', () => {
  it('takes the sample workbooks and an ordinary zip', async () => {
    for (const name of ['shipping-duk-good.xlsx', 'commissions-pyco-good.xlsx'])
      await expect(checkZip(join(REPO_FIXTURES_DIR, 'imports', name))).resolves.toBeUndefined();
    await expect(
      checkZip(
        saved(
          zipOf([
            { name: 'a.xml', data: text(1000) },
            { name: 'b.xml', data: text(10) },
          ]),
        ),
      ),
    ).resolves.toBeUndefined();
  });

  it('refuses the issue’s bomb (about 1 MB inflating to 1 GiB) from its central directory', async () => {
    expect(zipBomb().length).toBeLessThan(1.2 * 1024 * 1024);
    expect(await refusal(zipBomb())).toMatch(/inflates to more than|inflates more than/);
  });

  it('reads only the central directory to refuse: the entries are never inflated', async () => {
    // Bytes that are no deflate stream at all: inflating them would fail as a broken zip, not as a bomb.
    const garbage = Buffer.alloc(64 * 1024, 0xff);
    expect(
      await refusal(zipOf([{ name: 'x.xml', data: garbage, raw: { size: 512 * 1024 * 1024, method: 8 } }])),
    ).toBe(`It inflates to more than ${ZIP_LIMITS.totalBytes} bytes`);
    expect(
      await refusal(zipOf([{ name: 'x.xml', data: garbage, raw: { size: 64 * 1024 * 1024, method: 8 } }])),
    ).toBe(`x.xml inflates more than ${ZIP_LIMITS.ratio} times`);
  });

  it('refuses more entries than the limit', async () => {
    const entries = Array.from({ length: ZIP_LIMITS.entries + 1 }, (_, i) => ({
      name: `e${i}.xml`,
      data: text(1),
    }));
    expect(await refusal(zipOf(entries))).toBe(
      `${ZIP_LIMITS.entries + 1} entries, more than ${ZIP_LIMITS.entries}`,
    );
  });

  it('refuses an entry that inflates past the size its directory declares, as soon as it does', async () => {
    const bomb = deflatedZeros(16);
    const message = await refusal(
      zipOf([
        {
          name: 'x.xml',
          data: bomb,
          raw: { size: 16 * 1024 * 1024, method: 8 },
          directory: { size: 1000 },
          local: { size: 1000 },
        },
      ]),
    );
    expect(message).toMatch(/^Broken zip file: too many bytes in the stream/);
  });

  it('refuses a local header that disagrees with the directory, or an entry the directory hides', async () => {
    expect(await refusal(zipOf([{ name: 'a.xml', data: text(10), local: { size: 999_999 } }]))).toBe(
      'a.xml: its local header disagrees with the central directory',
    );
    expect(
      await refusal(
        zipOf([
          { name: 'a.xml', data: text(10) },
          {
            name: 'xl/sharedStrings.xml',
            data: deflatedZeros(4),
            raw: { size: 4 << 20, method: 8 },
            hidden: true,
          },
          { name: 'b.xml', data: text(10) },
        ]),
      ),
    ).toBe('b.xml is not where the previous entry ends');
    expect(await refusal(Buffer.from('PK\u0003\u0004 not a zip'))).toMatch(/^Not a zip file/);
  });
});
