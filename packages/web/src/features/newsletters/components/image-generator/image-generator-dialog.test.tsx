import type { ProductDetail, ProductSearchResponse } from '@cellar/sdk';
import { IMAGE_GENERATOR_STORAGE_KEY, siteMessages } from '@cellar/validation/site';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubComboboxLayout } from '@/components/form/stub-combobox-layout';
import { apiClient } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { ImageGeneratorDialog } from './image-generator-dialog';

// jsdom draws nothing: the canvas gets a context that records its calls, and gives a PNG blob when asked.
const drawn: unknown[][] = [];
function fakeContext() {
  const context: Record<string, unknown> = {};
  for (const name of ['clearRect', 'fillRect', 'beginPath', 'moveTo', 'lineTo', 'closePath', 'arc', 'fill'])
    context[name] = (...args: unknown[]) => drawn.push([name, ...args]);
  for (const name of ['stroke', 'drawImage', 'fillText'])
    context[name] = (...args: unknown[]) => drawn.push([name, ...args]);
  return context;
}

const REFERENCE = {
  referencia: 'HE10028',
  nombre: 'Herrán de Ábalos Joven',
  group: 'herran-de-abalos-joven',
  path: '/bodegas/herran-de-abalos/herran-de-abalos-joven',
  anyada: 2019,
  capacidad: '75',
  estados: ['selling' as const],
  image: '@upload-image/HE10028/anv800',
};
const PRODUCT: ProductDetail = {
  '@id': 'http://localhost/db/guillotina/bodegas/herran-de-abalos/herran-de-abalos-joven',
  '@name': REFERENCE.group,
  '@type': 'Producto',
  '@uid': 'u1',
  path: REFERENCE.path,
  group: REFERENCE.group,
  nombre: REFERENCE.nombre,
  tipo: '/vi/tinto',
  modification_date: '2026-11-01T10:00:00+01:00',
  references: [REFERENCE],
  images: [{ referencia: 'HE10028', slot: 'anv800', url: 'http://localhost/x' }],
  bodega: { id: 'herran-de-abalos', nombre: 'Herrán de Ábalos' },
};

beforeEach(() => {
  localStorage.clear();
  drawn.length = 0;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => fakeContext() as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) =>
    callback(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' })),
  );
  vi.stubGlobal('createImageBitmap', async () => ({ width: 800, height: 800, close: () => undefined }));
  stubComboboxLayout();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderDialog(upload = vi.fn(async (file: File) => ({ path: `@images/${file.name}` }))) {
  const onUploaded = vi.fn();
  const onOpenChange = vi.fn();
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <ImageGeneratorDialog open onOpenChange={onOpenChange} upload={upload} onUploaded={onUploaded} />
    </QueryClientProvider>,
  );
  return { upload, onUploaded, onOpenChange, view };
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

async function pickProduct() {
  vi.spyOn(apiClient.catalogue, 'searchProducts').mockResolvedValue({
    items: [{ ...PRODUCT, references: [REFERENCE] }],
    items_total: 1,
    cursor: null,
  } as ProductSearchResponse);
  const product = vi.spyOn(apiClient.catalogue, 'product').mockResolvedValue(PRODUCT);
  vi.spyOn(apiClient.catalogue, 'image').mockResolvedValue(new Blob([], { type: 'image/png' }));
  fireEvent.change(screen.getByPlaceholderText('Reference, or part of the name to search'), {
    target: { value: 'HE100' },
  });
  fireEvent.click(await screen.findByRole('option', { name: /HE10028/ }));
  await screen.findByText('HE10028 · Herrán de Ábalos Joven · Herrán de Ábalos');
  expect(product).toHaveBeenCalledWith('HE10028', { lang: 'es', bodegaExtras: true });
  // The product image is drawn once decoded.
  await waitFor(() => expect(drawn.some((call) => call[0] === 'drawImage')).toBe(true));
}

describe('ImageGeneratorDialog', () => {
  it('says No product selected on Upload without a product, and uploads nothing', async () => {
    const { upload } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText(siteMessages.imageGenerator.noProduct);
    expect(upload).not.toHaveBeenCalled();
  });

  it('draws the §9 defaults, applies a preset, remembers the settings for the next opening, and resets', async () => {
    const first = renderDialog();
    expect(value('Ball colour')).toBe('#fbe89d');
    expect(drawn).toContainEqual(['fillRect', 0, 0, 400, 352]);
    fireEvent.click(screen.getByRole('button', { name: 'Parker' }));
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: '95' } });
    fireEvent.change(screen.getByLabelText('Corner'), { target: { value: 'bottom-left' } });
    await waitFor(() => expect(value('Ball colour')).toBe('#7b1e3a'));
    expect(screen.getByRole('button', { name: 'Parker' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(IMAGE_GENERATOR_STORAGE_KEY) ?? '{}')).toMatchObject({
        ballColor: '#7b1e3a',
        textColor: '#ffffff',
        ballText: '95',
        corner: 'bottom-left',
      }),
    );
    first.view.unmount();

    renderDialog();
    expect(value('Ball colour')).toBe('#7b1e3a');
    expect(value('Text')).toBe('95');
    expect(value('Corner')).toBe('bottom-left');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(value('Ball colour')).toBe('#fbe89d'));
    expect(value('Text')).toBe('10%');
    expect(value('Corner')).toBe('top-right');
    expect(value('Zoom (1)')).toBe('1');
    expect(value('Position (10)')).toBe('10');
  });

  it('uploads the canvas as a timestamped PNG, then reports the path and closes', async () => {
    const { upload, onUploaded, onOpenChange } = renderDialog();
    await pickProduct();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload' })));
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    const file = upload.mock.calls[0]?.[0];
    expect(file?.type).toBe('image/png');
    expect(file?.name).toMatch(/^newsletter-image-\d{8}-\d{6}-\d{3}\.png$/);
    expect(onUploaded).toHaveBeenCalledWith(`@images/${file?.name}`);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('says Error uploading the image when the upload fails, and stays open', async () => {
    const { onUploaded, onOpenChange } = renderDialog(vi.fn(async () => Promise.reject(new Error('500'))));
    await pickProduct();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText(siteMessages.imageGenerator.uploadError);
    expect(onUploaded).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
