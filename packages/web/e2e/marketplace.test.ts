import type { CellarClient, ErpMatch } from '@cellar/sdk';
import { commerceMessages, MATCH_CODE_MAX_LENGTH } from '@cellar/validation/commerce';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ONLY_MESSAGE } from '../src/components/admin-only';
import {
  apiAs,
  closeSession,
  EDITOR,
  openSession,
  restoredDraft,
  type Stage,
  type TestBackend,
} from './support';

let pageAs: Stage['pageAs'];
let backend: TestBackend;
let page: Page;

beforeAll(async () => {
  ({ backend, page, pageAs } = await openSession('/market-place/match-products', {
    viewport: { width: 1400, height: 900 },
    copyWeb: true,
  }));
});
afterAll(closeSession);

const supplierSelect = () => page.getByLabel('Supplier', { exact: true });
const codeInput = (id: string) => page.getByLabel(`Match code for ${id}`, { exact: true });
const toastText = (text: string) => page.getByText(text, { exact: true });
/** The catalogue code a match has on the server. */
const storedCode = async (api: CellarClient, match: ErpMatch) =>
  (await api.erp.marketplace.matches()).find(
    (m) => m.id_proveedor === match.id_proveedor && m.id_producto_proveedor === match.id_producto_proveedor,
  )?.id_producto;

describe('marketplace', () => {
  it('pages a supplier’s products with the page size in the URL, and sizes the code by supplier', async () => {
    await supplierSelect().selectOption('cab');
    const rows = page.getByRole('form', { name: 'Match products' }).locator('tbody tr');
    await rows.first().waitFor();
    await expect.poll(() => rows.count()).toBe(10);
    const firstCab = (await rows.first().locator('td').first().textContent()) ?? '';
    await expect
      .poll(() => codeInput(firstCab).getAttribute('maxlength'))
      .toBe(String(MATCH_CODE_MAX_LENGTH.group));

    await page.getByLabel('Page size').selectOption('20');
    await expect.poll(() => rows.count()).toBe(20);
    expect(new URL(page.url()).searchParams.get('size')).toBe('20');
    await page.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.reload();
    await expect.poll(() => rows.count()).toBe(20);
    await expect.poll(() => page.getByLabel('Page size').inputValue()).toBe('20');
    await expect
      .poll(() => page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current'))
      .toBe('page');
  });

  it('matches a product, sees it in Edit matchs after a reload, edits it and deletes it', async () => {
    const api = await apiAs(backend);
    const { productos, botellas } = await api.erp.marketplace.supplierProducts('vin', {
      page: 1,
      page_size: 10,
    });
    const product = productos[0];
    const bottle = botellas[0];
    if (!product || !bottle) throw new Error('supplier vin has no products or no bottles');

    await page.goto(backend.admin('/market-place/match-products?supplier=vin'));
    await codeInput(product.id_producto_proveedor).waitFor();
    await expect
      .poll(() => codeInput(product.id_producto_proveedor).getAttribute('maxlength'))
      .toBe(String(MATCH_CODE_MAX_LENGTH.product));
    await codeInput(product.id_producto_proveedor).fill(bottle.id_producto);
    await page.getByRole('button', { name: 'Match', exact: true }).click();
    await toastText(commerceMessages.success.matchCompleted).waitFor();
    // A matched product leaves the supplier's list.
    await codeInput(product.id_producto_proveedor).waitFor({ state: 'detached' });
    if (process.env.CELLAR_SCREENSHOTS)
      await page.screenshot({ path: '/tmp/issue5-match-products.png', fullPage: true });

    await page.goto(backend.admin('/market-place/edit-matchs'));
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: product.id_producto_proveedor });
    await row.waitFor();
    await expect
      .poll(() => row.getByRole('cell', { name: bottle.id_producto, exact: true }).isVisible())
      .toBe(true);
    expect(
      await page
        .getByRole('navigation', { name: 'Pagination' })
        .getByRole('link', { name: /^Page / })
        .count(),
    ).toBe(5);

    await page.getByRole('button', { name: `Edit match ${product.id_producto_proveedor}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit match' });
    await edit.getByLabel('Exclude from sale').check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await toastText(commerceMessages.success.matchUpdated).waitFor();
    await expect.poll(() => row.getByRole('cell', { name: 'Yes', exact: true }).count()).toBe(1);
    if (process.env.CELLAR_SCREENSHOTS)
      await page.screenshot({ path: '/tmp/issue5-edit-matchs.png', fullPage: true });

    await page.getByRole('button', { name: `Delete match ${product.id_producto_proveedor}` }).click();
    await page.getByRole('dialog', { name: 'Delete match' }).getByRole('button', { name: 'Delete' }).click();
    await toastText(commerceMessages.success.matchDeleted).waitFor();
    await page.reload();
    await page.getByRole('navigation', { name: 'Pagination' }).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect(
      (await api.erp.marketplace.matches()).some(
        (m) => m.id_producto_proveedor === product.id_producto_proveedor,
      ),
    ).toBe(false);
  });

  it('refuses a code the catalogue does not have, on the row and in Edit matchs', async () => {
    const api = await apiAs(backend);
    const [product] = (await api.erp.marketplace.supplierProducts('vin')).productos;
    if (!product) throw new Error('supplier vin has no products');
    await page.goto(backend.admin('/market-place/match-products?supplier=vin'));
    await codeInput(product.id_producto_proveedor).fill('ZZ00001');
    await page.getByRole('button', { name: 'Match', exact: true }).click();
    await toastText(commerceMessages.marketplace.matchingError).waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: product.id_producto_proveedor })
      .getByText(commerceMessages.marketplace.unknownProduct('ZZ00001'), { exact: true })
      .waitFor();
    expect(
      (await api.erp.marketplace.matches()).some(
        (m) => m.id_producto_proveedor === product.id_producto_proveedor,
      ),
    ).toBe(false);

    const [match] = await api.erp.marketplace.matches();
    if (!match) throw new Error('there is no match to edit');
    await page.goto(backend.admin('/market-place/edit-matchs'));
    await page.getByRole('button', { name: `Edit match ${match.id_producto_proveedor}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit match' });
    const unknown = match.id_proveedor === 'cab' ? 'no-such-group' : 'ZZ00002';
    await edit.getByLabel('Product').fill(unknown);
    await edit.getByRole('button', { name: 'Save' }).click();
    await toastText(commerceMessages.marketplace.editMatchError).waitFor();
    await edit
      .getByText(
        match.id_proveedor === 'cab'
          ? commerceMessages.marketplace.unknownGroup(unknown)
          : commerceMessages.marketplace.unknownProduct(unknown),
        { exact: true },
      )
      .waitFor();
    await page.keyboard.press('Escape');
    expect(await storedCode(api, match)).toBe(match.id_producto);
  });

  it('goes back to the last page that has products when the last product of the last page is matched', async () => {
    const api = await apiAs(backend);
    const size = 10;
    const first = await api.erp.marketplace.supplierProducts('vin', { page: 1, page_size: size });
    const last = Math.ceil(first.total_productos / size);
    expect(last).toBeGreaterThan(1);
    const bottle = first.botellas[0]?.id_producto as string;
    // Leave one product on the last page, then match it on the screen.
    const { productos } = await api.erp.marketplace.supplierProducts('vin', { page: last, page_size: size });
    const rest = productos.slice(1).map((product) => product.id_producto_proveedor);
    if (rest.length > 0)
      await api.erp.marketplace.match({
        id_proveedor: 'vin',
        productos: rest,
        botellas: rest.map(() => bottle),
      });
    const target = productos[0]?.id_producto_proveedor as string;

    await page.goto(backend.admin(`/market-place/match-products?supplier=vin&page=${last}`));
    const rows = page.getByRole('form', { name: 'Match products' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    await codeInput(target).fill(bottle);
    await page.getByRole('button', { name: 'Match', exact: true }).click();
    await toastText(commerceMessages.success.matchCompleted).waitFor();
    // The last page emptied: the one before shows, full, and the URL says so.
    await page.waitForURL((url) => url.searchParams.get('page') === (last > 2 ? String(last - 1) : null));
    await expect.poll(() => rows.count()).toBe(size);
    await expect.poll(() => page.getByText('This supplier has no products left to match.').count()).toBe(0);
  });

  it('keeps a code typed in Edit match as a draft until saved, and says under the field when it is empty', async () => {
    const api = await apiAs(backend);
    const [match] = await api.erp.marketplace.matches();
    if (!match) throw new Error('there is no match to edit');
    const code = match.id_proveedor === 'cab' ? 'draft-group' : 'ZZ00003';
    await page.goto(backend.admin('/market-place/edit-matchs'));
    const open = async () => {
      await page.getByRole('button', { name: `Edit match ${match.id_producto_proveedor}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit match' });
      await dialog.waitFor();
      return dialog;
    };
    let edit = await open();
    await edit.getByLabel('Product').fill('');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByText(commerceMessages.form.required('code'), { exact: true }).waitFor();
    await expect.poll(() => edit.getByLabel('Product').getAttribute('aria-invalid')).toBe('true');

    await edit.getByLabel('Product').fill(code);
    // The draft is written as it is typed: the browser holds it.
    await expect
      .poll(() =>
        page.evaluate(
          (typed) =>
            Object.keys(localStorage).filter(
              (key) => key.includes(':match:') && localStorage.getItem(key)?.includes(typed),
            ).length,
          code,
        ),
      )
      .toBe(1);
    await page.reload();
    edit = await open();
    await restoredDraft(edit).waitFor();
    await expect.poll(() => edit.getByLabel('Product').inputValue()).toBe(code);
    // Closed without saving, it is put back again; discarded, it is gone and nothing was sent.
    await edit.getByRole('button', { name: 'Cancel' }).click();
    edit = await open();
    await restoredDraft(edit).waitFor();
    await edit.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => edit.getByLabel('Product').inputValue()).toBe(match.id_producto);
    await page.keyboard.press('Escape');
    await page.reload();
    edit = await open();
    await expect.poll(() => restoredDraft(edit).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await storedCode(api, match)).toBe(match.id_producto);
  });

  it('shows the last page of matches for a link past it, and says so in the URL', async () => {
    const api = await apiAs(backend);
    const total = (await api.erp.marketplace.matches()).length;
    const last = Math.ceil(total / 10);
    await page.goto(backend.admin('/market-place/edit-matchs?page=99'));
    await page.waitForURL((url) => url.searchParams.get('page') === (last > 1 ? String(last) : null));
    await expect
      .poll(() =>
        page
          .getByRole('navigation', { name: 'Pagination' })
          .getByRole('link', { name: `Page ${last}` })
          .getAttribute('aria-current'),
      )
      .toBe('page');
    await expect
      .poll(() => page.getByRole('table', { name: 'Matches' }).locator('tbody tr').count())
      .toBe(total - (last - 1) * 10);
  });

  it("shows the editor 'Only administrators can use this screen.'", async () => {
    const editorPage = await pageAs(EDITOR, '/market-place/edit-matchs');
    await editorPage.getByText(ADMIN_ONLY_MESSAGE, { exact: true }).waitFor();
    await editorPage.goto(backend.admin('/market-place/match-products'));
    await editorPage.getByText(ADMIN_ONLY_MESSAGE, { exact: true }).waitFor();
  });
});
