import type { CellarClient, ErpOpinion, ShopConfiguration } from '@cellar/sdk';
import { formMessages, hostPrefix } from '@cellar/validation';
import { commerceMessages, validateOpinion } from '@cellar/validation/commerce';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  apiAs,
  closeSession,
  EDITOR,
  openStage,
  restoredDraft,
  type Stage,
  type TestBackend,
  toast,
} from './support';

const messages = commerceMessages.opinions;
let stage: Stage;
let backend: TestBackend;
let api: CellarClient;
/** What the backend answers for GET /v2/@shops (the default configuration: staging). */
let configuration: ShopConfiguration;

const pageAs = (user?: Account, path?: string) => stage.pageAs(user, path);

const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });
const tabText = (page: Page, name: RegExp) => tab(page, name).textContent();
const cards = (page: Page) => page.getByRole('article');
/** The id of an opinion card from its name ('Opinion 12'). */
const idOf = (name: string | null) => Number((name ?? '').replace('Opinion ', ''));
const configuredShop = (id: string) => configuration.shops.find((shop) => shop.id === id);
/** The public wine page of an opinion: /es/vino/{group} on its shop's configured host. */
const wineUrlOf = (opinion: ErpOpinion) =>
  `https://${configuredShop(opinion.shop)?.host}/es/vino/${encodeURIComponent(opinion.grupo)}`;

beforeAll(async () => {
  // A copy of the build: other runs may rebuild dist/ while these tests load pages.
  stage = await openStage({ viewport: { width: 1440, height: 1000 }, path: '/opinions', copyWeb: true });
  ({ backend } = stage);
  api = await apiAs(backend);
  configuration = await api.shops();
});
afterAll(closeSession);

describe('the Opinions screen', () => {
  it('publishes and refuses pending opinions; they leave the list and the totals move, after a reload too', async () => {
    const before = await api.erp.opinions.total();
    const page = await pageAs();
    await expect.poll(() => tabText(page, /^Pending/)).toBe(`Pending (${before.pend})`);
    await expect.poll(() => tabText(page, /^Not Published/)).toBe(`Not Published (${before.npub})`);
    await expect.poll(() => tabText(page, /^Published/)).toBe(`Published (${before.publ})`);
    await expect.poll(() => cards(page).count()).toBe(10);

    const first = cards(page).first();
    const firstName = (await first.getAttribute('aria-label')) ?? '';
    // The group links to the public wine page on its shop's domain, in a new tab.
    const [opinion] = (await api.erp.opinions.list()).items;
    const link = first.getByRole('link');
    await expect.poll(() => link.getAttribute('href')).toBe(wineUrlOf(opinion as ErpOpinion));
    await expect.poll(() => link.getAttribute('target')).toBe('_blank');

    await first.getByRole('button', { name: 'Save and publish' }).click();
    await toast(page, messages.published).waitFor();
    await expect.poll(() => tabText(page, /^Pending/)).toBe(`Pending (${before.pend - 1})`);
    await expect.poll(() => tabText(page, /^Published/)).toBe(`Published (${before.publ + 1})`);
    await expect.poll(() => page.getByRole('article', { name: firstName, exact: true }).count()).toBe(0);

    const second = cards(page).first();
    const secondName = (await second.getAttribute('aria-label')) ?? '';
    await second.getByRole('button', { name: 'Refuse' }).click();
    await toast(page, messages.rejected).waitFor();
    await expect.poll(() => tabText(page, /^Pending/)).toBe(`Pending (${before.pend - 2})`);
    await expect.poll(() => tabText(page, /^Not Published/)).toBe(`Not Published (${before.npub + 1})`);
    await expect.poll(() => page.getByRole('article', { name: secondName, exact: true }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/opinions-pending.png', fullPage: true });

    await page.reload();
    await expect.poll(() => tabText(page, /^Pending/)).toBe(`Pending (${before.pend - 2})`);
    await expect.poll(() => tabText(page, /^Published/)).toBe(`Published (${before.publ + 1})`);
    await expect.poll(() => tabText(page, /^Not Published/)).toBe(`Not Published (${before.npub + 1})`);
    await expect.poll(() => page.getByRole('article', { name: firstName, exact: true }).count()).toBe(0);
    const after = await api.erp.opinions.total();
    expect(after).toEqual({ pend: before.pend - 2, npub: before.npub + 1, publ: before.publ + 1 });
  });

  it('shows the review length message below 50 characters and saves a valid edit', async () => {
    const page = await pageAs();
    const card = cards(page).first();
    const review = card.getByLabel('Review');
    await review.fill('Demasiado corto');
    const check = validateOpinion({ titulo: 't', nombre_usuario: 'n', nota: 3, opinion: 'Demasiado corto' });
    const message = check.ok ? '' : (check.issues[0]?.message ?? '');
    expect(message).toBe('The review must have between 50 and 600 characters');
    await card.getByText('15 / 600').waitFor();
    await card.getByRole('button', { name: 'Save', exact: true }).click();
    // Nothing is sent while the form is wrong: no toast, the message under the review.
    await card.getByText(message).waitFor();
    await expect.poll(() => review.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.getByText(messages.saved).count()).toBe(0);

    const text = 'Un tinto redondo y sabroso, con fruta madura y un final largo. Repetiremos sin duda.';
    await review.fill(text);
    await expect.poll(() => card.getByText(message).count()).toBe(0);
    await card.getByLabel('Title').fill('Muy recomendable');
    await card.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, messages.saved).waitFor();
    const id = idOf(await card.getAttribute('aria-label'));
    const { items } = await api.erp.opinions.list({ status: 'pend', page: 0 });
    expect(items.find((opinion) => opinion.id_opinion === id)).toMatchObject({
      titulo: 'Muy recomendable',
      opinion: text,
    });
  });

  it('limits the rate to a whole 1 to 5 and shows what refuses it under Rate, nothing saved', async () => {
    const page = await pageAs();
    const card = cards(page).first();
    const id = idOf(await card.getAttribute('aria-label'));
    const before = (await api.erp.opinions.list({ status: 'pend', page: 0 })).items.find(
      (opinion) => opinion.id_opinion === id,
    );
    const rate = card.getByLabel('Rate');
    expect(await rate.getAttribute('type')).toBe('number');
    expect([
      await rate.getAttribute('min'),
      await rate.getAttribute('max'),
      await rate.getAttribute('step'),
    ]).toEqual(['1', '5', '1']);
    await rate.fill('');
    await card.getByRole('button', { name: 'Save', exact: true }).click();
    await card.getByText(formMessages.required('rate'), { exact: true }).waitFor();
    await expect.poll(() => rate.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.getByText(messages.saved).count()).toBe(0);

    // Out of range or not whole: the rule refuses each, under Rate, and nothing is saved.
    for (const refused of ['9', '-3', '0', '3.7']) {
      await rate.fill(refused);
      await card.getByRole('button', { name: 'Save', exact: true }).click();
      await card.getByText(messages.rateRange, { exact: true }).waitFor();
      await expect.poll(() => rate.getAttribute('aria-invalid')).toBe('true');
    }
    await expect.poll(() => page.getByText(messages.saved).count()).toBe(0);

    // The server's reasons go under the fields they name too; the toast says the save failed.
    const refusal = 'The server refuses this rate (test)';
    await page.route(`**/db/erp/opinions/${id}`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              message: refusal,
              type: 'ValidationError',
              details: [{ path: 'nota', message: refusal }],
            }),
          })
        : route.fallback(),
    );
    await rate.fill('4');
    await card.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, messages.saveFailed).waitFor();
    await card.getByText(refusal, { exact: true }).waitFor();
    await expect.poll(() => rate.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => rate.inputValue()).toBe('4');
    await page.unroute(`**/db/erp/opinions/${id}`);
    const after = (await api.erp.opinions.list({ status: 'pend', page: 0 })).items.find(
      (opinion) => opinion.id_opinion === id,
    );
    expect(after?.nota).toBe(before?.nota);
  });

  it('keeps what was typed in a card as a draft through a reload, put back in that card', async () => {
    const page = await pageAs();
    const card = cards(page).first();
    const name = (await card.getAttribute('aria-label')) ?? '';
    const title = `Borrador ${Date.now()}`;
    await card.getByLabel('Title').fill(title);
    // The draft is written as it is typed: the browser holds it.
    await expect
      .poll(() =>
        page.evaluate(
          (key) => Object.keys(localStorage).filter((stored) => stored.endsWith(key)).length,
          `:opinion:${idOf(name)}`,
        ),
      )
      .toBe(1);
    await page.reload();
    const again = page.getByRole('article', { name, exact: true });
    await restoredDraft(again).waitFor();
    await expect.poll(() => again.getByLabel('Title').inputValue()).toBe(title);
    // Only that card had a draft.
    expect(await restoredDraft(page).count()).toBe(1);
  });

  it('keeps every card in view at 1440x900 with 20 columns: the cards wrap instead of running off the side', async () => {
    const page = await pageAs(undefined, '/opinions?cols=20');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => cards(page).count()).toBe(10);
    const list = page.getByRole('list', { name: 'Pending opinions' });
    expect(await list.getAttribute('data-columns')).toBe('20');
    // Nothing to scroll sideways: every card's right edge is inside the window and the list's frame.
    const frame = await list.boundingBox();
    for (const box of await cards(page).evaluateAll((all) =>
      all.map((card) => card.getBoundingClientRect().toJSON()),
    ))
      expect(box.right).toBeLessThanOrEqual(Math.min(1440, (frame?.x ?? 0) + (frame?.width ?? 0)) + 0.5);
    expect(await page.locator('main').evaluate((main) => main.scrollWidth <= main.clientWidth)).toBe(true);
    // The last card scrolls into view, whole in width.
    const last = cards(page).last();
    await last.scrollIntoViewIfNeeded();
    const box = await last.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 1440 && box.y >= 0 && box.y < 900).toBe(true);

    // Where they fit, the columns chosen are the columns shown: 4 cards on the first row, the fifth below.
    await page.getByLabel('Columns').selectOption('4');
    await expect.poll(() => list.getAttribute('data-columns')).toBe('4');
    const tops = await cards(page).evaluateAll((all) => all.map((card) => card.getBoundingClientRect().top));
    expect(new Set(tops.slice(0, 4)).size).toBe(1);
    expect(tops[4]).toBeGreaterThan(tops[0] ?? 0);
  });

  it('sends a published opinion back to pending', async () => {
    const before = await api.erp.opinions.total();
    const page = await pageAs(undefined, '/opinions?tab=publ');
    await expect.poll(() => tab(page, /^Published/).getAttribute('aria-selected')).toBe('true');
    const card = cards(page).first();
    const name = (await card.getAttribute('aria-label')) ?? '';
    await expect.poll(() => card.getByRole('button', { name: 'Refuse' }).count()).toBe(0);
    await card.getByRole('button', { name: 'Back to pending' }).click();
    await toast(page, messages.backToPending).waitFor();
    await expect.poll(() => tabText(page, /^Published/)).toBe(`Published (${before.publ - 1})`);
    await expect.poll(() => tabText(page, /^Pending/)).toBe(`Pending (${before.pend + 1})`);
    await expect.poll(() => page.getByRole('article', { name, exact: true }).count()).toBe(0);
  });

  it('keeps the tab, the filters, the columns and the page in the URL', async () => {
    const page = await pageAs();
    await page.getByLabel('Language').selectOption('fr');
    await page.waitForURL((url) => url.searchParams.get('idioma') === 'fr');
    const fr = await api.erp.opinions.total({ idioma: 'fr' });
    await expect.poll(() => tabText(page, /^Pending/)).toBe(`Pending (${fr.pend})`);
    await expect
      .poll(async () => (await cards(page).allTextContents()).every((text) => text.includes('· fr ·')))
      .toBe(true);

    await page.getByLabel('Columns').selectOption('8');
    await page.waitForURL((url) => url.searchParams.get('cols') === '8');
    await tab(page, /^Not Published/).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'npub');
    await page.getByRole('link', { name: 'Page 2' }).first().click();
    await page.waitForURL((url) => url.searchParams.get('page') === '1');

    await page.reload();
    await expect.poll(() => tab(page, /^Not Published/).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.getByLabel('Language').inputValue()).toBe('fr');
    expect(
      await page.getByRole('list', { name: 'Not Published opinions' }).getAttribute('data-columns'),
    ).toBe('8');
    await expect
      .poll(() => page.getByRole('link', { name: 'Page 2' }).first().getAttribute('aria-current'))
      .toBe('page');
    // Paging has no size changer.
    await expect.poll(() => page.getByRole('combobox', { name: /page size|per page/i }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/opinions-filters.png', fullPage: true });
  });

  it("links every opinion's group to the wine page on its own shop's domain", async () => {
    for (const shop of ['uk', 'italvinus'] as const) {
      const { items } = await api.erp.opinions.list({ shop });
      expect(items.length).toBeGreaterThan(0);
      const page = await pageAs(undefined, `/opinions?shop=${shop}`);
      const links = page.getByRole('article').getByRole('link');
      await expect.poll(() => links.count()).toBe(items.length);
      await expect
        .poll(() => links.evaluateAll((found) => found.map((link) => link.getAttribute('href'))))
        .toEqual(items.map(wineUrlOf));
      // The host is the environment's prefix (staging by default, off production) on the shop's domain.
      const { domain, host } = configuredShop(shop) ?? {};
      expect(host).toBe(`${hostPrefix(configuration.environment)}.${domain}`);
      expect(wineUrlOf(items[0] as ErpOpinion)).toContain(`https://${host}/es/vino/`);
    }
  });

  it('goes back to the last page that has opinions when the last one of the last page leaves', async () => {
    const filters = { idioma: 'de', shop: 'de' } as const;
    const { pend } = await api.erp.opinions.total(filters);
    const last = Math.ceil(pend / 10) - 1;
    expect(last).toBeGreaterThan(0);
    // Leave one opinion on the last page, then refuse it on the screen.
    const { items } = await api.erp.opinions.list({ ...filters, status: 'pend', page: last });
    for (const opinion of items.slice(1)) await api.erp.opinions.refuse(opinion.id_opinion);
    const page = await pageAs(undefined, `/opinions?idioma=de&shop=de&page=${last}`);
    await expect.poll(() => cards(page).count()).toBe(1);
    await cards(page).first().getByRole('button', { name: 'Refuse' }).click();
    await toast(page, messages.rejected).waitFor();
    // The page emptied: the one before shows, full, and the URL says so.
    await page.waitForURL((url) => url.searchParams.get('page') === (last > 1 ? String(last - 1) : null));
    await expect.poll(() => cards(page).count()).toBe(10);
    await expect.poll(() => page.getByText('No opinions.').count()).toBe(0);
  });

  it('tells a non-administrator that only administrators can use it', async () => {
    const page = await pageAs(EDITOR);
    await page.getByText('Only administrators can use this screen.').waitFor();
    await expect.poll(() => cards(page).count()).toBe(0);
    await page.screenshot({ path: '/tmp/opinions-admin-only.png' });
  });
});
