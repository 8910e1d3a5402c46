import type { BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { navItems } from '../src/config/sidebar';
import { tabNamesFor } from '../src/features/content/config/tabs';
import { tabScreen } from './screens';
import { apiAs, closeSession, firstChild, login, openStage, type Stage, watchCspViolations } from './support';

let stage: Stage;
let context: BrowserContext;
let page: Page;
/** Every CSP violation the pages reported (their `securitypolicyviolation` events and console lines). */
let violations: string[] = [];
/** The answers to the first page load: the document and what it loads. */
const firstLoad: Response[] = [];

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1440, height: 900 } });
  context = await stage.browser.newContext({ viewport: { width: 1440, height: 900 } });
  violations = await watchCspViolations(context);
  page = await context.newPage();
  page.on('response', (response) => firstLoad.push(response));
  await login(page, stage.backend);
  page.removeAllListeners('response');
});
afterAll(async () => {
  await context?.close();
  await closeSession();
});

const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Opens the object at `path` and each of its tabs (`expected` among them), then counts the violations. */
async function visitEveryTab(path: string, expected?: string): Promise<void> {
  await page.goto(stage.backend.admin(`/?path=${path}`), { waitUntil: 'networkidle' });
  const tabs = page.getByRole('tab');
  await tabs.first().waitFor();
  const names = await tabs.allTextContents();
  expect(names.length).toBeGreaterThan(1);
  if (expected) expect(names).toContain(expected);
  for (const name of names) {
    const tab = page.getByRole('tab', { name, exact: true });
    await tab.click();
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel').first().waitFor();
  }
  // A last full load, so that what the tabs started has finished before the count.
  await page.goto(stage.backend.admin(`/?path=${path}`), { waitUntil: 'networkidle' });
  expect(violations).toEqual([]);
}

describe('Content-Security-Policy of the admin', () => {
  it('comes with the page and forbids inline script', async () => {
    const answer = await page.request.get(stage.backend.admin('/offers'));
    const policy = answer.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);

    // The browser enforces it: an injected inline script does not run and is reported.
    const before = violations.length;
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineScriptRan = true';
      document.head.append(script);
      return (window as unknown as { inlineScriptRan?: boolean }).inlineScriptRan === true;
    });
    expect(ran).toBe(false);
    const reported = () => violations.slice(before);
    await expect.poll(() => reported().some((line) => line.startsWith('script-src'))).toBe(true);
    await expect.poll(() => reported().some((line) => line.startsWith('console:'))).toBe(true);
    violations.splice(before);
  });

  it('sees no violation on the login page, any screen of the sidebar or the command palette', async () => {
    expect(violations).toEqual([]);
    for (const item of navItems) {
      await page.goto(stage.backend.admin(item.to), { waitUntil: 'networkidle' });
      await heading(item.label).waitFor();
    }
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.getByRole('combobox').fill('rioja');
    await palette.getByRole('option').first().waitFor();
    await page.keyboard.press('Escape');
    await palette.waitFor({ state: 'detached' });
    expect(violations).toEqual([]);
  });

  it('sees no violation on a winery and each of its tabs', async () => {
    await visitEveryTab((await firstChild(await apiAs(stage.backend), '/bodegas/')).path);
  });

  it('sees no violation on a pack and each of its tabs (Options among them)', async () => {
    await visitEveryTab((await firstChild(await apiAs(stage.backend), '/packs/')).path, 'Options');
  });

  it("sees no violation on a wine's Product tab, its rich text editor typed in, nor on a complement", async () => {
    const wine = '/bodegas/herran-de-abalos/herran-de-abalos-blanco-fermentado-en-barrica';
    await page.goto(stage.backend.admin(`/?path=${wine}&tab=Product&menu=description`), {
      waitUntil: 'networkidle',
    });
    const text = page.getByRole('textbox', { name: 'El vino (en)', exact: true });
    await expect.poll(() => text.getAttribute('contenteditable')).toBe('true');
    await text.click();
    await text.pressSequentially(' Fresh.');
    await expect.poll(() => text.textContent()).toContain('Fresh.');
    // TipTap's own styles are a <style> element: the policy allows inline styles, never inline script.
    expect(await page.locator('style[data-tiptap-style]').count()).toBe(1);
    await page
      .getByRole('navigation', { name: 'Product sections' })
      .getByRole('link', { name: 'Product details' })
      .click();
    await page.getByRole('button', { name: 'View product on' }).click();
    await page.getByRole('menuitem').first().waitFor();
    await page.keyboard.press('Escape');
    await page.goto(stage.backend.admin('/?path=/complementos/sacacorchos-de-camarero-profesional'), {
      waitUntil: 'networkidle',
    });
    await page.getByRole('note').waitFor();
    expect(violations).toEqual([]);
  });
});

describe('the tightened policy', () => {
  it('lets the code editor show its lint marks without a data: image (img-src has none)', async () => {
    await page.goto(stage.backend.admin('/?path=/tags/maridaje/carnes-rojas/&tab=Submenu'), {
      waitUntil: 'networkidle',
    });
    const editor = page.getByRole('textbox', { name: 'Submenu (it)' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await editor.pressSequentially('[{"selector": "tag"');
    const marker = page.locator('.cm-lint-marker-error').first();
    await marker.waitFor();
    expect(await marker.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(204, 0, 0)',
    );
    expect(violations).toEqual([]);
  });

  it('reports a violation to the backend, which keeps it for the administrators', async () => {
    await page.goto(stage.backend.admin('/offers'), { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'https://tracker.example/pixel.png';
      document.body.append(image);
    });
    await expect.poll(() => violations.some((line) => line.startsWith('img-src'))).toBe(true);
    violations.splice(0);
    const api = await apiAs(stage.backend);
    await expect
      .poll(async () => (await api.raw.GET('/api/csp-reports')).data?.items.map((item) => item.blocked_url), {
        timeout: 20_000,
        interval: 500,
      })
      .toContain('https://tracker.example/pixel.png');
  });
});

/** Event handlers in stored markup: what the sanitiser removes, and what the browser must not see parsed. */
const POISON = '<b onmouseover="window.pwned = 1">Veneno</b><img onerror="window.pwned = 2">';

/** Every HTML text inside a field's value (a string starting with a tag), with the poison put before it. */
const poisoned = (value: unknown): unknown => {
  if (typeof value === 'string') return /^\s*</.test(value) ? `${POISON}${value}` : value;
  if (Array.isArray(value)) return value.map(poisoned);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, poisoned(field)]));
  return value;
};

type Stored = Record<string, unknown>;
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const recordOf = (value: unknown): Stored =>
  typeof value === 'object' && value !== null ? (value as Stored) : {};

/**
 * The objects whose screens show stored markup, and the poisoned fields each gets: the home's html sections (its
 * preview), a landing's html section, a newsletter's html section, the region's comment and a wine's rich text (the
 * rich text editors). The menu is not among them: its server refuses event handlers.
 */
const MARKUP: readonly { type: string; path: string; poison: (stored: Stored) => Stored }[] = [
  { type: 'Home', path: '/home/home-otono-2026/', poison: (home) => ({ sections: poisoned(home.sections) }) },
  {
    type: 'Landing',
    path: '/landings/vinos-de-rioja/',
    poison: (landing) => ({
      sections: [
        ...listOf(landing.sections),
        { id: 'veneno', template: 'html', title: { es: 'Veneno' }, html: { es: `${POISON}<p>Hola</p>` } },
      ],
    }),
  },
  {
    // A draft: a scheduled newsletter's content is read-only.
    type: 'Newsletter',
    path: '/newsletters/10_12_26_packs-navidad/',
    poison: (newsletter) => ({
      contenido: [
        ...listOf(newsletter.contenido),
        { id: 'veneno', id_tipo: 'html', text: { es: `${POISON}<p>Hola</p>` } },
      ],
    }),
  },
  {
    type: 'ZonaGeo',
    path: '/zonas/espana/rioja/',
    poison: (region) => ({ comentario: { ...recordOf(region.comentario), es: `${POISON}<p>Rioja</p>` } }),
  },
  {
    type: 'Producto',
    path: '/bodegas/herran-de-abalos/herran-de-abalos-reserva/',
    poison: (wine) => ({
      localized_text: {
        ...recordOf(wine.localized_text),
        es: { ...recordOf(recordOf(wine.localized_text).es), score: `${POISON}<p>Oro</p>` },
      },
    }),
  },
];

describe('stored markup with event handlers (the sanitiser parses it where nothing runs)', () => {
  it('reports no violation and runs nothing on any tab of the objects that show it', async () => {
    const api = await apiAs(stage.backend);
    for (const { path, poison } of MARKUP) await api.content.patch(path, poison(await api.content.get(path)));

    for (const sample of MARKUP)
      for (const tab of tabNamesFor(sample)) {
        await page.goto(stage.backend.admin(tabScreen(sample.path, tab).href({ campaign: 0 })), {
          waitUntil: 'networkidle',
        });
        await page.getByRole('tabpanel').first().waitFor();
        expect(await page.evaluate(() => (window as { pwned?: number }).pwned), `${sample.path} ${tab}`).toBe(
          undefined,
        );
      }
    // The previews show what the sanitiser kept of the poison.
    await page.goto(stage.backend.admin('/?path=/home/home-otono-2026/&tab=Data'), {
      waitUntil: 'networkidle',
    });
    await page.getByText('Veneno').first().waitFor();
    expect(await page.locator('[onmouseover], [onerror]').count()).toBe(0);
    expect(violations).toEqual([]);
  });
});

describe('the built admin as the backend serves it', () => {
  it('goes out compressed: the script and styles of the first page', async () => {
    const encoding = (pattern: RegExp) =>
      firstLoad.find((response) => pattern.test(new URL(response.url()).pathname))?.headers()[
        'content-encoding'
      ];
    expect(encoding(/^\/-admin\/assets\/index-[\w-]+\.js$/)).toBe('br');
    expect(encoding(/^\/-admin\/assets\/index-[\w-]+\.css$/)).toBe('br');
  });

  it('has a favicon, so no page asks for a missing /favicon.ico', async () => {
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBe('/-admin/favicon.svg');
    const icon = await page.request.get(new URL(href ?? '', stage.backend.url).href);
    expect([icon.status(), icon.headers()['content-type']]).toEqual([200, 'image/svg+xml']);
  });
});
