import type { CellarClient } from '@cellar/sdk';
import { buildNewsletterId, NEWSLETTER_SECTION_LABELS, siteMessages } from '@cellar/validation/site';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, apiAs, closeSession, EDITOR, openStage, type Stage, toastWith, VIEWER } from './support';

const messages = siteMessages.newsletter;

let stage: Stage;
let admin: CellarClient;

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1600, height: 1200 } });
  admin = await apiAs(stage.backend);
});
afterAll(closeSession);

interface StoredSection {
  id: string;
  id_tipo: string;
  [field: string]: unknown;
}
const stored = async (path: string) =>
  (await admin.content.get(path)) as unknown as {
    subject: Record<string, string>;
    status: string;
    contenido: StoredSection[];
  };
const contentTab = (path: string) => `/?path=${path}&tab=Content`;

/** The Content tab once it may be edited (the editing lock taken: the section type picker shows). */
async function openContent(page: Page) {
  await page.getByRole('button', { name: 'Add section' }).waitFor();
  return page.getByRole('list', { name: 'Newsletter sections' });
}

/** The section labels in the order the list shows them (each section a region 'Section {n}: {label}'). */
const shownOrder = (page: Page) =>
  page
    .getByRole('list', { name: 'Newsletter sections' })
    .getByRole('region')
    .evaluateAll((regions) => regions.map((region) => region.getAttribute('aria-label')?.split(': ')[1]));
const section = (page: Page, position: number, label: string) =>
  page.getByRole('region', { name: `Section ${position}: ${label}`, exact: true });

async function addSection(page: Page, label: string) {
  await page.getByLabel('Section type').selectOption({ label });
  await page.getByRole('button', { name: 'Add section' }).click();
}

async function pickProduct(page: Page, position: number, label: string, reference: string) {
  const search = section(page, position, label).getByPlaceholder('Reference, or part of the name to search');
  await search.fill(reference);
  await page.getByRole('option', { name: new RegExp(`^${reference}`) }).click();
}

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const ALL_TYPES = Object.values(NEWSLETTER_SECTION_LABELS);

describe('the Newsletter Content tab', () => {
  let path = '';

  it('composes a new newsletter: every section type, products, an image, translations, html; saved in order', async () => {
    const page = await stage.pageAs(ADMIN, '/?path=/newsletters/');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Newsletter', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Newsletter' });
    await dialog.getByLabel('Id').fill('Contenido E2E');
    await dialog.getByLabel('Campaign name').fill('Contenido E2E');
    await dialog.getByRole('button', { name: 'Create' }).click();
    const id = buildNewsletterId(new Date(), 'Contenido E2E');
    path = `/newsletters/${id}/`;
    await toastWith(page, messages.created).waitFor();
    await page.goto(stage.backend.admin(contentTab(path)));
    await openContent(page);

    // The subject: Spanish, translated into the others, then one language cleared.
    await page
      .getByRole('alert')
      .filter({ hasText: messages.subjectMissing(['es', 'en', 'fr', 'de', 'it']) })
      .waitFor();
    await page.getByLabel('Subject (es)').fill('Vinos de invierno');
    await page.getByRole('button', { name: 'Translate subject from Spanish' }).click();
    await toastWith(page, messages.translationsUpdated).waitFor();
    await expect.poll(() => page.getByLabel('Subject (fr)').inputValue()).toBe('[fr] Vinos de invierno');
    await expect.poll(() => page.getByText(/The subject is missing in/).count()).toBe(0);
    await page.getByLabel('Subject (it)').fill('');
    await page
      .getByRole('alert')
      .filter({ hasText: messages.subjectMissing(['it']) })
      .waitFor();

    // Translating again replaces the texts en, fr and de have (the emptied it is only filled): it asks first.
    await page.getByLabel('Subject (fr)').fill("Vins d'hiver");
    const translate = page.getByRole('button', { name: 'Translate subject from Spanish' });
    const confirmation = page.getByRole('dialog', { name: 'Translate subject from Spanish' });
    await translate.click();
    await confirmation.getByText(messages.confirmTranslate(['en', 'fr', 'de']), { exact: true }).waitFor();
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await confirmation.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Subject (fr)').inputValue()).toBe("Vins d'hiver");
    expect(await page.getByLabel('Subject (it)').inputValue()).toBe('');
    await translate.click();
    await confirmation.getByRole('button', { name: 'Replace' }).click();
    await expect.poll(() => page.getByLabel('Subject (fr)').inputValue()).toBe('[fr] Vinos de invierno');
    await expect.poll(() => page.getByLabel('Subject (it)').inputValue()).toBe('[it] Vinos de invierno');
    await page.getByLabel('Subject (it)').fill('');

    // One section of each type, in the picker's order.
    for (const [index, label] of ALL_TYPES.entries()) {
      await addSection(page, label);
      await section(page, index + 1, label).waitFor();
    }
    await expect.poll(() => shownOrder(page)).toEqual(ALL_TYPES);

    // Saving now is refused: the product sections lack their products (the messages at the fields and in the toast).
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toastWith(page, /^Error saving the newsletter\. You must add another product/).waitFor();
    await section(page, 3, 'Row of 2 products').getByText(messages.sectionIncomplete(2)).waitFor();
    expect((await stored(path)).contenido ?? []).toEqual([]);

    // 1 Banner: an image uploaded into the newsletter, shown.
    const banner = section(page, 1, 'Banner');
    await banner
      .getByLabel('Upload Image (es)')
      .setInputFiles({ name: 'Invierno.png', mimeType: 'image/png', buffer: PNG });
    const imagePath = `/newsletters/${id}/invierno.png`;
    await expect.poll(() => banner.getByLabel('Image (es)', { exact: true }).inputValue()).toBe(imagePath);
    await expect
      .poll(() =>
        banner.locator(`img[src="${imagePath}"]`).evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(1);
    await banner.getByLabel('Alt text (es)').fill('Invierno');

    // 2 Product banner: one product; 3 Row of 2 products: two, and a third refused with the spec's message.
    await pickProduct(page, 2, 'Product banner', 'LA10826');
    await section(page, 2, 'Product banner')
      .getByRole('list', { name: 'Products of the section' })
      .getByText('LA10826', { exact: true })
      .waitFor();
    const row = section(page, 3, 'Row of 2 products');
    await row.getByText(messages.sectionIncomplete(2)).waitFor();
    await pickProduct(page, 3, 'Row of 2 products', 'CA11995');
    await pickProduct(page, 3, 'Row of 2 products', 'HA10567');
    await expect.poll(() => row.getByText(messages.sectionIncomplete(2)).count()).toBe(0);
    await pickProduct(page, 3, 'Row of 2 products', 'LA10826');
    await row.getByText(messages.sectionLimited(2)).waitFor();
    expect(
      await row.getByRole('list', { name: 'Products of the section' }).getByRole('listitem').count(),
    ).toBe(2);

    // 4 Title, translated; 5 Subtitle; 6 Text block with a long text (summary cut at 80); 7 Conditions.
    const title = section(page, 4, 'Title');
    await title.getByLabel('Text (es)').fill('Tintos para el frío');
    await title.getByRole('button', { name: 'Translate from Spanish' }).click();
    await expect.poll(() => title.getByLabel('Text (de)').inputValue()).toBe('[de] Tintos para el frío');
    await section(page, 5, 'Subtitle').getByLabel('Text (es)').fill('Selección de la semana');
    const long = 'Una selección de tintos con cuerpo para las noches frías del invierno, con envío gratis.';
    await section(page, 6, 'Text block').getByLabel('Text (es)').fill(long);
    await expect
      .poll(() => section(page, 6, 'Text block').getByTestId('section-summary').textContent())
      .toBe(`${long.slice(0, 77)}...`);
    await section(page, 7, 'Conditions').getByLabel('Text (es)').fill('Hasta fin de existencias.');

    // 8 Button: a subtype and its text; 9 Html: the preview sanitised.
    const button = section(page, 8, 'Button');
    await button.getByLabel('Button subtype').selectOption('tri_up');
    await button.getByLabel('Button text (es)').fill('Comprar');
    await button.getByLabel('Link (es)').fill('/ofertas/');
    const html = section(page, 9, 'Html');
    await html
      .getByLabel('Html (es)')
      .fill(
        '<p>Hola <b>invierno</b><img src="x" onerror="window.pwned=1"><script>window.pwned=2</script></p>',
      );
    const preview = html.getByTestId('html-preview').first();
    await expect.poll(() => preview.innerHTML()).toBe('<p>Hola <b>invierno</b><img src="x"></p>');
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();

    // The row still lacks nothing: Save.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toastWith(page, messages.saved).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Save', exact: true }).isEnabled()).toBe(false);
    const saved = await stored(path);
    expect(saved.contenido.map((s) => s.id_tipo)).toEqual([
      'b_multi_img',
      'bd',
      'f',
      'h1',
      'h2',
      'p',
      'w',
      'btn',
      'html',
    ]);
    expect(saved.subject).toEqual({
      es: 'Vinos de invierno',
      en: '[en] Vinos de invierno',
      fr: '[fr] Vinos de invierno',
      de: '[de] Vinos de invierno',
      it: '',
    });
    expect(saved.contenido[0]).toMatchObject({ image_src: { es: imagePath }, alt: { es: 'Invierno' } });
    expect(saved.contenido[1]).toMatchObject({ referencia: 'LA10826' });
    expect(saved.contenido[2]).toMatchObject({ content: ['CA11995', 'HA10567'] });
    expect(saved.contenido[7]).toMatchObject({ template: 'tri_up', btn_text: { es: 'Comprar' } });
    expect(saved.contenido[8]).toMatchObject({ text: { es: '<p>Hola <b>invierno</b><img src="x"></p>' } });
    expect(saved.status).toBe('draft');

    await page.reload();
    await openContent(page);
    await expect.poll(() => shownOrder(page)).toEqual(ALL_TYPES);
    await page
      .getByRole('alert')
      .filter({ hasText: messages.subjectMissing(['it']) })
      .waitFor();
    await expect
      .poll(() => section(page, 6, 'Text block').getByTestId('section-summary').textContent())
      .toBe(`${long.slice(0, 77)}...`);
    await page.context().close();
  });

  it('reorders sections by the keyboard and by Move up, and keeps the order after Save and a reload', async () => {
    const page = await stage.pageAs(ADMIN, contentTab(path));
    await openContent(page);
    await expect.poll(() => shownOrder(page)).toEqual(ALL_TYPES);
    // The keyboard: Space picks the first section up, ArrowDown moves it one down, Space drops it.
    const first = page.getByRole('button', { name: 'Drag section 1' });
    await first.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => first.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.getByText('Section is over position 2.').waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    const keyboarded = ['Product banner', 'Banner', ...ALL_TYPES.slice(2)];
    await expect.poll(() => shownOrder(page)).toEqual(keyboarded);
    // The explicit alternative: the Html section moves up one.
    await section(page, 9, 'Html').getByRole('button', { name: 'Move up' }).click();
    const moved = [...keyboarded.slice(0, 7), 'Html', 'Button'];
    await expect.poll(() => shownOrder(page)).toEqual(moved);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toastWith(page, messages.saved).waitFor();
    expect((await stored(path)).contenido.map((s) => s.id_tipo)).toEqual([
      'bd',
      'b_multi_img',
      'f',
      'h1',
      'h2',
      'p',
      'w',
      'html',
      'btn',
    ]);
    await page.reload();
    await openContent(page);
    await expect.poll(() => shownOrder(page)).toEqual(moved);
    await page.context().close();
  });

  it('asks before leaving the tab with unsaved changes', async () => {
    const page = await stage.pageAs(ADMIN, contentTab(path));
    await openContent(page);
    await page.getByLabel('Subject (it)').fill('Vini d’inverno');
    await page.getByRole('tab', { name: 'AuditLog' }).click();
    const prompt = page.getByRole('dialog', { name: 'Leave without saving?' });
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Stay' }).click();
    await expect.poll(() => page.getByLabel('Subject (it)').inputValue()).toBe('Vini d’inverno');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('Content');
    await page.context().close();
  });

  it('saves by itself 60 s after the last change', async () => {
    const draft = '/newsletters/7_01_27_rebajas-enero/';
    const context = await stage.browser.newContext({ viewport: { width: 1600, height: 1200 } });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(stage.backend.admin(contentTab(draft)));
    await page.getByLabel('Username').fill(EDITOR.email);
    await page.getByLabel('Password').fill(EDITOR.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await openContent(page);
    await page.getByLabel('Subject (en)').fill('January sales, autosaved');
    await page.clock.runFor(59_000);
    expect((await stored(draft)).subject.en).not.toBe('January sales, autosaved');
    const patched = page.waitForResponse((response) => response.request().method() === 'PATCH');
    await page.clock.runFor(1_000);
    expect((await patched).status()).toBe(204);
    await toastWith(page, messages.saved).waitFor();
    expect((await stored(draft)).subject.en).toBe('January sales, autosaved');
    await context.close();
  });

  it('shows the content read-only to a user who may not modify it', async () => {
    const page = await stage.pageAs(VIEWER, contentTab('/newsletters/7_01_27_rebajas-enero/'));
    await page.getByText('You may view this newsletter but not modify it.').waitFor();
    await expect.poll(() => page.getByLabel('Subject (es)').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add section' }).count()).toBe(0);
    await page.context().close();
  });

  it('shows a verified newsletter read-only: nothing to type in, add, remove or reorder', async () => {
    const verified = '/newsletters/30_11_26_cyber-monday/';
    expect((await stored(verified)).status).toBe('verified');
    const page = await stage.pageAs(EDITOR, contentTab(verified));
    await page.getByText(messages.contentReadOnly('verified')).waitFor();
    await expect.poll(() => page.getByLabel('Subject (es)').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add section' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Remove' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Drag section/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'View', exact: true }).first().click();
    const firstSection = page.getByRole('list', { name: 'Newsletter sections' }).getByRole('region').first();
    const inputs = firstSection.locator('input, textarea, select');
    // The section opens a render after the click.
    await inputs.first().waitFor();
    expect(
      await inputs.evaluateAll((all) =>
        all.every((input) => (input as HTMLInputElement).matches(':disabled')),
      ),
    ).toBe(true);
    await page.context().close();
  });
});
