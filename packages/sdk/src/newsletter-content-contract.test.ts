import { siteMessages } from '@cellar/validation/site';
import { describe, expect, it } from 'vitest';
import { type Account, contractBackend } from './contract-test-support';
import { isConflict, isForbidden, isNotFound, isValidationError } from './errors';

// The Content tab's calls (translate helper, images uploaded into a newsletter) and the rules of the whole-newsletter
// PATCH, against the reference backend in process with the real fixtures.
const contract = contractBackend();
const as = (who: Account) => contract.client(who);
const messages = siteMessages.newsletter;

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );
const detailsOf = (error: unknown) => (error as { body: { details: unknown } }).body.details;

const DRAFT = '/newsletters/14_01_27_vinos-ecologicos/';
const OTHER_DRAFT = '/newsletters/7_01_27_rebajas-enero/';
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);
const png = () => new Blob([PNG], { type: 'image/png' });
const publicGet = (path: string) => contract.backend.fetch(new Request(`http://localhost${path}`));

describe('the translate helper', () => {
  it('translates a Spanish text into en, fr, de and it, each marked with its language by the local translator', async () => {
    expect(await as('editor').newsletters.translate('Vuelta al cole', 'de', 'subject')).toBe(
      '[de] Vuelta al cole',
    );
    expect(await as('viewer').newsletters.translateAll('<b>Hola</b>', 'p')).toEqual({
      en: '[en] <b>Hola</b>',
      fr: '[fr] <b>Hola</b>',
      de: '[de] <b>Hola</b>',
      it: '[it] <b>Hola</b>',
    });
    expect(await as('editor').newsletters.translate('  ', 'en', 'h1')).toBe('');
  });

  it('refuses a target language other than en, de, fr, it and a type it does not translate, at the field', async () => {
    const spanish = await failure(as('editor').newsletters.translate('Hola', 'es' as never, 'h1'));
    expect(isValidationError(spanish) && detailsOf(spanish)).toEqual([
      { path: 'target_lang', message: 'The target language must be one of en, fr, de, it' },
    ]);
    const button = await failure(as('editor').newsletters.translate('Hola', 'en', 'btn' as never));
    expect(isValidationError(button) && detailsOf(button)).toEqual([
      { path: 'id_tipo', message: expect.stringContaining('subject, h1, p, h2, w') },
    ]);
  });
});

describe('an image uploaded into a newsletter', () => {
  it('answers the path it is read at, serves it publicly, audits it and leaves the newsletter unmodified', async () => {
    const before = await as('editor').content.get(DRAFT);
    const { path } = await as('editor').newsletters.uploadImage(DRAFT, png(), 'Banner Otoño.PNG');
    expect(path).toBe('/newsletters/14_01_27_vinos-ecologicos/banner-otono.png');
    const served = await publicGet(path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect((await as('editor').content.get(DRAFT)).modification_date).toBe(before.modification_date);
    const { logs } = await as('admin').content.logs('/newsletters/14_01_27_vinos-ecologicos', { size: 5 });
    expect(logs[0]).toMatchObject({ user: 'editor@example.com', action: 'upload', payload: { path } });
  });

  it('replaces an image uploaded again under the same name', async () => {
    const first = await as('editor').newsletters.uploadImage(OTHER_DRAFT, png(), 'same.png');
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
    const second = await as('editor').newsletters.uploadImage(OTHER_DRAFT, new Blob([jpeg]), 'same.jpg');
    expect(first.path).toBe('/newsletters/7_01_27_rebajas-enero/same.png');
    expect(second.path).toBe('/newsletters/7_01_27_rebajas-enero/same.jpg');
    expect((await publicGet(second.path)).headers.get('content-type')).toBe('image/jpeg');
    const again = await as('editor').newsletters.uploadImage(OTHER_DRAFT, png(), 'same.png');
    expect(again.path).toBe(first.path);
    expect((await publicGet(first.path)).status).toBe(200);
  });

  it('answers 404 for an image never uploaded, so the editor shows it missing', async () => {
    const missing = await publicGet('/newsletters/3_09_26_vuelta-al-cole/never-uploaded.jpg');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ type: 'NotFound', message: messages.imageMissing });
  });

  it('refuses a file that is not an image, or whose name lies about its type, and writes nothing', async () => {
    const text = await failure(as('editor').newsletters.uploadImage(DRAFT, new Blob(['hello']), 'notes.png'));
    expect(isValidationError(text) && detailsOf(text)).toEqual([
      { path: 'file', message: 'The file is not a PNG, JPEG, GIF or WebP image' },
    ]);
    const lying = await failure(as('editor').newsletters.uploadImage(DRAFT, png(), 'photo.jpg'));
    expect(isValidationError(lying)).toBe(true);
    expect((await publicGet('/newsletters/14_01_27_vinos-ecologicos/photo.jpg')).status).toBe(404);
    expect((await publicGet('/newsletters/14_01_27_vinos-ecologicos/notes.png')).status).toBe(404);
  });

  it('needs ModifyContent, a newsletter, and no one else holding the lock', async () => {
    expect(isForbidden(await failure(as('viewer').newsletters.uploadImage(DRAFT, png(), 'x.png')))).toBe(
      true,
    );
    expect(
      isNotFound(await failure(as('editor').newsletters.uploadImage('/newsletters/', png(), 'x.png'))),
    ).toBe(true);
    await as('admin').content.lock(OTHER_DRAFT);
    try {
      const locked = await failure(as('editor').newsletters.uploadImage(OTHER_DRAFT, png(), 'locked.png'));
      expect(isConflict(locked) && (locked as { body: { type: string } }).body.type).toBe('Locked');
    } finally {
      await as('admin').content.unlock(OTHER_DRAFT);
    }
    expect((await publicGet('/newsletters/7_01_27_rebajas-enero/locked.png')).status).toBe(404);
  });
});

describe('the whole-newsletter PATCH of the Content tab', () => {
  it("refuses a change of a verified or scheduled newsletter's content, but not of its audience or dates", async () => {
    for (const path of ['/newsletters/30_11_26_cyber-monday/', '/newsletters/3_09_26_vuelta-al-cole/']) {
      const before = await as('editor').content.get(path);
      const error = await failure(as('editor').content.patch(path, { subject: { es: 'Cambiado' } }));
      expect(isValidationError(error) && detailsOf(error)).toEqual([
        { path: 'subject', message: messages.contentReadOnly(String(before.status)) },
      ]);
      const sections = await failure(as('editor').content.patch(path, { contenido: [] }));
      expect(isValidationError(sections)).toBe(true);
      expect((await as('editor').content.get(path)).subject).toEqual(before.subject);
    }
    const verified = '/newsletters/30_11_26_cyber-monday/';
    await as('editor').content.patch(verified, { finish_at: '2026-12-01T22:00:00.000Z' });
    expect((await as('editor').content.get(verified)).finish_at).toBe('2026-12-01T22:00:00.000Z');
  });

  const section = (fields: Record<string, unknown>) => ({ id: `s-${Math.random()}`, ...fields });

  it('saves the subject and the ordered sections, and ignores a status sent with them', async () => {
    const contenido = [
      section({ id_tipo: 'h1', text: { es: 'Título', en: 'Title' } }),
      section({ id_tipo: 'f', content: ['CA11995', 'HA10567'], product_kind: 'summary' }),
      section({ id_tipo: 'bd', referencia: 'LA10826', product_side: 'right' }),
      section({ id_tipo: 'btn', template: 'tri_down', btn_text: { es: 'Ver' }, link: { es: '/ofertas/' } }),
      section({ id_tipo: 'html', text: { es: '<p>Hola</p>' } }),
    ];
    const subject = { es: 'Ecológicos', en: 'Organic', fr: '', de: '', it: '' };
    await as('editor').content.patch(DRAFT, { subject, contenido, status: 'scheduled' });
    const saved = await as('editor').content.get(DRAFT);
    expect(saved.status).toBe('draft');
    expect(saved.subject).toEqual(subject);
    expect((saved.contenido as { id_tipo: string }[]).map((s) => s.id_tipo)).toEqual([
      'h1',
      'f',
      'bd',
      'btn',
      'html',
    ]);
  });

  it.each([
    ['f', { content: ['CA11995', 'HA10567', 'LA10826'] }, 'contenido.0.content', messages.sectionLimited(2)],
    ['f', { content: ['CA11995'] }, 'contenido.0.content', messages.sectionIncomplete(2)],
    ['bd', { content: [] }, 'contenido.0.content', messages.sectionIncomplete(1)],
    [
      'bd',
      { referencia: 'LA10826', content: ['CA11995'] },
      'contenido.0.content',
      messages.sectionLimited(1),
    ],
    ['p', { bg_color: 'red' }, 'contenido.0.bg_color', "The color red doesn't exist"],
  ])(
    "refuses a %s section %j with the spec's message at %s, writing nothing",
    async (type, fields, path, message) => {
      const before = await as('editor').content.get(DRAFT);
      const error = await failure(
        as('editor').content.patch(DRAFT, { contenido: [section({ id_tipo: type, ...fields })] }),
      );
      expect(isValidationError(error) && detailsOf(error)).toContainEqual({ path, message });
      expect((await as('editor').content.get(DRAFT)).modification_date).toBe(before.modification_date);
    },
  );
});
