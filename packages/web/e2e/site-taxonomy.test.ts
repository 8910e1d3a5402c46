import { type CellarClient, createTaxonomyApi, type TaxonomyNode } from '@cellar/sdk';
import { formMessages, LANGUAGES } from '@cellar/validation';
import { siteMessages } from '@cellar/validation/site';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, closeSession, EDITOR, editingLockHeld, openStage, type Stage, toastWith } from './support';

const { taxonomy: messages } = siteMessages;
const OCASIONES = '/taxonomies/ocasiones/';
const CATEGORIES = '/taxonomies/categorias-producto/';
const tabUrl = (path: string) => `/?path=${path}&tab=Taxonomy`;

let stage: Stage;
let admin: CellarClient;

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1440, height: 1100 } });
  admin = await apiAs(stage.backend);
});
afterAll(closeSession);

const storedTree = async (path: string) => (await createTaxonomyApi(admin).get(path)).children;
const ids = (nodes: TaxonomyNode[]) => nodes.map((node) => node.id);

/** The Taxonomy tab once the editing lock is held: the top level list. */
async function openTaxonomy(page: Page) {
  await editingLockHeld(page);
  return page.getByRole('list', { name: 'Taxonomy', exact: true });
}

/** The ids of the top level nodes, in the order shown. */
const shownTopIds = (list: ReturnType<Page['getByRole']>) =>
  list.evaluate((ul) =>
    [...ul.children].map((li) => li.querySelector('fieldset')?.getAttribute('aria-label') ?? ''),
  );

const NAMES = {
  es: 'Aniversarios',
  it: 'Anniversari',
  fr: 'Anniversaires',
  de: 'Jubiläen',
  en: 'Anniversaries',
};

describe('the Taxonomy tab', () => {
  it('adds a node and moves it up, kept in that order after a reload', async () => {
    const before = ids(await storedTree(OCASIONES));
    const page = await stage.pageAs(EDITOR, tabUrl(OCASIONES));
    const list = await openTaxonomy(page);
    await page.getByRole('button', { name: 'Add node' }).click();
    const added = page.getByRole('group', { name: 'New node' });
    await added.getByLabel('Id').fill('aniversarios');
    for (const language of LANGUAGES) await added.getByLabel(`Name (${language})`).fill(NAMES[language]);
    await page.getByRole('button', { name: 'Move Aniversarios up' }).click();
    await page.getByRole('button', { name: 'Save taxonomy' }).click();
    await toastWith(page, messages.saved).waitFor();
    const expected = [...before.slice(0, -1), 'aniversarios', ...before.slice(-1)];
    expect(ids(await storedTree(OCASIONES))).toEqual(expected);
    expect((await storedTree(OCASIONES)).find((node) => node.id === 'aniversarios')?.name).toEqual(NAMES);

    await page.reload();
    const reloaded = await openTaxonomy(page);
    await reloaded.getByRole('group', { name: 'Node aniversarios' }).waitFor();
    expect(await shownTopIds(reloaded)).toEqual(expected.map((id) => `Node ${id}`));
    // Moved down again with the keyboard: the buttons are the keyboard way to reorder.
    await page.getByRole('button', { name: 'Move Aniversarios down' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => shownTopIds(list)).toEqual([...before, 'aniversarios'].map((id) => `Node ${id}`));
  });

  it('refuses a child without a name in every language, writing nothing', async () => {
    const before = await storedTree(CATEGORIES);
    const page = await stage.pageAs(EDITOR, tabUrl(CATEGORIES));
    await openTaxonomy(page);
    await page.getByRole('button', { name: 'Add child to Vinos', exact: true }).click();
    const child = page.getByRole('group', { name: 'New node' });
    await child.getByLabel('Id').fill('naranjas');
    await child.getByLabel('Url (es)').fill('/vinos/vinos-naranjas');
    await page.getByRole('button', { name: 'Save taxonomy' }).click();
    await child.getByText(formMessages.missingIn('name', LANGUAGES)).waitFor();
    await child.getByLabel('Name (es)').fill('Vinos naranjas');
    await page.getByRole('button', { name: 'Save taxonomy' }).click();
    await child.getByText(formMessages.missingIn('name', ['it', 'fr', 'de', 'en'])).waitFor();
    expect(await storedTree(CATEGORIES)).toEqual(before);
  });

  it("says 'Error saving. {message}' with the server's message when the save is refused", async () => {
    const before = await storedTree(OCASIONES);
    const page = await stage.pageAs(EDITOR, tabUrl(OCASIONES));
    await openTaxonomy(page);
    await page.route(/\/db\/guillotina\/taxonomies\/ocasiones\/?$/, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Locked by admin@example.com since 10:00', type: 'Locked' }),
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Move Para regalar up' }).click();
    await page.getByRole('button', { name: 'Save taxonomy' }).click();
    await toastWith(page, messages.saveError('Locked by admin@example.com since 10:00')).waitFor();
    expect(await storedTree(OCASIONES)).toEqual(before);
  });

  it('asks before removing a node with children, then removes it', async () => {
    const page = await stage.pageAs(EDITOR, tabUrl(CATEGORIES));
    await openTaxonomy(page);
    await page.getByRole('button', { name: 'Remove Destilados', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Destilados?' });
    await dialog.getByText('Destilados has 4 nodes below it; they go with it.').waitFor();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('group', { name: 'Node destilados' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save taxonomy' }).click();
    await toastWith(page, messages.saved).waitFor();
    expect(ids(await storedTree(CATEGORIES))).not.toContain('destilados');
  });
});
