import { type Resource, ValidationError } from '@cellar/sdk';
import { PERMISSIONS } from '@cellar/validation';
import { catalogueMessages } from '@cellar/validation/catalogue';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { IMAGES_LABELS, ProductImages } from './product-images';

const words = catalogueMessages.images;
const PATH = '/bodegas/vega/unico/';
const EDITOR = { [PERMISSIONS.ModifyContent]: true };

const option = (referencia: string, anyada: number) => ({
  referencia,
  tienda: 'cellar',
  country: 'es',
  anyada,
  estado: 'selling',
  capacidad: '75',
});

const product = {
  '@id': `http://localhost/db/guillotina${PATH}`,
  '@type': 'Producto',
  '@name': 'unico',
  '@uid': 'u',
  is_folderish: false,
  creation_date: '2026-01-01T00:00:00+01:00',
  modification_date: '2026-01-01T00:00:00+01:00',
  opciones: { 'OLD-cellar': option('OLD', 2018), 'NEW-cellar': option('NEW', 2021) },
  images: { OLD: { rev800: '@upload-image/OLD/rev800' } },
} as unknown as Resource;

// jsdom has no object URLs: the preview's URL names the blob it was made from.
const revoked: string[] = [];
beforeEach(() => {
  revoked.length = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => `blob:preview-${blob.size}`,
      revokeObjectURL: (url: string) => void revoked.push(url),
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const show = (permissions: Record<string, boolean>, openReference = '') =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProductImages
        object={product}
        path={PATH}
        permissions={permissions}
        readOnly={false}
        openReference={openReference}
      />
    </QueryClientProvider>,
  );

const trigger = (name: RegExp) => screen.getByRole('button', { name });
const file = (name: string, type = 'image/png') => new File([new Uint8Array([1, 2, 3])], name, { type });
const choose = (reference: string, slot: string, files: File[]) =>
  fireEvent.change(
    screen.getByLabelText(IMAGES_LABELS.uploadTo(reference, slot as 'anv800'), { selector: 'input' }),
    {
      target: { files },
    },
  );

describe('the Images screen (catalogue-editors §2 Images screen)', () => {
  it('says changes apply at once and opens the card ?id_producto= names, newest vintage first', () => {
    vi.spyOn(apiClient.catalogue, 'image').mockResolvedValue(new Blob(['x'], { type: 'image/png' }));
    show(EDITOR, 'OLD');
    expect(screen.getByRole('status').textContent).toBe(words.appliesImmediately);
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['NEW · 2021 · 0.75 L', 'OLD · 2018 · 0.75 L']);
    expect(trigger(/^OLD/).getAttribute('aria-expanded')).toBe('true');
    expect(trigger(/^NEW/).getAttribute('aria-expanded')).toBe('false');
    const slots = within(screen.getByRole('region', { name: /^OLD/ })).getAllByRole('listitem');
    expect(slots.map((slot) => slot.getAttribute('aria-label'))).toEqual(
      ['anv800', 'rev800', 'art800', 'o4', 'o5'].map((slot) => `OLD ${slot}`),
    );
  });

  it('opens the newest card when ?id_producto= names no reference of the product', () => {
    show(EDITOR, 'ELSEWHERE');
    expect(trigger(/^NEW/).getAttribute('aria-expanded')).toBe('true');
    expect(trigger(/^OLD/).getAttribute('aria-expanded')).toBe('false');
  });

  it('shows a stored image and offers upload on every slot, delete on the stored one, with ModifyContent', async () => {
    const image = vi
      .spyOn(apiClient.catalogue, 'image')
      .mockResolvedValue(new Blob(['x'], { type: 'image/png' }));
    show(EDITOR, 'OLD');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'OLD rev800' }).getAttribute('src')).toBe('blob:preview-1'),
    );
    expect(image).toHaveBeenCalledWith(PATH, 'OLD', 'rev800');
    expect(image).toHaveBeenCalledTimes(1);
    expect(screen.getAllByLabelText(/^Upload images to OLD /)).toHaveLength(5);
    expect(
      screen.getAllByRole('button', { name: /^Delete image OLD / }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Delete image OLD rev800']);
  });

  it('shows no upload or delete control without ModifyContent', async () => {
    vi.spyOn(apiClient.catalogue, 'image').mockResolvedValue(new Blob(['x'], { type: 'image/png' }));
    show({ [PERMISSIONS.ViewContent]: true }, 'OLD');
    await waitFor(() => expect(screen.getByRole('img', { name: 'OLD rev800' })).toBeTruthy());
    expect(screen.queryAllByRole('button', { name: /^(Upload images to|Delete image) / })).toEqual([]);
    expect(document.querySelectorAll('input[type="file"]')).toHaveLength(0);
    cleanup();
    expect(revoked).toEqual(['blob:preview-1']);
  });

  it('refuses a wrongly named file before sending it, in the words of §5', async () => {
    const upload = vi.spyOn(apiClient.catalogue, 'uploadImage');
    show(EDITOR, 'NEW');
    choose('NEW', 'anv800', [file('label.png'), file('NEW_anv800.jpg', 'image/jpeg')]);
    const alert = await screen.findByRole('alert', { name: IMAGES_LABELS.errors('NEW') });
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Invalid image type "label". Must be one of these: anv800, rev800, art800, o4, o5',
      'Expected "png" extension for img anv800, got "jpg"',
    ]);
    expect(upload).not.toHaveBeenCalled();
  });

  it('sends o4/o5 files last, each to the slot its name ends in, and appends what a refused upload says', async () => {
    const sent: string[] = [];
    vi.spyOn(apiClient.catalogue, 'uploadImage').mockImplementation(
      async (_path, _reference, slot, _file, name) => {
        sent.push(`${slot}:${name}`);
        if (slot === 'o4')
          throw new ValidationError(400, {
            message: 'The file is not a jpg image',
            type: 'ValidationError',
            details: [{ path: 'file', message: 'The file is not a jpg image' }],
          });
        return { path: `@upload-image/NEW/${slot}`, filename: name, content_type: 'image/png', size: 3 };
      },
    );
    show(EDITOR, 'NEW');
    choose('NEW', 'o5', [file('NEW_o4.jpg', 'image/jpeg'), file('NEW_anv800.png'), file('NEW_rev800.png')]);
    const alert = await screen.findByRole('alert', { name: IMAGES_LABELS.errors('NEW') });
    expect(sent).toEqual(['anv800:NEW_anv800.png', 'rev800:NEW_rev800.png', 'o4:NEW_o4.jpg']);
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Error 400 uploading image o4', 'The file is not a jpg image']);
  });
});
