import type { CellarClient, ErpOffer } from '@cellar/sdk';
import { formatInMadrid, formMessages } from '@cellar/validation';
import {
  commerceMessages,
  OFFER_TYPE_LABELS,
  type OfferType,
  offerTiming,
} from '@cellar/validation/commerce';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMadridDateTime } from '../src/lib/format-madrid-date-time';
import {
  type Account,
  answerConfirmation,
  apiAs,
  closeSession,
  dayIn,
  EDITOR,
  openStage,
  restoredDraft,
  type Stage,
  type TestBackend,
  toast,
} from './support';

const messages = commerceMessages.offers;
let stage: Stage;
let backend: TestBackend;
let api: CellarClient;
let products: { id_producto: string; nombre: string }[];

const pageAs = (user?: Account, path?: string) => stage.pageAs(user, path);

const row = (page: Page, id: number) => page.locator(`tr[data-offer-id="${id}"]`);
const period = (offer: ErpOffer) =>
  `${formatMadridDateTime(offer.fecha_desde)} – ${formatMadridDateTime(offer.fecha_hasta)}`;

/** Clicks the row's Remove or Expire and answers the confirmation that names the offer (issue 25). */
async function confirmOn(page: Page, offer: ErpOffer, action: 'Remove' | 'Expire', agree = true) {
  await row(page, offer.id)
    .getByRole('button', { name: `${action} offer ${offer.id}` })
    .click();
  const ask = action === 'Remove' ? messages.confirmRemove : messages.confirmExpire;
  await answerConfirmation(page, {
    title: `${action} offer`,
    question: ask(offer.id, offer.id_producto, period(offer)),
    answer: agree ? action : 'Cancel',
  });
}
const product = (index: number) => products[index] as { id_producto: string; nombre: string };

/** Every offer the search finds, all pages. */
async function allOffers(body: { date?: string; tipo?: OfferType; q?: string } = {}): Promise<ErpOffer[]> {
  const offers: ErpOffer[] = [];
  for (let p = 1; ; p++) {
    const page = await api.erp.offers.search({ ...body, p });
    offers.push(...page.result);
    if (p * page.per_page >= page.items) return offers;
  }
}

/** Types a reference in the product combobox and picks the catalogue product it names. */
async function pickProduct(drawer: Locator, reference: string) {
  await drawer.getByLabel('Product').fill(reference);
  await drawer.getByRole('option', { name: new RegExp(`^${reference}\\b`) }).click();
}

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: 'Add offer' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add offer' });
  await drawer.waitFor();
  return drawer;
}

beforeAll(async () => {
  // A copy of the build: other runs may rebuild dist/ while these tests load pages.
  stage = await openStage({ viewport: { width: 1600, height: 1000 }, path: '/offers', copyWeb: true });
  ({ backend } = stage);
  api = await apiAs(backend);
  products = (await api.erp.graphql.searchProducts('a')).slice(0, 5);
});
afterAll(closeSession);

describe('the Offers screen', () => {
  it('creates an offer of each type, listed after a reload, and refuses an overlap', async () => {
    const page = await pageAs();
    await page.locator('tr[data-offer-id]').first().waitFor();

    // Type o (the default), its product picked from the product search.
    let drawer = await openDrawer(page);
    await expect.poll(() => drawer.getByLabel('offer', { exact: true }).isChecked()).toBe(true);
    await expect.poll(() => drawer.getByLabel('Expirable').isChecked()).toBe(false);
    await expect.poll(() => drawer.getByLabel('From time').inputValue()).toBe('00:00:00');
    await expect.poll(() => drawer.getByLabel('To time').inputValue()).toBe('23:59:59');
    await drawer.getByLabel('Product').fill(product(0).nombre.slice(0, 6));
    await drawer.getByRole('option').first().click();
    const picked = await drawer.getByLabel('Product').inputValue();
    expect(picked).not.toBe('');
    await drawer.getByLabel('From', { exact: true }).fill(dayIn(400));
    await drawer.getByLabel('To', { exact: true }).fill(dayIn(410));
    await drawer.getByLabel('Discount (%)').fill('15');
    await page.screenshot({ path: '/tmp/offers-drawer.png' });
    await drawer.getByRole('button', { name: 'Create' }).click();
    await toast(page, commerceMessages.success.created).waitFor();
    await drawer.waitFor({ state: 'detached' });

    // Type p.
    drawer = await openDrawer(page);
    await drawer.getByLabel(OFFER_TYPE_LABELS.p, { exact: true }).check();
    await pickProduct(drawer, product(1).id_producto);
    await drawer.getByLabel('From', { exact: true }).fill(dayIn(420));
    await drawer.getByLabel('To', { exact: true }).fill(dayIn(425));
    await drawer.getByLabel('Purchase units').fill('6');
    await drawer.getByLabel('Promotion units').fill('1');
    await drawer.getByRole('button', { name: 'Create' }).click();
    await toast(page, commerceMessages.success.created).waitFor();
    await drawer.waitFor({ state: 'detached' });

    // Type e, expirable.
    drawer = await openDrawer(page);
    await drawer.getByLabel(OFFER_TYPE_LABELS.e, { exact: true }).check();
    await pickProduct(drawer, product(2).id_producto);
    await drawer.getByLabel('From', { exact: true }).fill(dayIn(430));
    await drawer.getByLabel('To', { exact: true }).fill(dayIn(431));
    await drawer.getByLabel('Expirable').check();
    await drawer.getByLabel('Quantity').fill('3');
    await drawer.getByLabel('Special discount (%)').fill('20');
    await drawer.getByRole('button', { name: 'Create' }).click();
    await toast(page, commerceMessages.success.created).waitFor();
    await drawer.waitFor({ state: 'detached' });

    const created = (await api.erp.offers.search({ p: 1 })).result.slice(0, 3);
    expect(created.map((offer) => [offer.id_tipo, offer.id_producto])).toEqual([
      ['e', product(2).id_producto],
      ['p', product(1).id_producto],
      ['o', picked],
    ]);
    expect(created[0]).toMatchObject({
      cantidad_precio_especial: 3,
      descuento_especial: 20,
      caducable: true,
    });
    expect(created[1]).toMatchObject({ uni_compra: 6, uni_promo: 1, caducable: false });
    expect(created[2]).toMatchObject({ descuento_oferta: 0.15, caducable: false });
    expect(formatInMadrid(new Date(created[2]?.fecha_desde ?? ''), 'yyyy-MM-dd HH:mm:ss')).toBe(
      `${dayIn(400)} 00:00:00`,
    );
    expect(formatInMadrid(new Date(created[2]?.fecha_hasta ?? ''), 'yyyy-MM-dd HH:mm:ss')).toBe(
      `${dayIn(410)} 23:59:59`,
    );

    await page.reload();
    for (const offer of created) {
      const line = row(page, offer.id);
      await line.waitFor();
      await expect.poll(() => line.textContent()).toContain(offer.id_producto);
      await expect.poll(() => line.textContent()).toContain(OFFER_TYPE_LABELS[offer.id_tipo]);
    }

    // The same product and type over the same days: refused.
    drawer = await openDrawer(page);
    await pickProduct(drawer, picked);
    await drawer.getByLabel('From', { exact: true }).fill(dayIn(405));
    await drawer.getByLabel('To', { exact: true }).fill(dayIn(415));
    await drawer.getByLabel('Discount (%)').fill('10');
    await drawer.getByRole('button', { name: 'Create' }).click();
    await toast(page, messages.overlapping).waitFor();
    await expect.poll(() => drawer.isVisible()).toBe(true);

    // A start in the past is refused before anything is sent.
    await drawer.getByLabel('From', { exact: true }).fill(dayIn(-3));
    await drawer.getByRole('button', { name: 'Create' }).click();
    await drawer.getByText(messages.expired).waitFor();
    await page.keyboard.press('Escape');
  });

  it('edits a discount inline, removes a future offer and expires a current one, after a reload too', async () => {
    const future = (await api.erp.offers.search({ p: 1 })).result.find(
      (offer) => offer.id_tipo === 'o' && offerTiming(offer) === 'future',
    ) as ErpOffer;
    const page = await pageAs();
    const discount = row(page, future.id).getByLabel(`Discount of offer ${future.id}`);
    await discount.fill('0.25');
    await discount.press('Enter');
    await toast(page, messages.discountUpdated(0.25)).waitFor();
    await page.reload();
    await expect.poll(() => discount.inputValue()).toBe('0.25');
    expect(
      (await api.erp.offers.search({ p: 1 })).result.find((o) => o.id === future.id)?.descuento_oferta,
    ).toBe(0.25);

    // Remove the future offer: nothing goes until the confirmation naming it is agreed to.
    expect(
      await row(page, future.id)
        .getByRole('button', { name: /^Expire/ })
        .count(),
    ).toBe(0);
    await confirmOn(page, future, 'Remove', false);
    expect((await allOffers()).some((offer) => offer.id === future.id)).toBe(true);
    await confirmOn(page, future, 'Remove');
    await toast(page, messages.removed).waitFor();
    await expect.poll(() => row(page, future.id).count()).toBe(0);
    await page.reload();
    await page.locator('tr[data-offer-id]').first().waitFor();
    await expect.poll(() => row(page, future.id).count()).toBe(0);
    expect((await allOffers()).some((offer) => offer.id === future.id)).toBe(false);

    // Expire a current offer: it stays, frozen.
    const today = dayIn(0);
    const current = (await allOffers({ date: today })).find(
      (offer) => offerTiming(offer) === 'current',
    ) as ErpOffer;
    await page.goto(backend.admin(`/offers?date=${today}&tipo=${current.id_tipo}`));
    await row(page, current.id).waitFor();
    await expect.poll(() => row(page, current.id).getAttribute('data-timing')).toBe('current');
    expect(
      await row(page, current.id)
        .getByRole('button', { name: /^Remove/ })
        .count(),
    ).toBe(0);
    await confirmOn(page, current, 'Expire', false);
    expect(await row(page, current.id).getAttribute('data-timing')).toBe('current');
    await confirmOn(page, current, 'Expire');
    await toast(page, messages.expiredDone).waitFor();
    await expect.poll(() => row(page, current.id).getAttribute('data-timing')).toBe('expired');
    await page.reload();
    await expect.poll(() => row(page, current.id).getAttribute('data-timing')).toBe('expired');
    await expect.poll(() => row(page, current.id).getByRole('button').count()).toBe(0);
    await page.screenshot({ path: '/tmp/offers-expired.png', fullPage: true });
  });

  it('keeps expired offers frozen', async () => {
    const day = dayIn(-60);
    const expired = (await allOffers({ date: day, tipo: 'o' })).find(
      (offer) => offerTiming(offer) === 'expired',
    ) as ErpOffer;
    const page = await pageAs(undefined, `/offers?date=${day}&tipo=o`);
    const line = row(page, expired.id);
    await line.waitFor();
    await expect.poll(() => page.getByLabel('Type').inputValue()).toBe('o');
    await expect.poll(() => page.getByLabel('Date').inputValue()).toBe(day);
    await expect.poll(() => line.getByRole('button').count()).toBe(0);
    const discount = line.getByLabel(`Discount of offer ${expired.id}`);
    await expect.poll(() => discount.getAttribute('readonly')).toBe('');
    await discount.click();
    await toast(page, messages.notUpdatable).waitFor();
    await page.screenshot({ path: '/tmp/offers-filters.png', fullPage: true });
  });

  it('filters by search and type in the URL, with the server page size', async () => {
    const page = await pageAs();
    await page.getByLabel('Type').selectOption('p');
    await page.waitForURL((url) => url.searchParams.get('tipo') === 'p');
    await page.getByLabel('Search').fill(product(1).id_producto);
    await page.waitForURL((url) => url.searchParams.get('q') === product(1).id_producto);
    const expected = await allOffers({ tipo: 'p', q: product(1).id_producto });
    await expect.poll(() => page.locator('tr[data-offer-id]').count()).toBe(Math.min(expected.length, 20));
    // The Type cell, after the row's checkbox (issue 28) and the Id.
    await expect
      .poll(async () => new Set(await page.locator('tr[data-offer-id] td:nth-child(3)').allTextContents()))
      .toEqual(new Set([OFFER_TYPE_LABELS.p]));
    await page.reload();
    await expect.poll(() => page.getByLabel('Search').inputValue()).toBe(product(1).id_producto);

    // Back and forward move the search box with the URL (the old text is not written back).
    await page.getByLabel('Search').fill(product(2).id_producto);
    await page.waitForURL((url) => url.searchParams.get('q') === product(2).id_producto);
    // Back once the screen shows the second search, as a person would: a Back in the same frame as the push can be
    // batched with it by React, and the screen never sees the second address at all.
    const secondPage = await api.erp.offers.search({ tipo: 'p', q: product(2).id_producto, p: 1 });
    const shownIds = () =>
      page
        .locator('tr[data-offer-id]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-offer-id')));
    await expect.poll(shownIds).toEqual(secondPage.result.map((offer) => String(offer.id)));
    await page.goBack();
    // The address and the box together: a failure tells a Back that did not happen from a box that did not follow.
    const addressAndBox = async () => ({
      q: new URL(page.url()).searchParams.get('q'),
      box: await page.getByLabel('Search').inputValue(),
    });
    await expect.poll(addressAndBox).toEqual({ q: product(1).id_producto, box: product(1).id_producto });
    await page.waitForTimeout(600);
    expect(new URL(page.url()).searchParams.get('q')).toBe(product(1).id_producto);
    await page.goForward();
    await expect.poll(() => page.getByLabel('Search').inputValue()).toBe(product(2).id_producto);
  });

  it('chooses the product in a combobox: arrows and Enter pick, Escape closes the list, free text is refused', async () => {
    const page = await pageAs();
    await page.locator('tr[data-offer-id]').first().waitFor();
    const drawer = await openDrawer(page);
    const input = drawer.getByRole('combobox', { name: 'Product' });
    await input.fill(product(0).nombre.slice(0, 6));
    await drawer.getByRole('listbox').waitFor();
    await input.press('ArrowDown');
    await input.press('Enter');
    await expect.poll(() => drawer.getByRole('listbox').count()).toBe(0);
    expect(await input.inputValue()).toMatch(/^\S+$/);

    await input.fill(product(1).nombre.slice(0, 6));
    await drawer.getByRole('listbox').waitFor();
    await input.press('Escape');
    await expect.poll(() => drawer.getByRole('listbox').count()).toBe(0);
    await expect.poll(() => drawer.isVisible()).toBe(true);

    // Text that names no catalogue product is never sent: the rule asks for a product.
    await input.fill('ZZ00001');
    await drawer.getByText('No products found').waitFor();
    await drawer.getByLabel('From', { exact: true }).fill(dayIn(450));
    await drawer.getByLabel('To', { exact: true }).fill(dayIn(451));
    await drawer.getByLabel('Discount (%)').fill('10');
    await drawer.getByRole('button', { name: 'Create' }).click();
    await drawer.getByText(formMessages.required('product'), { exact: true }).waitFor();
    await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
    expect((await api.erp.offers.search({ q: 'ZZ00001' })).items).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('keeps what was typed in the drawer as a draft through a reload, put back until created', async () => {
    const page = await pageAs();
    let drawer = await openDrawer(page);
    await drawer.getByLabel(OFFER_TYPE_LABELS.p, { exact: true }).check();
    await drawer.getByLabel('Purchase units').fill('12');
    await drawer.getByLabel('From', { exact: true }).fill(dayIn(600));
    // The draft is written as it is typed: the browser holds it.
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('offer:new')).length),
      )
      .toBe(1);
    await page.reload();
    drawer = await openDrawer(page);
    await restoredDraft(drawer).waitFor();
    await expect.poll(() => drawer.getByLabel(OFFER_TYPE_LABELS.p, { exact: true }).isChecked()).toBe(true);
    await expect.poll(() => drawer.getByLabel('Purchase units').inputValue()).toBe('12');
    await expect.poll(() => drawer.getByLabel('From', { exact: true }).inputValue()).toBe(dayIn(600));

    // Closed without saving, the drawer puts it back again; discarded, it is gone.
    await page.keyboard.press('Escape');
    drawer = await openDrawer(page);
    await restoredDraft(drawer).waitFor();
    await expect.poll(() => drawer.getByLabel('Purchase units').inputValue()).toBe('12');
    await drawer.getByRole('button', { name: 'Discard' }).click();
    await page.reload();
    drawer = await openDrawer(page);
    await expect.poll(() => restoredDraft(drawer).count()).toBe(0);
    await expect.poll(() => drawer.getByLabel('Purchase units').count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('fits a 1280x720 screen: every column, the actions included, is in view', async () => {
    const page = await pageAs();
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.locator('tr[data-offer-id]').first().waitFor();
    const table = page.getByRole('table', { name: 'Offers' });
    for (const header of ['Expirable', 'Status']) {
      const box = await table.getByRole('columnheader', { name: header }).boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(1280);
    }
    const action = await table
      .getByRole('button', { name: /^(Remove|Expire) offer/ })
      .first()
      .boundingBox();
    expect(action && action.x + action.width).toBeLessThanOrEqual(1280);
  });

  it('goes back to the last page that has offers when the last offer of the last page is removed', async () => {
    // 21 future offers of one product: 20 on the first page, 1 on the second.
    let id_producto = '';
    for (const candidate of await api.erp.graphql.searchProducts('e'))
      if (
        !products.some((picked) => picked.id_producto === candidate.id_producto) &&
        (await api.erp.offers.search({ q: candidate.id_producto })).items === 0
      ) {
        id_producto = candidate.id_producto;
        break;
      }
    expect(id_producto).not.toBe('');
    await api.erp.offers.create(
      Array.from({ length: 21 }, (_, index) => ({
        id_tipo: 'o' as const,
        id_producto,
        fecha_desde: dayIn(800 + index * 2),
        fecha_hasta: dayIn(800 + index * 2),
        descuento_oferta: 0.1,
      })),
    );
    const [last] = (await api.erp.offers.search({ q: id_producto, p: 2 })).result;
    const page = await pageAs(undefined, `/offers?q=${id_producto}&page=1`);
    await row(page, (last as ErpOffer).id).waitFor();
    await expect.poll(() => page.locator('tr[data-offer-id]').count()).toBe(1);
    await confirmOn(page, last as ErpOffer, 'Remove');
    await toast(page, messages.removed).waitFor();
    // Page 2 is gone: page 1 shows, full, and the URL says so.
    await page.waitForURL((url) => url.searchParams.get('page') === null);
    await expect.poll(() => page.locator('tr[data-offer-id]').count()).toBe(20);
    await expect.poll(() => page.getByText('No offers.').count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('q')).toBe(id_producto);
  });

  it('tells a non-administrator that only administrators can use it', async () => {
    const page = await pageAs(EDITOR);
    await page.getByText('Only administrators can use this screen.').waitFor();
    await expect.poll(() => page.getByRole('table').count()).toBe(0);
  });
});
