// `pnpm --filter @cellar/web bench` (run by the root `pnpm bench`): the screen budgets of issue 27, on the built admin
// served by the reference backend (fixture data), in Debian's Chromium:
//   - with 4x CPU throttling (CDP Emulation.setCPUThrottlingRate): the product editor's first field editable after the
//     click on its link in a folder listing, and a full reload of a folder listing until its first item shows;
//     the median of RUNS after a warm-up run, the mouse resting HOVER_MS on the link before the click as a hand does;
//   - Lighthouse's performance score (mobile profile, its simulated throttling) on the login page, a folder listing,
//     the product editor and the newsletter editor, the last three logged in (the session set in the same browser,
//     `disableStorageReset` so Lighthouse keeps it).
// Each figure is printed beside its budget, `ok` or `OVER`. `BENCH_PREBUILT=1` skips the build (dist/ is fresh);
// `BENCH_WEB_DIR=<dir>` measures another build instead (e.g. main's, for a before/after on the same machine);
// `BENCH_SCREEN_ONLY=editor|listing|lighthouse` takes that one measure alone (the others are left out).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '@cellar/backend';
import lighthouse from 'lighthouse';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium-options';

const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));
/** The build served; `BENCH_WEB_DIR` serves another (a build of main, to compare in the same conditions). */
const DIST_DIR = process.env.BENCH_WEB_DIR ?? join(WEB_DIR, 'dist');
const RUNS = Number(process.env.BENCH_SCREEN_RUNS ?? 5);
const MEASURES = ['editor', 'listing', 'lighthouse'] as const;
type Measure = (typeof MEASURES)[number];
const ONLY = process.env.BENCH_SCREEN_ONLY;
if (ONLY !== undefined && !MEASURES.includes(ONLY as Measure))
  throw new Error(`BENCH_SCREEN_ONLY is one of ${MEASURES.join(', ')}, not '${ONLY}'`);
/** Whether this run takes `measure` (all of them unless `BENCH_SCREEN_ONLY` names one). */
const takes = (measure: Measure) => ONLY === undefined || ONLY === measure;
const HOVER_MS = 150;
const CPU_SLOWDOWN = 4;

/** The folder listing the product is clicked in, the product, the listing reloaded, the newsletter. */
const PRODUCT_FOLDER = '/bodegas/herran-de-abalos/';
const PRODUCT_NAME = 'herran-de-abalos-blanco-fermentado-en-barrica';
const LISTING = '/bodegas/';
const NEWSLETTER = '/newsletters/7_01_27_rebajas-enero/';

/** A field of the Product tab that takes input (while the lock is being taken the user may already type). */
const EDITABLE_FIELD =
  '[role=tabpanel][aria-label=Product] :is(input:not([type=hidden]):not([disabled]):not([readonly]), textarea:not([disabled]):not([readonly]), select:not([disabled]), [contenteditable=true])';
const FIRST_ITEM = '[role=tabpanel] table tbody tr a';

const BUDGET = { editorMs: 300, listingMs: 800, lighthouse: 95 } as const;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function logIn(page: Page, url: string) {
  await page.goto(url);
  await page.getByLabel('Username').fill('admin@example.com');
  await page.getByLabel('Password').fill('admin');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
}

/**
 * Milliseconds from the click on the product's link to the first field of its Product tab taking input, as the page
 * itself sees them (from the click event's time stamp to the change of the page that shows an enabled field).
 */
/** Waits (a minute at most) for the number the page keeps under `window[key]`. */
async function pageFigure(page: Page, key: string): Promise<number> {
  const handle = await page.waitForFunction(
    (name) => (window as unknown as Record<string, number>)[name],
    key,
    {
      timeout: 60_000,
      polling: 100,
    },
  );
  return (await handle.jsonValue()) as number;
}

/**
 * Milliseconds from the click on the product's link to the first field of its Product tab taking input, as the page
 * itself sees them (from the click event's time stamp to the change of the page that shows an enabled field).
 */
async function editorAfterClick(page: Page, admin: (path: string) => string): Promise<number> {
  await page.goto(admin(`/?path=${PRODUCT_FOLDER}`));
  const link = page.locator(`[role=tabpanel] a[href*="${PRODUCT_NAME}"]`).first();
  await link.waitFor();
  await page.evaluate((field) => {
    document.addEventListener(
      'click',
      (event) => {
        const start = event.timeStamp;
        const observer = new MutationObserver(() => {
          if (!document.querySelector(field)) return;
          (window as unknown as Record<string, number>).editorMs = performance.now() - start;
          observer.disconnect();
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true });
      },
      { capture: true, once: true },
    );
  }, EDITABLE_FIELD);
  await link.hover();
  await page.waitForTimeout(HOVER_MS);
  await link.click();
  return pageFigure(page, 'editorMs');
}

/** Milliseconds from the start of a full reload of the folder listing to its first item's link showing. */
async function listingAfterReload(page: Page): Promise<number> {
  await page.reload({ waitUntil: 'commit' });
  return pageFigure(page, 'firstItemMs');
}

async function throttledFigures(context: BrowserContext, admin: (path: string) => string) {
  const page = await context.newPage();
  // Every page load of this tab notes when the listing's first item shows.
  await page.addInitScript((item) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(item)) return;
      (window as unknown as Record<string, number>).firstItemMs = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true });
  }, FIRST_ITEM);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const editor: number[] = [];
  if (takes('editor')) console.error('screens: product editor after the click, throttled');
  for (let run = 0; takes('editor') && run <= RUNS; run++) {
    const ms = await editorAfterClick(page, admin);
    if (run > 0) editor.push(ms);
  }
  await page.goto(admin(`/?path=${LISTING}`));
  await page.locator(FIRST_ITEM).first().waitFor();
  const listing: number[] = [];
  if (takes('listing')) console.error('screens: folder listing after a reload, throttled');
  for (let run = 0; takes('listing') && run <= RUNS; run++) {
    const ms = await listingAfterReload(page);
    if (run > 0) listing.push(ms);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.close();
  return { editor, listing };
}

interface LighthouseFigure {
  score: number;
  /** FCP, LCP, TBT and CLS as Lighthouse gives them, to read a score by. */
  metrics: string;
}

async function lighthouseScore(url: string, port: number): Promise<LighthouseFigure> {
  console.error(`screens: Lighthouse on ${url}`);
  const result = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    disableStorageReset: true,
    logLevel: 'error',
    output: 'json',
  });
  const score = result?.lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error(`Lighthouse gave no performance score for ${url}`);
  const audit = (id: string) => result?.lhr.audits[id]?.displayValue ?? '?';
  const metrics = `FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}`;
  return { score: Math.round(score * 100), metrics };
}

async function main() {
  if (process.env.BENCH_PREBUILT !== '1' && process.env.BENCH_WEB_DIR === undefined) {
    const vite = join(WEB_DIR, 'node_modules', 'vite', 'bin', 'vite.js');
    execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
      cwd: WEB_DIR,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    });
  }
  const tmp = mkdtempSync(join(tmpdir(), 'cellar-bench-screens-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: join(tmp, 'data'),
    webDir: DIST_DIR,
    logLevel: 'silent',
  });
  const admin = (path: string) => `${server.url}/-admin/${path.replace(/^\//, '')}`;
  const port = await freePort();
  // A persistent context is the browser's default one: the tab Lighthouse opens shares its logged-in session.
  const context = await chromium.launchPersistentContext(join(tmp, 'profile'), {
    executablePath: CHROMIUM_PATH,
    viewport: { width: 1440, height: 900 },
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  const lines: string[] = [];
  try {
    const login = takes('lighthouse') ? await lighthouseScore(admin('/'), port) : undefined;
    const first = context.pages()[0] ?? (await context.newPage());
    await logIn(first, admin('/'));
    const { editor, listing } =
      takes('editor') || takes('listing')
        ? await throttledFigures(context, admin)
        : { editor: [], listing: [] };
    const scores = login && {
      login,
      listing: await lighthouseScore(admin(`/?path=${LISTING}`), port),
      product: await lighthouseScore(admin(`/?path=${PRODUCT_FOLDER}${PRODUCT_NAME}/&tab=Product`), port),
      newsletter: await lighthouseScore(admin(`/?path=${NEWSLETTER}&tab=Content`), port),
    };
    const mark = (ok: boolean) => (ok ? 'ok  ' : 'OVER');
    const timed = (name: string, runs: number[], budget: number) => {
      const value = median(runs);
      const spread = `${Math.round(Math.min(...runs))}-${Math.round(Math.max(...runs))}`;
      lines.push(
        `${mark(value <= budget)} ${name.padEnd(58)} ${`${Math.round(value)} ms`.padStart(8)}  (runs ${spread} ms; budget ≤ ${budget} ms)`,
      );
    };
    console.log(
      `screens: Chromium, ${CPU_SLOWDOWN}x CPU throttling, median of ${RUNS}; ${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}`,
    );
    if (editor.length > 0)
      timed('product editor: click in the tree -> first field editable', editor, BUDGET.editorMs);
    if (listing.length > 0) timed('folder listing: full reload -> first item', listing, BUDGET.listingMs);
    for (const [name, { score, metrics }] of Object.entries(scores ?? {}))
      lines.push(
        `${mark(score >= BUDGET.lighthouse)} ${`Lighthouse performance (mobile): ${name}`.padEnd(58)} ${String(score).padStart(8)}  (budget ≥ ${BUDGET.lighthouse}; ${metrics})`,
      );
    for (const line of lines) console.log(line);
  } finally {
    await context.close();
    await server.close();
    rmSync(tmp, { recursive: true, force: true });
  }
  if (lines.some((line) => line.startsWith('OVER'))) process.exitCode = 1;
}

await main();
