import type { Resource } from '@cellar/sdk';
import { OPTION_STATE_COLOURS } from '@cellar/validation/catalogue';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OptionsPanel } from './options-panel';

const product = (opciones: Record<string, unknown>): Resource =>
  ({
    '@id': 'http://localhost/db/guillotina/packs/p',
    '@type': 'Producto',
    '@name': 'p',
    '@uid': 'u',
    is_folderish: false,
    creation_date: '2026-01-01T00:00:00+01:00',
    modification_date: '2026-01-01T00:00:00+01:00',
    opciones,
  }) as Resource;

const opciones = {
  'OLD-cellar': {
    referencia: 'OLD',
    tienda: 'cellar',
    country: 'es',
    anyada: 2018,
    estado: 'selling',
    precio_sin_impuestos: 10,
    precio: 12.1,
    proveedor: 'Bodega Vieja',
    oferta: { precio_oferta: 8 },
  },
  'NEW-uk': {
    referencia: 'NEW',
    tienda: 'uk',
    country: 'uk',
    anyada: 2021,
    capacidad: 'ma',
    estado: 'invalid',
    precio_sin_impuestos: 20,
    impuestos: 0.2,
    oferta: { uni_compra: 2, uni_promo: 1 },
    stock: 9999,
  },
  'NEW-cellar': {
    referencia: 'NEW',
    tienda: 'cellar',
    country: 'es',
    anyada: 2021,
    capacidad: 'ma',
    estado: 'descatalogued',
    precio_sin_impuestos: 18,
    ultimas_unidades: true,
    stock: 4,
  },
};

afterEach(cleanup);

describe('OptionsPanel', () => {
  it('shows one panel per reference, newest vintage first, only the first open', () => {
    render(<OptionsPanel object={product(opciones)} />);
    const triggers = screen.getAllByRole('button');
    expect(triggers.map((trigger) => trigger.textContent)).toEqual([
      'NEW · 2021 · Magnum',
      'OLD · 2018 · 0.75 L',
    ]);
    expect(triggers.map((trigger) => trigger.getAttribute('aria-expanded'))).toEqual(['true', 'false']);
    expect(screen.getAllByRole('table').map((table) => table.getAttribute('aria-label'))).toEqual([
      'Options of NEW · 2021 · Magnum',
    ]);
  });

  it('writes each column of an option, the state as a tag in its colour', () => {
    render(<OptionsPanel object={product(opciones)} />);
    const table = screen.getByRole('table', { name: 'Options of NEW · 2021 · Magnum' });
    const [header, first, second] = within(table).getAllByRole('row');
    expect(
      within(header as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Country', 'State', 'Price', 'Offer', 'P.IVA', 'Prov', 'Last units']);
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(first)).toEqual(['Spain', 'descatalogued', '18,00\u00a0€', '', '', '', '4']);
    expect(cells(second)).toEqual([
      'United Kingdom',
      'invalid',
      '£20.00',
      '2 + 1',
      '£24.00',
      '',
      'Unlimited',
    ]);
    const link = within(table).getByRole('link', { name: 'United Kingdom' });
    expect(link.getAttribute('href')).toBe('/administracion/productos/NEW?tienda=uk');
    expect(within(table).getByText('invalid').dataset.colour).toBe(OPTION_STATE_COLOURS.invalid);
  });

  it('opens a closed panel on its title', async () => {
    render(<OptionsPanel object={product(opciones)} />);
    await act(async () => screen.getByRole('button', { name: 'OLD · 2018 · 0.75 L' }).click());
    const table = screen.getByRole('table', { name: 'Options of OLD · 2018 · 0.75 L' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Spain',
      'selling',
      '10,00\u00a0€',
      '8,00\u00a0€',
      '12,10\u00a0€',
      'Bodega Vieja',
      'No',
    ]);
  });

  it('says so when the product has no options', () => {
    render(<OptionsPanel object={product({})} />);
    expect(screen.getByText('This product has no options.')).toBeTruthy();
  });
});
