import type { CellarClient } from '@cellar/sdk';
import { currencyForCountry, formatMoney } from '@cellar/validation';
import { OPTION_STATE_COLOURS, type OptionState } from '@cellar/validation/catalogue';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, childIds, closeSession, EDITOR, openStage, type Stage, VIEWER } from './support';

interface StoredOption {
  referencia: string;
  tienda: string;
  country?: string;
  anyada?: number;
  estado: OptionState;
  precio_sin_impuestos?: number;
}

let stage: Stage;
let api: CellarClient;

const optionsUrl = (path: string) => `/?path=${path}&tab=Options`;
const optionsOf = async (path: string): Promise<StoredOption[]> =>
  Object.values(((await api.content.get(path)).opciones ?? {}) as Record<string, StoredOption>);
const referencesOf = (options: StoredOption[]) => [...new Set(options.map((option) => option.referencia))];

/** The panels' titles (each panel's trigger) and whether each is open, in page order. */
const panelTriggers = (page: Page) => page.getByRole('region', { name: 'Options' }).getByRole('button');
const optionsTable = (page: Page, reference: string) =>
  page.getByRole('table', { name: new RegExp(`^Options of ${reference} · `) });
const rowOf = (table: Locator, country: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('link', { name: country, exact: true }) });

/** Money as contract.md words it: GBP (en-GB) for the UK shop, else EUR (es-ES), with 2 decimals. */
const price = (option: StoredOption, amount: number) =>
  formatMoney(amount, currencyForCountry(option.tienda === 'uk' ? 'uk' : 'es'));

/** A pack with references of several vintages (and one without), UK prices, a multi-unit offer, an advanced product. */
const VINTAGES_PACK = '/packs/e2e-pack-de-anadas/';
const vintagesPack = {
  '@type': 'Producto',
  id: 'e2e-pack-de-anadas',
  nombre: 'Pack de añadas',
  tipo: '/pk',
  referencia_pack: 'E2E2022',
  contenido_del_pack: { TE11239: { cantidad: 2, orden: 0, regalo: false } },
  opciones: {
    'E2E2019-cellar': {
      tienda: 'cellar',
      referencia: 'E2E2019',
      anyada: 2019,
      country: 'es',
      estado: 'selling',
      precio_sin_impuestos: 20,
      precio: 24.2,
      impuestos: 0.21,
      proveedor: 'Proveedor Uno',
      capacidad: 'ma',
      index: 0,
    },
    'E2ENV-cellar': {
      tienda: 'cellar',
      referencia: 'E2ENV',
      country: 'es',
      estado: 'invalid',
      precio_sin_impuestos: 9.5,
      capacidad: '75',
      index: 1,
    },
    'E2E2022-cellar': {
      tienda: 'cellar',
      referencia: 'E2E2022',
      anyada: 2022,
      country: 'es',
      estado: 'new_product',
      precio_sin_impuestos: 30,
      impuestos: 0.21,
      capacidad: '75',
      index: 2,
      oferta: { id_tipo: 'multiunidad', uni_compra: 2, uni_promo: 1 },
    },
    'E2E2022-uk': {
      tienda: 'uk',
      referencia: 'E2E2022',
      anyada: 2022,
      country: 'uk',
      estado: 'discontinued',
      precio_sin_impuestos: 1234.5,
      impuestos: 0.2,
      capacidad: '75',
      index: 3,
      oferta: { id_tipo: 'precio', precio_oferta: 999.9 },
      caracteristicas: { avanzada: true },
    },
  },
};

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1400, height: 1000 } });
  api = await apiAs(stage.backend);
  await api.content.create('/packs/', vintagesPack);
});
afterAll(closeSession);

describe('the Options tab', () => {
  it("shows an editor a fixture pack's options: a panel per reference, tags in their colours, prices, links", async () => {
    let path = '';
    let options: StoredOption[] = [];
    for (const id of await childIds(api, '/packs/')) {
      options = await optionsOf(`/packs/${id}/`);
      if (options.length > 0) {
        path = `/packs/${id}/`;
        break;
      }
    }
    expect(options.length).toBeGreaterThan(0);
    const page = await stage.pageAs(EDITOR, optionsUrl(path));
    await page.getByRole('tab', { name: 'Options', selected: true }).waitFor();

    const references = referencesOf(options);
    await expect.poll(() => panelTriggers(page).count()).toBe(references.length);
    await expect.poll(() => panelTriggers(page).first().getAttribute('aria-expanded')).toBe('true');
    const first = (await panelTriggers(page).first().textContent()) ?? '';
    const reference = references.find((candidate) => first.startsWith(`${candidate} · `));
    expect(reference).toBeDefined();

    const table = optionsTable(page, reference as string);
    await table.waitFor();
    const shown = options.filter((option) => option.referencia === reference);
    await expect.poll(() => table.getByRole('row').count()).toBe(shown.length + 1);
    for (const option of shown) {
      const href = `/administracion/productos/${option.referencia}?tienda=${option.tienda}`;
      const row = table.getByRole('row').filter({ has: page.locator(`a[href="${href}"]`) });
      await expect.poll(() => row.count()).toBe(1);
      const tag = row.getByText(option.estado, { exact: true });
      await expect.poll(() => tag.getAttribute('data-colour')).toBe(OPTION_STATE_COLOURS[option.estado]);
      if (option.precio_sin_impuestos !== undefined)
        await expect
          .poll(() => row.getByRole('cell').nth(2).textContent())
          .toBe(price(option, option.precio_sin_impuestos));
    }
  });

  it('puts the newest vintage first and no vintage last, and opens a closed panel', async () => {
    const options = await optionsOf(VINTAGES_PACK);
    const vintageOf = (reference: string) =>
      options.find((option) => option.referencia === reference)?.anyada ?? Number.NEGATIVE_INFINITY;
    const expected = referencesOf(options).sort((a, b) => vintageOf(b) - vintageOf(a));
    expect(expected).toEqual(['E2E2022', 'E2E2019', 'E2ENV']);

    const page = await stage.pageAs(EDITOR, optionsUrl(VINTAGES_PACK));
    await expect
      .poll(() => panelTriggers(page).allTextContents())
      .toEqual(['E2E2022 · 2022 · 0.75 L', 'E2E2019 · 2019 · Magnum', 'E2ENV · 0.75 L']);
    await expect
      .poll(async () =>
        Promise.all((await panelTriggers(page).all()).map((t) => t.getAttribute('aria-expanded'))),
      )
      .toEqual(['true', 'false', 'false']);

    const newest = optionsTable(page, 'E2E2022');
    const spain = rowOf(newest, 'Spain');
    const uk = rowOf(newest, 'United Kingdom');
    await expect
      .poll(() => spain.getByRole('cell').allTextContents())
      .toEqual(['Spain', 'new_product', '30,00\u00a0€', '2 + 1', '36,30\u00a0€', '', 'No']);
    await expect
      .poll(() => uk.getByRole('cell').allTextContents())
      .toEqual(['United Kingdom', 'discontinued', '£1,234.50', '£999.90', '£1,481.40', '', 'Unlimited']);
    const background = (row: Locator) =>
      row.locator('[data-colour]').evaluate((tag) => getComputedStyle(tag).backgroundColor);
    const colours = [await background(spain), await background(uk)];
    expect(new Set(colours).size).toBe(2);
    expect(colours).not.toContain('rgba(0, 0, 0, 0)');

    await page.screenshot({ path: '/tmp/catalogue-options.png', fullPage: true });
    await expect.poll(() => optionsTable(page, 'E2E2019').count()).toBe(0);
    await page.getByRole('button', { name: 'E2E2019 · 2019 · Magnum' }).click();
    await expect
      .poll(() => rowOf(optionsTable(page, 'E2E2019'), 'Spain').getByRole('cell').allTextContents())
      .toEqual(['Spain', 'selling', '20,00\u00a0€', '', '24,20\u00a0€', 'Proveedor Uno', 'No']);
  });

  it("opens a country's back-office page in a new tab, in the one link style, from a pack as from a wine (issue 25)", async () => {
    const wine = '/bodegas/herran-de-abalos/herran-de-abalos-blanco-fermentado-en-barrica';
    const packPage = await stage.pageAs(EDITOR, optionsUrl(VINTAGES_PACK));
    const winePage = await stage.pageAs(EDITOR, `/?path=${wine}&tab=Product&menu=options`);
    const spainOf = (page: Page) =>
      page.getByRole('region', { name: 'Options' }).getByRole('link', { name: 'Spain' }).first();
    const look = (page: Page) =>
      spainOf(page).evaluate((link) => {
        const style = getComputedStyle(link);
        return [style.color, style.textDecorationLine, style.fontWeight, style.fontSize];
      });
    await spainOf(packPage).waitFor();
    await spainOf(winePage).waitFor();
    expect(await look(packPage)).toEqual(await look(winePage));
    expect((await look(packPage))[1]).toBe('underline');

    for (const page of [packPage, winePage]) {
      const shown = page.url();
      const href = (await spainOf(page).getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/administracion\/productos\/\w+\?tienda=cellar$/);
      await page
        .context()
        .route('**/administracion/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<h1>Back-office</h1>' }),
        );
      const popup = page.waitForEvent('popup');
      await spainOf(page).click();
      const opened = await popup;
      await opened.getByRole('heading', { name: 'Back-office' }).waitFor();
      expect(opened.url()).toBe(new URL(href, shown).href);
      expect(page.url()).toBe(shown);
    }
  });

  it('shows a viewer the Options tab of a complement (ViewContent is enough)', async () => {
    const [id] = await childIds(api, '/complementos/');
    const path = `/complementos/${id}/`;
    const references = referencesOf(await optionsOf(path));
    expect(references.length).toBeGreaterThan(0);
    const page = await stage.pageAs(VIEWER, optionsUrl(path));
    await page.getByRole('tab', { name: 'Options', selected: true }).waitFor();
    await expect.poll(() => page.getByRole('tab').allTextContents()).toEqual(['Options']);
    await expect.poll(() => panelTriggers(page).count()).toBe(references.length);
    await expect.poll(() => page.getByRole('table', { name: /^Options of / }).count()).toBe(1);
  });
});
