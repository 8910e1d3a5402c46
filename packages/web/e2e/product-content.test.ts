import { type CellarClient, createProductContentApi } from '@cellar/sdk';
import { formMessages } from '@cellar/validation';
import { catalogueMessages } from '@cellar/validation/catalogue';
import { productContentMessages, siteMessages } from '@cellar/validation/site';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, closeSession, EDITOR, openStage, type Stage, toastWith, VIEWER } from './support';

const CREATE = '/product/create-content';
const OPTION = 'NV20003';
const PRODUCT = '/bodegas/lagar-de-mirabel/vina-nueva-reserva-magnum';
const messages = siteMessages.createContent;

let stage: Stage;
let admin: CellarClient;

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1440, height: 1100 }, path: CREATE });
  admin = await apiAs(stage.backend);
});
afterAll(closeSession);

const options = (page: Page) => page.getByRole('list', { name: 'Options without product' });
const register = (page: Page) => page.getByRole('button', { name: 'Register', exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const shown = (page: Page, message: string) => page.getByText(message, { exact: true }).first();

/** Searches the orphan options and picks the one of `reference`. */
async function pick(page: Page, search: string, reference: string) {
  await page.getByRole('searchbox', { name: 'Search options' }).fill(search);
  const radio = options(page).getByRole('radio', { name: new RegExp(reference) });
  await radio.check();
  await expect.poll(() => field(page, 'Referencia').inputValue()).toBe(reference);
}

describe('Create product content', () => {
  it('shows each §5 message at its field for its bad input', async () => {
    const page = await stage.pageAs(EDITOR);
    await options(page).waitFor();
    await register(page).click();
    await shown(page, messages.productRequired).waitFor();
    await shown(page, messages.typeRequired).waitFor();
    await shown(page, messages.bodegaRequired).waitFor();

    await pick(page, 'magnum', OPTION);
    // Names start from the option's name without its year and parentheses.
    await expect.poll(() => field(page, 'Name (es)').inputValue()).toBe('Viña Nueva Reserva Magnum');
    await expect.poll(() => field(page, 'Banner name (de)').inputValue()).toBe('Viña Nueva Reserva Magnum');
    await expect.poll(() => field(page, 'Type').inputValue()).toBe('/vi/tinto');
    await expect.poll(() => field(page, 'Capacidad').inputValue()).toBe('ma');
    await expect(shown(page, messages.productRequired).isVisible()).resolves.toBe(false);

    await field(page, 'Short name (es)').fill('x'.repeat(31));
    await field(page, 'Banner name (fr)').fill('y'.repeat(41));
    await field(page, 'Anyada').fill('4000');
    await field(page, 'Graduacion').fill('13.55');
    await page.getByRole('button', { name: 'Add grape' }).click();
    await field(page, 'Grape 1').selectOption({ label: 'Tempranillo' });
    await field(page, 'Percentage of grape 1').fill('101');
    await register(page).click();
    await shown(page, formMessages.maxLength('short name', 30)).waitFor();
    await shown(page, formMessages.maxLength('banner name', 40)).waitFor();
    await shown(page, formMessages.between('anyada', 0, 3999)).waitFor();
    await shown(page, formMessages.step('graduacion', 0.1)).waitFor();
    await shown(page, formMessages.between('percentage', 0, 100)).waitFor();
    await field(page, 'Graduacion').fill('-1');
    await register(page).click();
    await shown(page, formMessages.atLeast('graduacion', 0)).waitFor();
    // Nothing was sent: the option is still without product.
    expect(
      (await createProductContentApi(admin.raw).orphanOptions()).products.map((o) => o.id_producto),
    ).toContain(OPTION);
  });

  it('registers a product from an orphan option: its page opens, and the option is no longer listed', async () => {
    const page = await stage.pageAs(EDITOR);
    // A second page, opened before the registration, still lists the option: its Register fails with §8's message.
    const stale = await stage.pageAs(EDITOR);
    await pick(stale, 'magnum', OPTION);

    await pick(page, 'reserva magnum', OPTION);
    await field(page, 'Cellar').selectOption({ label: 'Lagar de Mirabel' });
    await field(page, 'País').selectOption({ label: 'España' });
    await field(page, 'Región').selectOption({ label: 'Rioja' });
    await field(page, 'D.O.').selectOption({ label: 'Rioja Alta' });
    await field(page, 'Short name (en)').fill('Nueva Reserva Magnum');
    await field(page, 'Anyada').fill('2016');
    await field(page, 'Graduacion').fill('14.5');
    await page.getByRole('button', { name: 'Add grape' }).click();
    await field(page, 'Grape 1').selectOption({ label: 'Tempranillo' });
    await field(page, 'Percentage of grape 1').fill('90');
    await register(page).click();

    await toastWith(page, siteMessages.producto.created).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('path')).toBe(`${PRODUCT}/`);
    await page.getByRole('heading', { level: 1, name: 'Viña Nueva Reserva Magnum' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Viña Nueva Reserva Magnum' }).waitFor();

    const stored = (await admin.content.get(`${PRODUCT}/`)) as Record<string, unknown>;
    expect(stored).toMatchObject({
      tipo: '/vi/tinto',
      region: '/zonas/espana/rioja/rioja-alta',
      graduacion: 14.5,
      nombres: { en: { nombre_corto: 'Nueva Reserva Magnum' } },
      tags_by_category: { uva: [{ id: 'tem', otros_datos: { porcentaje: 90 } }] },
      opciones: { [`${OPTION}-cellar`]: { referencia: OPTION, anyada: 2016, capacidad: 'ma' } },
    });

    await page.goto(new URL(`/-admin${CREATE}`, page.url()).href);
    await options(page).waitFor();
    await page.reload();
    await options(page).waitFor();
    await expect
      .poll(() =>
        options(page)
          .getByRole('radio', { name: /NV20001/ })
          .count(),
      )
      .toBe(1);
    expect(
      await options(page)
        .getByRole('radio', { name: new RegExp(OPTION) })
        .count(),
    ).toBe(0);

    await field(stale, 'Cellar').selectOption({ label: 'Lagar de Mirabel' });
    await register(stale).click();
    await toastWith(
      stale,
      messages.registerError(productContentMessages.productExists('vina-nueva-reserva-magnum')),
    ).waitFor();
  });

  it('tells a viewer they may not modify the content', async () => {
    const page = await stage.pageAs(VIEWER);
    await page.getByRole('alert').getByText(catalogueMessages.permissions.cannotModify).waitFor();
    expect(await register(page).count()).toBe(0);
  });
});
