import type { CellarClient, ErpUser } from '@cellar/sdk';
import { commerceMessages } from '@cellar/validation/commerce';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ONLY_MESSAGE } from '../src/components/admin-only';
import { USER_SEARCH_TEXT } from '../src/components/pickers/search-users';
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
  ({ backend, page, pageAs } = await openSession('/users', {
    viewport: { width: 1400, height: 900 },
    copyWeb: true,
  }));
});
afterAll(closeSession);

/** The first fixture customer who receives the newsletter (ids start at 1001). */
async function subscribedUser(api: CellarClient): Promise<ErpUser> {
  for (let id = 1001; id < 1100; id++) {
    const user = await api.erp.graphql.user(id);
    if (user && !user.subscription.unsubscribed) return user;
  }
  throw new Error('no subscribed fixture user');
}

const editForm = () => page.getByRole('form', { name: 'Edit user' });
const field = (label: string) => editForm().getByLabel(label, { exact: true });

describe('users', () => {
  it('finds a user by email, keeps the email in the URL and edits language, observaciones and newsletter', async () => {
    const api = await apiAs(backend);
    const user = await subscribedUser(api);
    const before = user;

    await page.getByRole('searchbox', { name: 'Email' }).fill(user.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await editForm().waitFor();
    expect(new URL(page.url()).searchParams.get('email')).toBe(user.email);
    await expect.poll(() => field('Email').inputValue()).toBe(user.email);
    await expect.poll(() => field('Newsletter').isChecked()).toBe(true);

    const language = before.idioma === 'es' ? 'it' : 'es';
    const note = `Called on the phone ${Date.now()}`;
    await field('Language').fill(language);
    await field('Observaciones').fill(note);
    await field('Newsletter').uncheck();
    await editForm().getByRole('button', { name: 'Save' }).click();
    await page.getByText(commerceMessages.success.saved, { exact: true }).waitFor();
    if (process.env.CELLAR_SCREENSHOTS)
      await page.screenshot({ path: '/tmp/issue5-users.png', fullPage: true });

    await page.reload();
    await editForm().waitFor();
    await expect.poll(() => field('Language').inputValue()).toBe(language);
    await expect.poll(() => field('Observaciones').inputValue()).toBe(note);
    await expect.poll(() => field('Newsletter').isChecked()).toBe(false);
    // The flag is the inverse of subscription.unsubscribed.
    expect((await api.erp.graphql.user(user.id_usuario))?.subscription.unsubscribed).toBe(true);
  });

  it("refuses a country of 3 characters with 'Country length should be 2'", async () => {
    await field('Country').fill('esp');
    await editForm().getByRole('button', { name: 'Save' }).click();
    await editForm().getByText(commerceMessages.userEdit.countryLength, { exact: true }).waitFor();
    if (process.env.CELLAR_SCREENSHOTS) await page.screenshot({ path: '/tmp/issue5-users-country.png' });
    await expect.poll(() => field('Country').getAttribute('aria-invalid')).toBe('true');
  });

  it('adds a billing address and lists it', async () => {
    await page.reload();
    await editForm().waitFor();
    const rows = page.getByRole('region', { name: 'Billing addresses' }).getByRole('row');
    const before = await rows.count();
    await page.getByRole('button', { name: 'Add billing address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add billing address' });
    await dialog.getByLabel('Name').fill('Bodega Test S.L.');
    await dialog.getByLabel('Country id').fill('esp');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.getByText(commerceMessages.multiOrderInvoice.countryCodeLength).waitFor();
    await dialog.getByLabel('CIF').fill('B12345678');
    await dialog.getByLabel('Line 1').fill('Calle Mayor 1');
    await dialog.getByLabel('Postal code').fill('28001');
    await dialog.getByLabel('City').fill('Madrid');
    await dialog.getByLabel('Phone').fill('+34 600 000 000');
    await dialog.getByLabel('Country id').fill('es');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Bodega Test S.L.' }).waitFor();
    await expect.poll(() => rows.count()).toBe(before + 1);
  });

  it('says what to type when the search is empty, and nothing is searched', async () => {
    const fresh = await pageAs(undefined, '/users');
    const box = fresh.getByRole('searchbox', { name: 'Email' });
    await box.fill('   ');
    await fresh.getByRole('button', { name: 'Search' }).click();
    await fresh.getByText(USER_SEARCH_TEXT.empty, { exact: true }).waitFor();
    expect(USER_SEARCH_TEXT.empty).toBe('Please input the email');
    await expect.poll(() => box.getAttribute('aria-invalid')).toBe('true');
    expect(new URL(fresh.url()).searchParams.get('email')).toBeNull();
    await expect.poll(() => fresh.getByRole('navigation', { name: 'Users found' }).count()).toBe(0);
    // Typing again takes the message away.
    await box.fill('ana');
    await expect.poll(() => fresh.getByText(USER_SEARCH_TEXT.empty, { exact: true }).count()).toBe(0);
  });

  it('says when a search stopped at its 20 users and how to narrow it, and counts a narrower one', async () => {
    const api = await apiAs(backend);
    const fresh = await pageAs(undefined, '/users');
    const results = fresh.getByRole('navigation', { name: 'Users found' });
    await fresh.getByRole('searchbox', { name: 'Email' }).fill('mail.example');
    await fresh.getByRole('button', { name: 'Search' }).click();
    await results.getByText(USER_SEARCH_TEXT.capped, { exact: true }).waitFor();
    expect(USER_SEARCH_TEXT.capped).toBe(
      'Showing the first 20 users: type more of the email to narrow the search.',
    );
    await expect.poll(() => results.getByRole('link').count()).toBe(20);

    const narrower = await api.erp.graphql.searchUser('.100');
    expect(narrower.length).toBeGreaterThan(1);
    expect(narrower.length).toBeLessThan(20);
    await fresh.getByRole('searchbox', { name: 'Email' }).fill('.100');
    await fresh.getByRole('button', { name: 'Search' }).click();
    await results.getByText(`${narrower.length} users found`, { exact: true }).waitFor();
    await expect.poll(() => results.getByRole('link').count()).toBe(narrower.length);
    await expect.poll(() => results.getByText(USER_SEARCH_TEXT.capped).count()).toBe(0);
  });

  it("keeps what was typed in the user's form and in the billing address dialog as drafts through a reload", async () => {
    const api = await apiAs(backend);
    const user = await subscribedUser(api);
    const fresh = await pageAs(undefined, `/users?email=${encodeURIComponent(user.email)}`);
    const form = fresh.getByRole('form', { name: 'Edit user' });
    const note = `Draft note ${Date.now()}`;
    await form.getByLabel('Observaciones', { exact: true }).fill(note);
    await fresh.getByRole('button', { name: 'Add billing address' }).click();
    const dialog = fresh.getByRole('dialog', { name: 'Add billing address' });
    await dialog.getByLabel('City').fill('Valladolid');
    await fresh.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Each draft is written as it is typed, per user: the browser holds both.
    await expect
      .poll(() =>
        fresh.evaluate(
          (id) =>
            Object.keys(localStorage).filter(
              (key) => key.endsWith(`:user:${id}`) || key.endsWith(`:user:${id}:billing-address:new`),
            ).length,
          user.id_usuario,
        ),
      )
      .toBe(2);

    await fresh.reload();
    await restoredDraft(form).waitFor();
    await expect.poll(() => form.getByLabel('Observaciones', { exact: true }).inputValue()).toBe(note);
    await fresh.getByRole('button', { name: 'Add billing address' }).click();
    await restoredDraft(dialog).waitFor();
    await expect.poll(() => dialog.getByLabel('City').inputValue()).toBe('Valladolid');
    // Nothing was saved meanwhile.
    expect((await api.erp.graphql.user(user.id_usuario))?.observaciones).toBe(user.observaciones);
  });

  it("shows the editor 'Only administrators can use this screen.'", async () => {
    const editorPage = await pageAs(EDITOR, '/users');
    await editorPage.getByText(ADMIN_ONLY_MESSAGE, { exact: true }).waitFor();
    if (process.env.CELLAR_SCREENSHOTS) await editorPage.screenshot({ path: '/tmp/issue5-users-editor.png' });
    await expect
      .poll(() => editorPage.getByRole('heading', { level: 1, name: 'Users' }).isVisible())
      .toBe(true);
  });
});
