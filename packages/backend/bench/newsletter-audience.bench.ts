// `pnpm --filter @cellar/backend bench`: the newsletter audience (site-content §7 "Newsletters").
// - a 1,000,000-line audience file (with duplicates and bad lines) streamed, validated, de-duplicated and stored in a
//   database on disk, in a temp dir; targets ≤ 10 s and ≤ 200 MB. Time and peak memory (RSS) are printed.
// - `@count`'s query over 100,000 customers with five filters; target p95 ≤ 50 ms (vitest prints p995/p999; the
//   p95 is printed from the samples).
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, bench, describe } from 'vitest';
import { openDatabase } from '../src/db/database';
import {
  type AudienceCustomer,
  insertAudienceCustomers,
  insertColectivos,
} from '../src/newsletters/audience-fixtures';
import { audienceCountQuery } from '../src/newsletters/audience-query';
import { buildChild } from './build-child';

const BACKEND_DIR = fileURLToPath(new URL('..', import.meta.url));
const CHILD = await buildChild(fileURLToPath(new URL('./audience-upload-child.ts', import.meta.url)));
const dir = mkdtempSync(join(tmpdir(), 'cellar-audience-bench-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LINES = 1_000_000;
const file = join(dir, 'emails.txt');

/** The 1,000,000-line file, written in blocks, so its text is never one string in this process either. */
function writeEmailsFile(): void {
  writeFileSync(file, '');
  for (let from = 0; from < LINES; from += 100_000) {
    const block: string[] = [];
    for (let i = from; i < from + 100_000; i++) {
      if (i % 1000 === 999) block.push(`not an email ${i}`);
      else if (i % 50 === 49) block.push(`Customer${i - 1}@Example.com`);
      else block.push(`customer${i}@example.com`);
    }
    appendFileSync(file, `${block.join('\n')}\n`);
  }
}
writeEmailsFile();

let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const day = (offset: number) =>
  new Date(Date.UTC(2026, 0, 15) - offset * 86_400_000).toISOString().slice(0, 10);

const countDb = openDatabase(join(dir, 'count'));
countDb.transaction(() => {
  insertColectivos(
    countDb,
    ['1', '2', '3', '4', '5', '6', '7', '8'].map((id) => ({ id, name: `Group ${id}` })),
  );
  function* customers(): Generator<AudienceCustomer> {
    for (let id = 1; id <= 100_000; id++) {
      const orders = Math.floor(random() * 20);
      const last = Math.floor(random() * 700);
      yield {
        id,
        email: `c${id}@example.com`,
        shop: pick(['cellar', 'italvinus', 'fr', 'de', 'uk']),
        country: pick(['es', 'es', 'es', 'it', 'fr', 'de', 'uk', 'at', 'be']),
        lang: pick(['es', 'it', 'fr', 'de', 'en']),
        id_provincia: pick(['08', '28', '46', '41', null]),
        ciudad: pick(['Madrid', 'Barcelona', 'Valencia', null]),
        frequency: random() < 0.3 ? 1 : 1000,
        fav_region: pick(['rioja', 'priorat', 'toro', null]),
        colectivos_id: random() < 0.2 ? [pick(['1', '2', '3', '4', '5', '6', '7', '8'])] : [],
        num_pedidos: orders,
        importe_total_pds: orders * 40,
        avg_price_bot: 5 + random() * 40,
        max_price_bot: 10 + random() * 80,
        fecha_first_pd: orders ? day(last + orders * 30) : null,
        fecha_last_pd: orders ? day(last) : null,
        frecuencia: orders > 1 ? 30 : null,
      };
    }
  }
  insertAudienceCustomers(countDb, customers());
})();
countDb.exec('ANALYZE');

const FIVE_FILTERS = {
  langs: ['es', 'en'],
  countries: ['es', 'uk'],
  frequency: 1000,
  num_pedidos: { op: 'gt', value: 2 },
  fecha_last_pd: { op: 'gt', value: '2025-06-01' },
};
const countSamples: number[] = [];

describe('newsletter audience', () => {
  bench(
    '@sendto-emails: 1,000,000 lines validated, de-duplicated and stored (in a process of its own)',
    () => {
      const output = execFileSync(process.execPath, [CHILD, file, join(dir, `upload-${Date.now()}`)], {
        cwd: BACKEND_DIR,
        encoding: 'utf8',
      });
      const run = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as {
        seconds: number;
        peakMb: number;
        beforeMb: number;
        uploadPeakMb: number;
        accepted: number;
        duplicates: number;
        invalid: number;
      };
      console.log(
        `1,000,000 lines: ${run.seconds.toFixed(2)} s (target ≤ 10 s), peak RSS of the uploading process ` +
          `${run.peakMb.toFixed(0)} MB (target ≤ 200 MB): ${run.beforeMb.toFixed(0)} MB held before the upload began ` +
          `(Node and the modules), at most ${(run.uploadPeakMb - run.beforeMb).toFixed(0)} MB more during it; accepted ${run.accepted}, duplicates ${run.duplicates}, ` +
          `invalid ${run.invalid}`,
      );
    },
    { iterations: 1, warmupIterations: 0, time: 0 },
  );

  bench(
    '@count: 100,000 customers, five filters',
    () => {
      const started = performance.now();
      const query = audienceCountQuery(FIVE_FILTERS);
      countDb.prepare(query.sql).get(...query.params);
      countSamples.push(performance.now() - started);
    },
    {
      iterations: 200,
      teardown: () => {
        const sorted = [...countSamples].sort((a, b) => a - b);
        const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN;
        if (sorted.length > 0)
          console.log(`@count p95 ${p95.toFixed(2)} ms over ${sorted.length} runs (target ≤ 50 ms)`);
      },
    },
  );
});
