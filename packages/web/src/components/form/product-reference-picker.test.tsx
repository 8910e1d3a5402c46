import type { ProductReference, ProductSearchRequest, ProductSearchResponse } from '@cellar/sdk';
import { productPickerMessages } from '@cellar/validation/catalogue';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { ProductReferencePicker } from './product-reference-picker';
import { stubComboboxLayout } from './stub-combobox-layout';

const reference = (referencia: string, nombre: string, group: string, image: string | null = null) =>
  ({
    referencia,
    nombre,
    group,
    path: `/bodegas/b/${group}`,
    anyada: 2019,
    capacidad: '75',
    estados: ['selling'],
    image,
  }) satisfies ProductReference;

const JOVEN = reference('HE10028', 'Herrán de Ábalos Joven', 'herran-joven', '@images/HE10028/anv800');
const JOVEN_MAGNUM = reference('HE10029', 'Herrán de Ábalos Joven', 'herran-joven');
const RESERVA = reference('HE10042', 'Herrán de Ábalos Reserva', 'herran-reserva');
const CATALOGUE = [RESERVA, JOVEN, JOVEN_MAGNUM];

const page = (references: ProductReference[]): ProductSearchResponse =>
  ({
    items: references.map((row) => ({
      '@id': row.path,
      '@name': row.group,
      '@type': 'Producto',
      '@uid': row.group,
      path: row.path,
      group: row.group,
      nombre: row.nombre,
      tipo: '/vi/tinto',
      modification_date: '2026-01-01T00:00:00Z',
      references: [row],
    })),
    items_total: references.length,
    cursor: null,
  }) as ProductSearchResponse;

/** @search-product as the backend answers: by the start of a reference or a word of the name, or by group. */
function searchCatalogue(query: ProductSearchRequest = {}) {
  const groups = Array.isArray(query.groups) ? query.groups : query.groups ? [query.groups] : [];
  if (groups.length > 0) return Promise.resolve(page(CATALOGUE.filter((row) => groups.includes(row.group))));
  const text = (query.nombre ?? '').toLowerCase();
  return Promise.resolve(
    page(
      CATALOGUE.filter(
        (row) => row.referencia.toLowerCase().startsWith(text) || row.nombre.toLowerCase().includes(text),
      ),
    ),
  );
}

let search: ReturnType<typeof vi.fn>;
let lookup: ReturnType<typeof vi.fn>;
beforeEach(() => {
  stubComboboxLayout();
  search = vi.fn(searchCatalogue);
  vi.spyOn(apiClient.catalogue, 'searchProducts').mockImplementation(search);
  lookup = vi.fn(async (keys: readonly string[]) => ({
    products: [],
    rows: Object.fromEntries(
      keys.map((key) => [key, CATALOGUE.find((row) => row.referencia === key) ?? null]),
    ),
  }));
  vi.spyOn(apiClient.catalogue, 'productsByReference').mockImplementation(lookup);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const withQueries = (ui: React.ReactNode) =>
  render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);

const type = (text: string) =>
  act(async () =>
    fireEvent.change(screen.getByRole('combobox', { name: 'Products' }), { target: { value: text } }),
  );

const optionNames = async () => {
  await screen.findAllByRole('option', {}, { timeout: 3000 });
  return screen.getAllByRole('option').map((option) => option.textContent);
};

/** A multi-product field: the references as typed. */
function ListField({ initial = '' }: { initial?: string }) {
  const [text, setText] = useState(initial);
  return (
    <>
      <ProductReferencePicker label="Products" value={text} onChange={setText} />
      <output aria-label="Stored">{text}</output>
    </>
  );
}

/** A one-product field: the reference chosen. */
function Single({ onChange }: { onChange: (value: string, product?: ProductReference) => void }) {
  const [value, setValue] = useState('');
  return (
    <ProductReferencePicker
      label="Products"
      single
      value={value}
      onChange={(next, product) => {
        onChange(next, product);
        setValue(next);
      }}
    />
  );
}

describe('ProductReferencePicker', () => {
  it('shows name, vintage, format and the anv800 thumbnail, the reference typed first', async () => {
    const onPick = vi.fn();
    withQueries(<ProductReferencePicker label="Products" onPick={onPick} />);
    await type('HE10028');
    expect(await optionNames()).toEqual(['HE10028 Herrán de Ábalos Joven · 2019 · 0.75 L']);

    await type('Herrán');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3), { timeout: 3000 });
    const thumbnail = screen.getAllByRole('option')[1]?.querySelector('img');
    expect(thumbnail?.getAttribute('src')).toBe('/images/HE10028/anv800.png');
    expect(thumbnail?.getAttribute('alt')).toBe('');
  });

  it('finds the references of a product group, and picks with arrows and Enter', async () => {
    const onPick = vi.fn();
    withQueries(<ProductReferencePicker label="Products" onPick={onPick} />);
    await type('herran-joven');
    await waitFor(
      () =>
        expect(screen.getAllByRole('option').map((option) => option.textContent?.slice(0, 7))).toEqual([
          'HE10028',
          'HE10029',
        ]),
      { timeout: 3000 },
    );
    expect(search).toHaveBeenCalledWith({ groups: ['herran-joven'], size: 15 });
    const input = screen.getByRole('combobox', { name: 'Products' });
    await act(async () => fireEvent.keyDown(input, { key: 'ArrowDown' }));
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
    expect(onPick).toHaveBeenCalledWith(JOVEN_MAGNUM);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('flags a reference the catalogue does not have as soon as the search answers', async () => {
    withQueries(<ProductReferencePicker label="Products" onPick={vi.fn()} />);
    await type('XX99999');
    const flag = await screen.findByText(productPickerMessages.unknownReference('XX99999'));
    expect(flag.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('combobox', { name: 'Products' }).getAttribute('aria-invalid')).toBe('true');
    // The start of a reference is no unknown one.
    await type('HE100');
    await screen.findAllByRole('option', {}, { timeout: 3000 });
    expect(screen.queryByText(/There is no product/)).toBeNull();
  });

  it('edits a list as typed: a pick replaces the reference being typed, typed references stay', async () => {
    withQueries(<ListField initial="VI10903, " />);
    await type('VI10903, reserva');
    expect(await optionNames()).toEqual(['HE10042 Herrán de Ábalos Reserva · 2019 · 0.75 L']);
    await act(async () => fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' }));
    expect(screen.getByRole('status', { name: 'Stored' }).textContent).toBe('VI10903, HE10042, ');
  });

  it('takes a pasted list in one lookup: the known ones picked, the unknown ones flagged and left to fix', async () => {
    const onPickList = vi.fn();
    withQueries(<ProductReferencePicker label="Products" onPick={vi.fn()} onPickList={onPickList} />);
    const input = screen.getByRole('combobox', { name: 'Products' });
    await act(async () =>
      fireEvent.paste(input, { clipboardData: { getData: () => 'HE10028, XX1000\nHE10042; YY2000' } }),
    );
    await waitFor(() => expect(onPickList).toHaveBeenCalledWith([JOVEN, RESERVA]));
    expect(lookup).toHaveBeenCalledTimes(1);
    await screen.findByText(productPickerMessages.unknownReferences(['XX1000', 'YY2000']));
    expect((input as HTMLInputElement).value).toBe('XX1000, YY2000');
  });

  it('with single, chooses a reference typed whole once found, and forgets it when the text changes', async () => {
    const onChange = vi.fn();
    withQueries(<Single onChange={onChange} />);
    await type('he10042');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('HE10042', RESERVA));
    await type('he1004');
    expect(onChange).toHaveBeenLastCalledWith('', undefined);
  });
});
