import { fileURLToPath } from 'node:url';
import { catalogueMessages } from '@cellar/validation/catalogue';
import { siteMessages } from '@cellar/validation/site';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerConfirmation,
  apiAs,
  closeSession,
  EDITOR,
  editingLockHeld,
  openStage,
  type Stage,
  type TestBackend,
  toastWith,
} from './support';

let stage: Stage;
let backend: TestBackend;

const edit = (path: string) => `/?path=${path}&tab=Edit`;
const save = (page: Page) => page.getByRole('button', { name: 'Guardar' });
/** The form once the editing lock is held. */
const editable = async (page: Page, label: string) => {
  await editingLockHeld(page);
  const input = page.getByLabel(label, { exact: true });
  await input.waitFor();
  await expect.poll(() => input.isDisabled()).toBe(false);
  return input;
};
const productCount = (page: Page) => page.getByTestId('region-product-count');
/** Picks the destination by its path (the options read '{name} ({path})'). */
const chooseDestination = async (page: Page, path: string) => {
  const select = page.getByRole('combobox', { name: 'Destination region' });
  const label = (await select.getByRole('option').allTextContents()).find((text) =>
    text.endsWith(`(${path})`),
  );
  await select.selectOption({ label: label ?? path });
};

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1440, height: 1000 } });
  ({ backend } = stage);
});
afterAll(closeSession);

describe('the region editor', () => {
  it('saves the regulating council and a classification as an editor, seen after reload', async () => {
    const page = await stage.pageAs(EDITOR, edit('/zonas/espana/toro/'));
    await (await editable(page, 'Town')).fill('Toro (Zamora)');
    await (await editable(page, 'Number of producers')).fill('62');
    await page.getByRole('button', { name: 'Add classification' }).click();
    await page.getByLabel('Year 11', { exact: true }).fill('2025');
    await save(page).click();
    await toastWith(page, siteMessages.zone.saved).waitFor();

    await page.reload();
    await expect.poll(() => page.getByLabel('Town', { exact: true }).inputValue()).toBe('Toro (Zamora)');
    await expect.poll(() => page.getByLabel('Year 11', { exact: true }).inputValue()).toBe('2025');
    const stored = await (await apiAs(backend)).content.get('/zonas/espana/toro/');
    expect(stored.consejo_regulador).toMatchObject({ localidad: 'Toro (Zamora)', num_elaboradores: 62 });
    expect(stored.clasificaciones_anyada).toMatchObject({ 2025: 5 });
  });

  it('refuses a classification year out of range and a winery already listed, in the spec words', async () => {
    const page = await stage.pageAs(EDITOR, edit('/zonas/espana/rueda/'));
    await editable(page, 'Town');
    await page.getByRole('button', { name: 'Add classification' }).click();
    await page.getByLabel('Year 11', { exact: true }).fill('999');
    await save(page).click();
    await toastWith(page, siteMessages.zone.classificationYear).waitFor();
    const before = await (await apiAs(backend)).content.get('/zonas/espana/rueda/');
    expect(before.clasificaciones_anyada).not.toHaveProperty('999');

    // Rueda lists lagar-de-mirabel already: adding it again is refused.
    const wineries = page.getByRole('list', { name: 'Emblematic wineries' });
    await expect.poll(() => wineries.getByRole('listitem').count()).toBe(1);
    await page.getByLabel('Find a winery by name').fill('Lagar de Mir');
    await page.getByLabel('Find a winery by name').press('Enter');
    await page.getByRole('list', { name: 'Wineries found' }).getByRole('button').first().click();
    await toastWith(page, siteMessages.zone.wineryExists).waitFor();
    await expect.poll(() => wineries.getByRole('listitem').count()).toBe(1);
  });

  it("asks for a destination, then moves the region's products (the counts change, seen after reload)", async () => {
    const api = await apiAs(backend);
    const source = (await api.regions.products('/zonas/espana/bierzo/')).items_count;
    const dest = (await api.regions.products('/zonas/espana/montsant/')).items_count;
    expect(source).toBeGreaterThan(0);
    const page = await stage.pageAs(EDITOR, edit('/zonas/espana/bierzo/'));
    await expect.poll(() => productCount(page).textContent()).toBe(`${source} products`);
    await page.getByRole('button', { name: 'Move products' }).click();
    await toastWith(page, siteMessages.region.destinationRequired).waitFor();

    await chooseDestination(page, '/zonas/espana/montsant');
    await page.getByRole('button', { name: 'Move products' }).click();
    await toastWith(page, siteMessages.region.moved).waitFor();
    await page.reload();
    await expect.poll(() => productCount(page).textContent()).toBe('0 products');
    const montsant = await stage.pageAs(EDITOR, edit('/zonas/espana/montsant/'));
    await expect.poll(() => productCount(montsant).textContent()).toBe(`${source + dest} products`);
  });

  it('copies the products only once the 4 s wait is over', async () => {
    const api = await apiAs(backend);
    const source = (await api.regions.products('/zonas/espana/rias-baixas/')).items_count;
    const dest = (await api.regions.products('/zonas/espana/penedes/')).items_count;
    const page = await stage.pageAs(EDITOR, edit('/zonas/espana/rias-baixas/'));
    await page.getByRole('button', { name: 'Copy products' }).click();
    await toastWith(page, siteMessages.region.destinationRequired).waitFor();
    await chooseDestination(page, '/zonas/espana/penedes');
    await page.getByRole('button', { name: 'Copy products' }).click();
    const confirm = page.getByRole('button', { name: 'Confirm copy' });
    await page.getByText(/Wait \d s to confirm/).waitFor();
    expect(await confirm.isDisabled()).toBe(true);
    await expect.poll(() => confirm.isDisabled(), { timeout: 8_000 }).toBe(false);
    await confirm.click();
    await toastWith(page, siteMessages.region.copied).waitFor();
    await page.reload();
    await expect.poll(() => productCount(page).textContent()).toBe(`${source} products`);
    expect((await api.regions.products('/zonas/espana/penedes/')).items_count).toBe(source + dest);
  });

  it('uploads a region image and deletes it, seen after reload', async () => {
    const png = fileURLToPath(new URL('../../../fixtures/images/CA11127_anv800.png', import.meta.url));
    const page = await stage.pageAs(EDITOR, edit('/zonas/espana/priorat/'));
    await editable(page, 'Town');
    await expect.poll(() => page.getByLabel('img_logo', { exact: true }).isDisabled()).toBe(false);
    await page.getByLabel('img_logo', { exact: true }).setInputFiles(png);
    await expect.poll(() => page.getByTestId('img_logo-stored').textContent()).toBe('CA11127_anv800.png');
    await page.reload();
    await expect.poll(() => page.getByTestId('img_logo-stored').textContent()).toBe('CA11127_anv800.png');
    await page.getByRole('button', { name: 'Delete img_logo' }).click();
    await answerConfirmation(page, {
      title: 'Delete image',
      question: catalogueMessages.images.confirmDelete('img_logo'),
      answer: 'Delete',
    });
    await toastWith(page, catalogueMessages.images.deleted).waitFor();
    await expect.poll(() => page.getByTestId('img_logo-stored').textContent()).toBe('No image');
    const stored = await (await apiAs(backend)).content.get('/zonas/espana/priorat/');
    expect(stored.img_logo ?? null).toBeNull();
  });

  it('lists the regions in the Zonas tab, searchable, each a link to its page', async () => {
    const page = await stage.pageAs(EDITOR, '/?path=/zonas/&tab=Zonas');
    const regions = page.getByRole('navigation', { name: 'Regions' });
    await regions.getByRole('link', { name: 'Rioja Alta' }).waitFor();
    await page.getByLabel('Search regions').fill('champ');
    await page.getByLabel('Search regions').press('Enter');
    await expect.poll(() => regions.getByRole('link').allTextContents()).toEqual(['Francia', 'Champagne']);
    await regions.getByRole('link', { name: 'Champagne' }).click();
    await page.waitForURL((u) => u.searchParams.get('path') === '/zonas/francia/champagne/');
  });

  it('deletes a region as the admin (DeleteContent), then shows /zonas/', async () => {
    const page = await stage.pageAs(undefined, edit('/zonas/alemania/baden/'));
    await page.getByRole('button', { name: 'Delete region' }).click();
    await page.getByRole('dialog', { name: 'Delete region' }).getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((u) => u.searchParams.get('path') === '/zonas/');
    const error = await (await apiAs(backend)).content.get('/zonas/alemania/baden/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
  });
});
