import type { CellarClient } from '@cellar/sdk';
import { formMessages, LANGUAGES } from '@cellar/validation';
import {
  buildNewsletterId,
  CONTENT_LIMITS,
  siteMessages,
  validateNewNewsletter,
  validateNewPack,
} from '@cellar/validation/site';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderSearchBody } from '../src/lib/content-search';
import {
  apiAs,
  closeSession,
  firstChild,
  openSession,
  restoredDraft,
  type Stage,
  type TestBackend,
  toastWith,
  VIEWER,
} from './support';

let pageAs: Stage['pageAs'];
let backend: TestBackend;
let page: Page;
let api: CellarClient;

beforeAll(async () => {
  ({ backend, page, pageAs } = await openSession('/?path=/bodegas/', {
    viewport: { width: 1280, height: 900 },
  }));
  api = await apiAs(backend);
});
afterAll(closeSession);

const currentPath = () => new URL(page.url()).searchParams.get('path');
/**
 * A toast (by its markup: while a modal dialog is open everything outside it, the toasts too, is hidden from
 * the accessibility tree, which is why the dialog repeats a failure in its own alert).
 */
const toast = (text: string) => toastWith(page, text);

/** Opens the Items of the first winery; answers its path (`/bodegas/x/`). */
async function openFirstWinery(): Promise<string> {
  const { path } = await firstChild(api, '/bodegas/');
  await page.goto(backend.admin(`/?path=${path}&tab=Items`));
  return path;
}

/** The creations (a POST to a folder, not to one of its `@` views) the page sends from now on. */
function recordCreations(): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && pathname.startsWith('/db/guillotina/') && !pathname.includes('/@'))
      posts.push(pathname);
  });
  return posts;
}

/** Opens the Add menu of the folder on screen and picks `type`; answers the dialog. */
async function openForm(type: string, dialogTitle = `Add ${type}`) {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('menuitem', { name: type, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await dialog.waitFor();
  return dialog;
}

describe('creation forms', () => {
  it('refuses a Bodega without its required fields and keeps what was typed', async () => {
    await page.goto(backend.admin('/?path=/bodegas/'));
    const dialog = await openForm('Bodega');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => dialog.getByText(siteMessages.bodega.allFieldsRequired).count()).toBe(3);

    await dialog.getByLabel('Nombre').fill('Bodegas Sin País');
    await expect.poll(() => dialog.getByLabel('Id', { exact: true }).inputValue()).toBe('bodegas-sin-pais');
    await expect.poll(() => dialog.getByLabel('Internal id').inputValue()).toBe('bode');
    await dialog.getByRole('button', { name: 'Create' }).click();
    // Only the country is missing now; the name and the id stay as typed.
    await expect.poll(() => dialog.getByText(siteMessages.bodega.allFieldsRequired).count()).toBe(1);
    await expect.poll(() => dialog.getByLabel('Country').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => dialog.getByLabel('Nombre').inputValue()).toBe('Bodegas Sin País');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('creates a Bodega and lands on its path', async () => {
    await page.goto(backend.admin('/?path=/bodegas/'));
    const dialog = await openForm('Bodega');
    await dialog.getByLabel('Nombre').fill('Celler de Prova E2E');
    await expect
      .poll(() => dialog.getByLabel('Id', { exact: true }).inputValue())
      .toBe('celler-de-prova-e2e');
    const { countries } = await api.content.constants();
    const country = countries[0];
    if (!country) throw new Error('no country in /v2/@constants');
    await dialog.getByLabel('Country').selectOption(country.id_pais);
    await dialog.getByRole('button', { name: 'Create' }).click();

    await page.waitForURL(() => currentPath() === '/bodegas/celler-de-prova-e2e/');
    await toast(siteMessages.bodega.created).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Celler de Prova E2E' }).waitFor();
    const created = await api.content.get('/bodegas/celler-de-prova-e2e/');
    expect(created).toMatchObject({
      '@type': 'Bodega',
      nombre: 'Celler de Prova E2E',
      internal_id: 'cell',
      id_pais: country.id_pais,
    });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Celler de Prova E2E' }).waitFor();
  });

  it('says a Bodega id exists with the server message', async () => {
    await page.goto(backend.admin('/?path=/bodegas/'));
    const dialog = await openForm('Bodega');
    await dialog.getByLabel('Nombre').fill('Celler de Prova E2E');
    const { countries } = await api.content.constants();
    await dialog.getByLabel('Country').selectOption(countries[0]?.id_pais ?? '');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await toast('Server Error:').waitFor();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toMatch(/^Server Error: .+/);
    // Nothing typed is lost.
    await expect.poll(() => dialog.getByLabel('Nombre').inputValue()).toBe('Celler de Prova E2E');
    expect(currentPath()).toBe('/bodegas/');
    // Closed, it is put back when the form opens again; discarded, the next form starts empty.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    const again = await openForm('Bodega');
    await restoredDraft(again).waitFor();
    await again.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => again.getByLabel('Nombre').inputValue()).toBe('');
    await again.getByRole('button', { name: 'Cancel' }).click();
    await again.waitFor({ state: 'detached' });
  });

  it('shows 409 for a Tag whose id already exists', async () => {
    const { items } = await api.content.search(folderSearchBody({ folderPath: '/tags/uva/', page: 0 }));
    const grape = items.find((item) => (item.title ?? '').length >= 3);
    if (!grape?.title) throw new Error('no grape under /tags/uva/');
    await page.goto(backend.admin('/?path=/tags/uva/&tab=Items'));
    const dialog = await openForm('Tag');
    await expect.poll(() => dialog.getByLabel('Type').inputValue()).toBe('uva');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText(siteMessages.tag.uva_nombre_required).waitFor();

    // A grape's id is the first 3 letters of its name: the same name gives the same id.
    await dialog.getByLabel('Nombre (es)').fill(grape.title);
    await expect.poll(() => dialog.getByLabel('Id', { exact: true }).inputValue()).toBe(grape['@name']);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await toast(siteMessages.tag.idExists).waitFor();
    await dialog.getByRole('alert').getByText(siteMessages.tag.idExists).waitFor();
    await expect.poll(() => dialog.getByLabel('Nombre (es)').inputValue()).toBe(grape.title);
    expect(currentPath()).toBe('/tags/uva/');
  });

  it('creates a Newsletter and lands on /?path=/newsletters/{id}/', async () => {
    await page.goto(backend.admin('/?path=/newsletters/'));
    const dialog = await openForm('Newsletter');
    await dialog.getByRole('button', { name: 'Create' }).click();
    const empty = validateNewNewsletter({});
    const campaignRequired = empty.ok ? '' : empty.issues.find((issue) => issue.path === 'title')?.message;
    if (!campaignRequired) throw new Error('the campaign name should be required');
    await dialog.getByText(campaignRequired).waitFor();

    await dialog.getByLabel('Id').fill('Rebajas de Primavera');
    const expectedId = buildNewsletterId(new Date(), 'Rebajas de Primavera');
    await dialog.getByText(`Id: ${expectedId}`).waitFor();
    await dialog.getByLabel('Campaign name').fill('Primavera E2E');
    await dialog.getByRole('button', { name: 'Create' }).click();

    await page.waitForURL(() => currentPath() === `/newsletters/${expectedId}/`);
    await toast(siteMessages.newsletter.created).waitFor();
    expect(new URL(page.url()).search).toBe(`?path=/newsletters/${expectedId}/`);
    await page.getByRole('heading', { level: 1, name: 'Primavera E2E' }).waitFor();
    await expect
      .poll(() => api.content.get(`/newsletters/${expectedId}/`))
      .toMatchObject({
        '@type': 'Newsletter',
        title: 'Primavera E2E',
      });
  });

  it('creates a ZonaGeo with the default tipo do', async () => {
    await page.goto(backend.admin('/?path=/zonas/&tab=Items'));
    const dialog = await openForm('ZonaGeo');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => dialog.getByText(siteMessages.zone.idAndNameRequired).count()).toBe(2);
    await expect.poll(() => dialog.getByLabel('Tipo').inputValue()).toBe('do');
    await dialog.getByLabel('Id').fill('zona-e2e');
    await dialog.getByLabel('Nombre (es)').fill('Zona E2E');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(() => currentPath() === '/zonas/zona-e2e/');
    await toast(siteMessages.zone.created).waitFor();
    await expect
      .poll(() => api.content.get('/zonas/zona-e2e/'))
      .toMatchObject({
        tipo: 'do',
        nombre: { es: 'Zona E2E' },
      });
  });

  it('creates a Landing and lands on /?path=/landings/{id}/', async () => {
    await page.goto(backend.admin('/?path=/landings/'));
    const dialog = await openForm('Landing');
    await dialog.getByLabel('Title').fill('Vinos de Verano E2E');
    await expect.poll(() => dialog.getByLabel('Slug').inputValue()).toBe('vinos-de-verano-e2e');
    await dialog.getByLabel('Description').fill('Frescos y ligeros');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(() => currentPath() === '/landings/vinos-de-verano-e2e/');
    await toast(siteMessages.landing.created).waitFor();
    await expect
      .poll(() => api.content.get('/landings/vinos-de-verano-e2e/'))
      .toMatchObject({
        '@type': 'Landing',
        template: 'landing',
        title: { es: 'Vinos de Verano E2E' },
        slug: { es: 'vinos-de-verano-e2e' },
        description: { es: 'Frescos y ligeros' },
      });
  });

  it('creates a Home from 00:00 of one day to 23:59 of another, refusing an end before the start', async () => {
    await page.goto(backend.admin('/?path=/home/&tab=Items'));
    const dialog = await openForm('Home');
    await dialog.getByLabel('Name').fill('Home E2E');
    await dialog.getByLabel('From (00:00h)').fill('2030-05-10');
    await dialog.getByLabel('To (23:59h)').fill('2030-05-01');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText(siteMessages.home.endBeforeStart).waitFor();
    await dialog.getByLabel('To (23:59h)').fill('2030-05-20');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(() => currentPath() === '/home/home-e2e/');
    await toast(siteMessages.home.created).waitFor();
    const home = await api.content.get('/home/home-e2e/');
    expect(home).toMatchObject({ '@type': 'Home', home_name: 'Home E2E' });
    // Madrid time: 00:00 on 10 May is 22:00 UTC the day before (summer time), 23:59:59 on 20 May is 21:59:59 UTC.
    expect(new Date(String(home.date_start)).toISOString()).toBe('2030-05-09T22:00:00.000Z');
    expect(new Date(String(home.date_end)).toISOString()).toBe('2030-05-20T21:59:59.000Z');
  });

  it('creates a Pack with the Add new Pack form', async () => {
    await page.goto(backend.admin('/?path=/packs/'));
    const dialog = await openForm('Pack', 'Add new Pack');
    await dialog.getByRole('button', { name: 'Create Pack' }).click();
    const empty = validateNewPack({});
    for (const issue of empty.ok ? [] : empty.issues) await dialog.getByText(issue.message).waitFor();
    await dialog.getByLabel('Name').fill('Pack Navidad E2E');
    await dialog.getByLabel('Grupo').fill('Pack Navidad E2E');
    await dialog.getByLabel('Pack reference').fill('PKE2E01');
    await dialog.getByRole('button', { name: 'Create Pack' }).click();
    await page.waitForURL(() => currentPath() === '/packs/pack-navidad-e2e/');
    await toast(siteMessages.pack.created).waitFor();
    await expect
      .poll(() => api.content.get('/packs/pack-navidad-e2e/'))
      .toMatchObject({
        '@type': 'Producto',
        nombre: 'Pack Navidad E2E',
        tipo: '/pk',
        referencia_pack: 'pke2e01',
        // Names per language (site-content §3): the one name typed, in every language.
        nombres: Object.fromEntries(LANGUAGES.map((language) => [language, { nombre: 'Pack Navidad E2E' }])),
      });
  });

  it('creates a Producto in a winery', async () => {
    const winery = await openFirstWinery();
    const dialog = await openForm('Producto');
    await expect.poll(() => dialog.getByLabel('Type').inputValue()).toBe('/vi');
    await dialog.getByLabel('Name').fill('Tinto Reserva E2E');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(() => currentPath() === `${winery}tinto-reserva-e2e/`);
    await toast(siteMessages.producto.created).waitFor();
    await expect
      .poll(() => api.content.get(`${winery}tinto-reserva-e2e/`))
      .toMatchObject({
        nombre: 'Tinto Reserva E2E',
        tipo: '/vi',
      });
  });

  it('limits a Bodega id to the 255 characters an id may have, and creates it', async () => {
    await page.goto(backend.admin('/?path=/bodegas/'));
    const dialog = await openForm('Bodega');
    const id = dialog.getByLabel('Id', { exact: true });
    expect(await id.getAttribute('maxlength')).toBe(String(CONTENT_LIMITS.id));
    await dialog.getByLabel('Nombre').fill('Bodega de Id Largo');
    await id.fill('b'.repeat(300));
    await expect.poll(() => id.inputValue()).toBe('b'.repeat(CONTENT_LIMITS.id));
    await dialog.getByRole('button', { name: 'Create' }).click();
    // Only the country is missing: nothing is said about the id's characters.
    await expect.poll(() => dialog.getByText(siteMessages.bodega.allFieldsRequired).count()).toBe(1);
    await expect.poll(() => dialog.getByText(siteMessages.content.idCharacters).count()).toBe(0);
    const { countries } = await api.content.constants();
    await dialog.getByLabel('Country').selectOption(countries[0]?.id_pais ?? '');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(() => currentPath() === `/bodegas/${'b'.repeat(CONTENT_LIMITS.id)}/`);
    await toast(siteMessages.bodega.created).waitFor();
  });

  it('refuses an empty Landing in the browser, saying once that the title is missing', async () => {
    await page.goto(backend.admin('/?path=/landings/'));
    const posts = recordCreations();
    const dialog = await openForm('Landing');
    await dialog.getByRole('button', { name: 'Create' }).click();
    const required = formMessages.required('title');
    await dialog.getByText(required).waitFor();
    expect(await dialog.getByText(required).count()).toBe(1);
    await expect.poll(() => dialog.getByLabel('Title').getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('refuses an empty Producto in the browser, in the words of its English labels', async () => {
    await openFirstWinery();
    const posts = recordCreations();
    const dialog = await openForm('Producto');
    await dialog.getByLabel('Type').fill('');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText(formMessages.required('name')).waitFor();
    await dialog.getByText(formMessages.required('type')).waitFor();
    expect(await dialog.getByText(formMessages.required('nombre')).count()).toBe(0);
    expect(posts).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('keeps what was typed in a creation form through a reload, put back until created', async () => {
    await page.goto(backend.admin('/?path=/landings/'));
    let dialog = await openForm('Landing');
    await dialog.getByLabel('Title').fill('Borrador de Otoño E2E');
    await dialog.getByLabel('Description').fill('Tintos para el frío');
    // The draft is written as it is typed: the browser holds it, per form and folder.
    await expect
      .poll(() =>
        page.evaluate(
          () => Object.keys(localStorage).filter((key) => key.endsWith('new:landing:/landings/')).length,
        ),
      )
      .toBe(1);
    await page.reload();
    dialog = await openForm('Landing');
    await restoredDraft(dialog).waitFor();
    await expect.poll(() => dialog.getByLabel('Title').inputValue()).toBe('Borrador de Otoño E2E');
    await expect.poll(() => dialog.getByLabel('Slug').inputValue()).toBe('borrador-de-otono-e2e');
    await expect.poll(() => dialog.getByLabel('Description').inputValue()).toBe('Tintos para el frío');

    // Closed without creating (Escape), the form puts it back again when it opens.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    dialog = await openForm('Landing');
    await restoredDraft(dialog).waitFor();
    await expect.poll(() => dialog.getByLabel('Title').inputValue()).toBe('Borrador de Otoño E2E');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(() => currentPath() === '/landings/borrador-de-otono-e2e/');
    await expect
      .poll(() => api.content.get('/landings/borrador-de-otono-e2e/'))
      .toMatchObject({ description: { es: 'Tintos para el frío' } });
    // Created, the draft is gone.
    await page.goto(backend.admin('/?path=/landings/'));
    dialog = await openForm('Landing');
    await expect.poll(() => dialog.getByLabel('Title').inputValue()).toBe('');
    expect(await restoredDraft(dialog).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('hides the Add menu from a viewer', async () => {
    const viewerPage = await pageAs(VIEWER, '/?path=/bodegas/');
    await viewerPage.getByRole('region', { name: 'Items' }).locator('tbody tr').first().waitFor();
    await expect.poll(() => viewerPage.getByRole('button', { name: 'Add', exact: true }).count()).toBe(0);
  });
});
