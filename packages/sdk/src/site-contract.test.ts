import { SITE_LIMITS, siteMessages } from '@cellar/validation/site';
import { describe, expect, it } from 'vitest';
import { type Account, contractBackend } from './contract-test-support';
import { isForbidden, isNotFound, isValidationError } from './errors';
import { createSiteApi } from './site-api';

// The SDK's site editor calls (tag page, Submenu, Menu) against the reference backend, in process, with the real
// fixtures loaded.
const { client } = contractBackend();
const as = (who: Account) => createSiteApi(client(who).raw);

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);
const png = () => new Blob([PNG], { type: 'image/png' });

describe('the tag page', () => {
  it("lists a grape's products, at most 200, each a product carrying it", async () => {
    const { items, items_total } = await as('viewer').tags.products('/tags/uva/tem/');
    expect(items_total).toBeGreaterThan(0);
    expect(items.length).toBe(Math.min(items_total, SITE_LIMITS.tagProductList));
    const first = await client('viewer').content.get(`${items[0]?.path}/`);
    const grapes = (first.tags_by_category as { uva: { id: string }[] }).uva;
    expect(grapes.map((grape) => grape.id)).toContain('tem');
  });

  it('saves the name and comment per language, the Spanish name filling an empty one', async () => {
    const tag = await client('editor').content.get('/tags/maridaje/pescado/');
    await as('editor').tags.update(
      '/tags/maridaje/pescado/',
      { localized_text: { es: 'Pescado azul', en: 'Oily fish', it: '' }, comentario: { es: 'Con pescado' } },
      { lastModDate: tag.modification_date },
    );
    const saved = await client('editor').content.get('/tags/maridaje/pescado/');
    expect(saved.localized_text).toMatchObject({ es: 'Pescado azul', en: 'Oily fish', it: 'Pescado azul' });
    expect(saved.slug).toMatchObject({ es: 'pescado-azul', en: 'oily-fish' });
  });

  it("answers the spec's message for an empty Spanish name, and 403 to a viewer", async () => {
    const error = await failure(
      as('editor').tags.update('/tags/maridaje/pescado/', { localized_text: { es: '' } }),
    );
    expect(isValidationError(error) && error.message).toBe(siteMessages.tag.uva_nombre_required);
    expect(
      isForbidden(await failure(as('viewer').tags.update('/tags/maridaje/pescado/', { comentario: {} }))),
    ).toBe(true);
  });

  it('uploads, reads and deletes an infographic of one language', async () => {
    const image = { field: 'image_infograph', language: 'fr' } as const;
    const info = await as('editor').tags.uploadImage('/tags/uva/gar/', image, png(), 'fr.png');
    expect(info).toMatchObject({ filename: 'fr.png', content_type: 'image/png' });
    expect((await as('viewer').tags.image('/tags/uva/gar/', image)).type).toBe('image/png');
    await as('editor').tags.deleteImage('/tags/uva/gar/', image);
    expect(isNotFound(await failure(as('viewer').tags.image('/tags/uva/gar/', image)))).toBe(true);
    // The fixtures' infographics of the other languages stay.
    expect(
      (await as('viewer').tags.image('/tags/uva/gar/', { field: 'image_infograph', language: 'es' })).size,
    ).toBeGreaterThan(0);
  });

  it('uploads and deletes the header image', async () => {
    await as('editor').tags.uploadImage('/tags/maridaje/pescado/', { field: 'image_header' }, png(), 'h.png');
    await as('editor').tags.deleteImage('/tags/maridaje/pescado/', { field: 'image_header' });
    expect(
      isNotFound(
        await failure(as('editor').tags.deleteImage('/tags/maridaje/pescado/', { field: 'image_header' })),
      ),
    ).toBe(true);
  });
});

describe('the Submenu tab', () => {
  it('saves a submenu per language', async () => {
    const es = [{ selector: 'tag', value: '/tags/uva/gar', label: 'Garnacha' }];
    await as('editor').submenus.save('/tags/maridaje/marisco/', { es, en: [] });
    expect((await client('editor').content.get('/tags/maridaje/marisco/')).submenu).toMatchObject({
      es,
      en: [],
    });
  });

  it("refuses entries that are not {selector, value, label} with 'invalid json'", async () => {
    const error = await failure(
      as('editor').submenus.save('/tags/maridaje/marisco/', { es: [{ selector: 'x' } as never] }),
    );
    expect(isValidationError(error) && error.message).toBe(siteMessages.submenu.invalidJson);
  });
});

describe('the Menu editor', () => {
  it('saves the HTML with @upsert on its folder', async () => {
    const html = '<ul class="menu"><li><a href="/vinos/">Vinos tintos</a></li></ul>';
    await as('editor').menus.save('/menus/menu-es/', { html });
    expect((await client('editor').content.get('/menus/menu-es/')).html).toBe(html);
  });

  it('refuses a script', async () => {
    const error = await failure(as('editor').menus.save('/menus/menu-es/', { html: '<script>x()</script>' }));
    expect(isValidationError(error) && error.message).toBe(siteMessages.menu.unsafeHtml);
  });
});
