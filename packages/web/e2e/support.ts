import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '@cellar/backend';
import { type CellarClient, createClient, normalisePath } from '@cellar/sdk';
import { formatInMadrid, formMessages } from '@cellar/validation';
import { confirmUrls } from '@cellar/validation/catalogue';
import axe from 'axe-core';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-options';

/** The build made by global-setup.ts. */
export const DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

export const ADMIN = { email: 'admin@example.com', password: 'admin' } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
}

export interface TestBackend {
  url: string;
  /** `/opinions` -> `{url}/-admin/opinions`. */
  admin(path?: string): string;
  /** Where the served web app lives (a copy of dist when `copyWeb` was asked). */
  webDir: string;
  /** Replaces the deployed version.txt (only with `copyWeb`). */
  deployVersion(version: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real backend on a free port with a fresh data dir (fixtures loaded on first start). With
 * `copyWeb`, the web app is served from a temporary copy of dist so a test may rewrite it; `addons: false` answers
 * as a plain Guillotina (CELLAR_ADDONS=off).
 */
export async function startBackend(
  options: { copyWeb?: boolean; addons?: boolean } = {},
): Promise<TestBackend> {
  const tmp = await mkdtemp(join(tmpdir(), 'cellar-web-e2e-'));
  const dataDir = join(tmp, 'data');
  let webDir = DIST_DIR;
  if (options.copyWeb) {
    webDir = join(tmp, 'web');
    await cp(DIST_DIR, webDir, { recursive: true });
  }
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    webDir,
    logLevel: 'silent',
    ...(options.addons === undefined ? {} : { addons: options.addons }),
  });
  return {
    url: server.url,
    webDir,
    admin: (path = '/') => `${server.url}/-admin/${path.replace(/^\//, '')}`,
    async deployVersion(version) {
      if (!options.copyWeb) throw new Error('deployVersion needs startBackend({ copyWeb: true })');
      await writeFile(join(webDir, 'version.txt'), `${version}\n`);
    },
    async close() {
      await server.close();
      await rm(tmp, { recursive: true, force: true });
    },
  };
}

export function loginForm(page: Page) {
  return {
    username: page.getByLabel('Username'),
    password: page.getByLabel('Password'),
    submit: page.getByRole('button', { name: 'Login' }),
    alert: page.getByRole('alert'),
  };
}

/** Fills and sends the login form on the current page. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const form = loginForm(page);
  await form.username.fill(email);
  await form.password.fill(password);
  await form.submit.click();
}

/** Opens `path` and logs in as `user` (admin by default); resolves once the sidebar shows. */
export async function login(
  page: Page,
  backend: TestBackend,
  path = '/',
  user: { email: string; password: string } = ADMIN,
): Promise<void> {
  await page.goto(backend.admin(path));
  await submitLogin(page, user.email, user.password);
  await sidebar(page).waitFor();
}

export type Account = { readonly email: string; readonly password: string };

export interface Stage {
  browser: Browser;
  backend: TestBackend;
  /** A new browser context of the stage's viewport, logged in as `user` (admin by default) at `path`. */
  pageAs(user?: Account, path?: string): Promise<Page>;
}

export interface Session extends Stage {
  context: BrowserContext;
  /** Logged in as admin, on the screen asked for. */
  page: Page;
}

export interface StageOptions {
  viewport: { width: number; height: number };
  /** Where `pageAs` opens when it is given no path. Default `/`. */
  path?: string;
  /** Serve a copy of the build, so another e2e run rebuilding dist/ meanwhile cannot pull chunks from under the page. */
  copyWeb?: boolean;
}

const openStages: { browser?: Browser; backend?: TestBackend; contexts: BrowserContext[] }[] = [];

/**
 * What a screen's test file starts from (call it in `beforeAll`, and `closeSession` in `afterAll`): a browser
 * and a fresh backend; `pageAs` opens logged-in pages in contexts of their own (closed with the stage).
 */
export async function openStage(options: StageOptions): Promise<Stage> {
  const opened: (typeof openStages)[number] = { contexts: [] };
  openStages.push(opened);
  const [browser, backend] = await Promise.all([launchBrowser(), startBackend({ copyWeb: options.copyWeb })]);
  Object.assign(opened, { browser, backend });
  return {
    browser,
    backend,
    async pageAs(user = ADMIN, path = options.path ?? '/') {
      const context = await browser.newContext({ viewport: options.viewport });
      opened.contexts.push(context);
      const page = await context.newPage();
      await login(page, backend, path, user);
      return page;
    },
  };
}

/** A stage with one page logged in as admin at `path`. */
export async function openSession(path: string, options: Omit<StageOptions, 'path'>): Promise<Session> {
  const stage = await openStage({ ...options, path });
  const page = await stage.pageAs();
  return { ...stage, page, context: page.context() };
}

/** Closes what `openStage` and `openSession` opened in this test file, also when they failed halfway. */
export async function closeSession(): Promise<void> {
  for (const stage of openStages.splice(0)) {
    for (const context of stage.contexts) await context.close();
    await stage.browser?.close();
    await stage.backend?.close();
  }
}

/**
 * Collects every Content-Security-Policy violation the context's pages report, as they happen (so a full page load
 * loses none): their `securitypolicyviolation` events (`{directive} blocked {what} at {url}`) and the console's CSP
 * errors (`console: ...`). Call it before the pages it watches navigate; the answer fills up as they do.
 */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('reportCspViolation', (_source, line: string) => violations.push(line));
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { reportCspViolation: (line: string) => void })
          .reportCspViolation;
        report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${location.href}`);
      },
      true,
    );
  });
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
    });
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
  return violations;
}

export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** An SDK client logged in as `user` against the test backend: to read what a test expects to see. */
export async function apiAs(
  backend: TestBackend,
  user: { email: string; password: string } = ADMIN,
): Promise<CellarClient> {
  let token: string | null = null;
  const client = createClient({ baseUrl: backend.url, getToken: () => token });
  token = await client.session.login(user);
  return client;
}

export const EDITOR = { email: 'editor@example.com', password: 'editor' } as const;
export const VIEWER = { email: 'viewer@example.com', password: 'viewer' } as const;

/**
 * The editing lock of the tab shown is held (catalogue-editors §4): another user now sees 'Locked by'. The fields can
 * be typed in at once; the lock is taken in the background.
 */
export async function editingLockHeld(page: Page): Promise<void> {
  await page.locator('[role="tabpanel"][data-lock="held"]').waitFor();
}

/**
 * Holds the page's @lock requests (the editing lock being taken) until the answer returned is called; then they go
 * on to the server.
 */
export async function holdLockRequests(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/@lock', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The first child of a folder by id ('/bodegas/' → the first fixture winery), as a `?path=` path. */
export async function firstChild(api: CellarClient, folder: string): Promise<{ path: string; id: string }> {
  const children = await childIds(api, folder);
  const id = children[0];
  if (id === undefined) throw new Error(`${folder} has no children`);
  return { path: normalisePath(`${folder}/${id}`), id };
}

/** The ids of a folder's children, sorted. */
export async function childIds(api: CellarClient, folder: string): Promise<string[]> {
  const { items = [] } = await api.content.get(folder);
  return items.map((item) => item['@name']).sort();
}

/** A toast showing `text` (the toast itself, not the copy Radix gives screen readers). */
export function toastWith(page: Page, text: string | RegExp) {
  return page.locator('li[data-variant]').filter({ hasText: text }).first();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A draft's time as its banner says it: `HH:mm`, with the day before it when it was typed another day. */
const DRAFT_TIME = '(\\d{2}/\\d{2}/\\d{4} )?\\d{2}:\\d{2}';

/** The words above a form (in `scope`) whose draft was put back in its fields: 'Restored what you typed at 10:42...'. */
export const restoredDraft = (scope: Page | Locator) =>
  scope.getByText(
    new RegExp(`^${escapeRegExp(formMessages.draftRestored('TIME')).replace('TIME', DRAFT_TIME)}$`),
  );

/** The words above a form whose draft was not put back, typed over an older version of what it edits. */
export const outdatedDraft = (scope: Page | Locator) =>
  scope.getByText(
    new RegExp(`^${escapeRegExp(formMessages.draftOutdated('TIME')).replace('TIME', DRAFT_TIME)}$`),
  );

/** The newest element reading exactly `message`: a toast (toasts come last in the page). */
export const toast = (page: Page, message: string) => page.getByText(message, { exact: true }).last();

const DAY_MS = 86_400_000;

/** A Madrid day `days` from today, as a date input takes it. */
export const dayIn = (days: number): string =>
  formatInMadrid(new Date(Date.now() + days * DAY_MS), 'yyyy-MM-dd');

/**
 * Answers the confirmation the admin shows before an action that cannot be taken back (`useConfirm`): waits for the
 * dialog titled `title` to ask `question` (naming what goes), clicks `answer` (its action, or 'Cancel') and waits for
 * it to close.
 */
export async function answerConfirmation(
  page: Page,
  { title, question, answer }: { title: string; question: string; answer: string },
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByText(question, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: answer, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Clicks '{action} selected' of a price comparator (the product's tab or Analytics), checks that its confirmation
 * lists `rows` one a line, and answers it (`answer`: the action, or 'Cancel').
 */
export async function answerSelectedUrls(
  page: Page,
  action: 'Update' | 'Delete',
  rows: readonly { group: string; url: string }[],
  answer: string,
): Promise<void> {
  const { question, lines } = confirmUrls(action, rows);
  const title = `${action} selected`;
  await page.getByRole('button', { name: title }).click();
  const listed = page.getByRole('dialog', { name: title }).getByRole('list', { name: 'URLs' });
  await expect.poll(() => listed.getByRole('listitem').allTextContents()).toEqual(lines);
  await answerConfirmation(page, { title, question, answer });
}

/** The WCAG 2.1 A and AA rules: the bar every screen meets (issue 25). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** One line per rule broken, then the elements that break it: what a failing test prints. */
function describeAxeViolations(violations: readonly axe.Result[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes.map((node) => `    ${node.target.join(' >> ')}`);
      return [
        `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} [${violation.nodes.length}]`,
        `    ${violation.helpUrl}`,
        ...targets,
      ].join('\n');
    })
    .join('\n');
}

/**
 * Runs axe-core's WCAG 2.1 A and AA rules over the page, its frames and what is open on it (a dialog, a menu), and
 * fails listing each violation: rule, impact, help and the selectors of the elements. axe is evaluated in every
 * frame through the browser protocol, which the admin's Content-Security-Policy does not govern. Call it once the
 * screen shows its content, not its loading state.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  for (const frame of page.frames()) await frame.evaluate(axe.source);
  const violations = await page.evaluate(
    async (tags) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const results = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
      return results.violations;
    },
    [...AXE_TAGS],
  );
  if (violations.length > 0)
    throw new Error(
      `axe found ${violations.length} rule(s) broken on ${page.url()}:\n${describeAxeViolations(violations)}`,
    );
}

/**
 * The file inputs shown as the browser draws them ('Choose File' and a file name) rather than through the admin's
 * `FileInput`, which hides the input behind its button: their HTML, none expected.
 */
export const bareFileInputs = (page: Page): Promise<string[]> =>
  page
    .locator('input[type="file"]')
    .evaluateAll((inputs) =>
      inputs.filter((input) => input.getBoundingClientRect().width > 1).map((input) => input.outerHTML),
    );
