import { DEFAULT_SHOP_DOMAINS } from '@cellar/validation';
import { CONTENT_REVIEW_BEHAVIOR, catalogueMessages, SEO_BEHAVIOR } from '@cellar/validation/catalogue';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerConfirmation,
  apiAs,
  childIds,
  closeSession,
  EDITOR,
  editingLockHeld,
  openStage,
  type Stage,
  type TestBackend,
  toast,
  toastWith,
} from './support';

let stage: Stage;
let backend: TestBackend;
let wineries: string[];

const url = (path: string, tab: string, menu?: string) =>
  `/?path=${path}&tab=${tab}${menu ? `&menu=${menu}` : ''}`;
const saveWinery = (page: Page) => page.getByRole('button', { name: 'Save winery' });
/** The form once the editing lock is held (a per-language input reads '{title} ({language})'). */
const editable = async (page: Page, label: string) => {
  await editingLockHeld(page);
  const input = page.getByLabel(label, { exact: !label.endsWith(')') });
  await input.waitFor();
  await expect.poll(() => input.getAttribute('readonly')).toBeNull();
  return input;
};

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1440, height: 1000 } });
  ({ backend } = stage);
  wineries = (await childIds(await apiAs(backend), '/bodegas/')).slice(0, 5).map((id) => `/bodegas/${id}/`);
});
afterAll(closeSession);

describe('the winery editor', () => {
  it('edits a section as an editor, moves through the menu, and shows the change after reload', async () => {
    const winery = wineries[0] as string;
    const page = await stage.pageAs(EDITOR, url(winery, 'Edit'));
    const menu = page.getByRole('navigation', { name: 'Winery sections' });
    await expect
      .poll(() => menu.getByRole('link').allTextContents())
      .toEqual([
        'Winery details',
        'Origins and history',
        'The team',
        'Vineyards',
        'Winemaking',
        'The wines',
        'The company / group',
        'Town',
        'Contact',
      ]);
    await menu.getByRole('link', { name: 'Origins and history' }).click();
    await page.waitForURL((u) => u.searchParams.get('menu') === 'origins');
    const origins = await editable(page, 'Origins and history (es)');
    await origins.fill('<p>Fundada en 1864 junto al Duero.</p>');
    await (await editable(page, 'Origins and history (en)')).fill('<p>Founded in 1864.</p>');
    // Another section keeps what was typed in the first, and one save sends both.
    await menu.getByRole('link', { name: 'Contact' }).click();
    await (await editable(page, 'Phone')).fill('+34 983 680 147');
    await saveWinery(page).click();
    await toastWith(page, catalogueMessages.save.saved).waitFor();

    await page.reload();
    await expect.poll(() => page.getByLabel('Phone', { exact: true }).inputValue()).toBe('+34 983 680 147');
    await menu.getByRole('link', { name: 'Origins and history' }).click();
    await expect
      .poll(() => page.getByLabel('Origins and history (es)').inputValue())
      .toBe('<p>Fundada en 1864 junto al Duero.</p>');
    const stored = await (await apiAs(backend)).content.get(winery);
    expect(stored.telefono).toBe('+34 983 680 147');
    expect(stored.localized_text).toMatchObject({
      es: { origins: '<p>Fundada en 1864 junto al Duero.</p>' },
      en: { origins: '<p>Founded in 1864.</p>' },
    });
    await page.screenshot({ path: '/tmp/catalogue-winery-edit.png', fullPage: true });
  });

  it('picks province and country from @field-constants in the Town section', async () => {
    const winery = wineries[1] as string;
    const page = await stage.pageAs(EDITOR, url(winery, 'Edit', 'location'));
    const province = await editable(page, 'Province');
    await province.selectOption({ label: 'Valladolid' });
    await page.getByLabel(/^Country/).selectOption({ label: 'España' });
    await page.getByLabel('Town', { exact: true }).fill('Peñafiel');
    await saveWinery(page).click();
    await toastWith(page, catalogueMessages.save.saved).waitFor();
    await page.reload();
    await expect
      .poll(() => page.getByLabel('Province', { exact: true }).locator('option:checked').textContent())
      .toBe('Valladolid');
    const stored = await (await apiAs(backend)).content.get(winery);
    expect(stored).toMatchObject({ id_pais: 'es', localidad: 'Peñafiel' });
    expect(stored.id_provincia).toMatch(/^\d+$/);
  });

  it('opens the public winery page of each shop domain from View winery on', async () => {
    const winery = wineries[0] as string;
    const page = await stage.pageAs(EDITOR, url(winery, 'Edit'));
    await page
      .context()
      .route('https://**/*', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>public winery</title>' }),
      );
    await page.getByRole('button', { name: 'View winery on' }).click();
    const items = page.getByRole('menuitem');
    await expect.poll(() => items.count()).toBe(Object.keys(DEFAULT_SHOP_DOMAINS).length);
    const host = (await items.first().textContent()) ?? '';
    expect(host).toContain(DEFAULT_SHOP_DOMAINS.cellar);
    const [popup] = await Promise.all([page.waitForEvent('popup'), items.first().click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(`https://${host}${winery}`);
  });

  it('uploads the static map of the map link, shows it after reload, and deletes it', async () => {
    const winery = wineries[2] as string;
    const page = await stage.pageAs(EDITOR, url(winery, 'Edit', 'location'));
    const link = await editable(page, 'Map link');
    const upload = page.getByRole('button', { name: 'Upload location map image' });
    await link.fill('https://maps.example/place/bodega/@42.4627,-2.4449,15z/data=x');
    await upload.click();
    await toast(page, catalogueMessages.locationMap.uploading).waitFor();
    const image = page.getByRole('img', { name: 'Location map image' });
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(400);
    // What was typed is kept, and saves without a 412 against the user's own upload.
    await saveWinery(page).click();
    await toastWith(page, catalogueMessages.save.saved).waitFor();

    await page.reload();
    await page.getByRole('img', { name: 'Location map image' }).waitFor();
    const stored = await (await apiAs(backend)).content.get(winery);
    expect(stored.googlemap_url).toBe('https://maps.example/place/bodega/@42.4627,-2.4449,15z/data=x');
    expect(stored.location_map).toMatchObject({ content_type: 'image/png', filename: 'location-map.png' });

    await expect.poll(() => page.getByLabel('Map link', { exact: true }).getAttribute('readonly')).toBeNull();
    await page.getByRole('button', { name: 'Delete location map image' }).click();
    await answerConfirmation(page, {
      title: 'Delete image',
      question: catalogueMessages.images.confirmDelete('location map image'),
      answer: 'Delete',
    });
    await toast(page, catalogueMessages.locationMap.deleting).waitFor();
    await toastWith(page, catalogueMessages.images.deleted).waitFor();
    await page.getByText('No location map image', { exact: true }).waitFor();
    await page.reload();
    await page.getByText('No location map image', { exact: true }).waitFor();
    expect((await (await apiAs(backend)).content.get(winery)).location_map ?? null).toBeNull();
  });

  it('says so when the map image cannot be produced', async () => {
    const winery = wineries[3] as string;
    const page = await stage.pageAs(EDITOR, url(winery, 'Edit', 'location'));
    await page.route('**/api/static-map?**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Map service down', type: 'ServiceUnavailable' }),
      }),
    );
    await (await editable(page, 'Map link')).fill('https://maps.example/@40.41,-3.70/data');
    await page.getByRole('button', { name: 'Upload location map image' }).click();
    await toast(page, catalogueMessages.locationMap.uploadError).waitFor();
    await page.getByText('No location map image', { exact: true }).waitFor();
  });
});

describe('the SEO and ContentReview tabs', () => {
  it('saves SEO fields in two languages, shown after reload', async () => {
    const winery = wineries[3] as string;
    const page = await stage.pageAs(EDITOR, url(winery, 'SEO'));
    await (await editable(page, 'Title (es)')).fill('Bodega en Ribera del Duero');
    await page.getByLabel('Title (en)').fill('Winery in Ribera del Duero');
    await page.getByLabel('Description (fr)').fill('Domaine de Ribera');
    await page.getByLabel('H1 (en)').fill('Our winery');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, catalogueMessages.seo.saved).waitFor();

    await page.reload();
    await expect.poll(() => page.getByLabel('Title (en)').inputValue()).toBe('Winery in Ribera del Duero');
    await expect.poll(() => page.getByLabel('H1 (en)').inputValue()).toBe('Our winery');
    const stored = await (await apiAs(backend)).content.get(winery);
    expect(stored[SEO_BEHAVIOR]).toMatchObject({
      seo_title: { es: 'Bodega en Ribera del Duero', en: 'Winery in Ribera del Duero' },
      seo_description: { fr: 'Domaine de Ribera' },
      seo_h1: { en: 'Our winery' },
    });
  });

  it('saves a review in two languages stamped with the editor email, shown after reload', async () => {
    const winery = wineries[3] as string;
    const page = await stage.pageAs(EDITOR, url(winery, 'ContentReview'));
    const es = page.getByRole('region', { name: 'Content review (es)' });
    const it_ = page.getByRole('region', { name: 'Content review (it)' });
    await es.waitFor();
    await expect.poll(() => page.locator('fieldset[disabled]').count()).toBe(0);
    await es.getByRole('radio', { name: 'Reviewed', exact: true }).check();
    await es.getByLabel('Description (es)').fill('Textos revisados');
    await it_.getByRole('radio', { name: 'No reviewed', exact: true }).check();
    await it_.getByLabel('Description (it)').fill('Manca la storia');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, catalogueMessages.contentReview.saved).waitFor();

    await page.reload();
    await expect.poll(() => es.getByRole('radio', { name: 'Reviewed', exact: true }).isChecked()).toBe(true);
    await expect.poll(() => it_.getByLabel('Description (it)').inputValue()).toBe('Manca la storia');
    await es.getByText(/by editor@example\.com$/).waitFor();
    const stored = await (await apiAs(backend)).content.get(winery);
    const reviews = (stored[CONTENT_REVIEW_BEHAVIOR] as { contendidos_revisados: Record<string, unknown> })
      .contendidos_revisados;
    expect(reviews.es).toMatchObject({
      reviewed: true,
      description: 'Textos revisados',
      author: EDITOR.email,
    });
    expect(reviews.it).toMatchObject({
      reviewed: false,
      description: 'Manca la storia',
      author: EDITOR.email,
    });
    expect(reviews.fr).not.toHaveProperty('author');
  });
});

describe('the editing lock', () => {
  it('shows a second user the lock and a read-only winery editor and SEO tab', async () => {
    const winery = wineries[4] as string;
    const editor = await stage.pageAs(EDITOR, url(winery, 'Edit', 'contact'));
    await editable(editor, 'Phone');

    const admin = await stage.pageAs(undefined, url(winery, 'Edit', 'contact'));
    const notice = admin
      .getByRole('alert')
      .filter({ hasText: /^Locked by editor@example\.com since \d{2}:\d{2}$/ });
    await notice.waitFor();
    await expect.poll(() => admin.getByLabel('Phone', { exact: true }).getAttribute('readonly')).toBe('');
    await expect.poll(() => saveWinery(admin).isDisabled()).toBe(true);
    await admin.getByRole('tab', { name: 'SEO' }).click();
    await notice.waitFor();
    await expect.poll(() => admin.getByLabel('Title (es)').getAttribute('readonly')).toBe('');
    await admin.screenshot({ path: '/tmp/catalogue-winery-locked.png', fullPage: true });
  });
});
