import { formatMoney } from '@cellar/validation';
import { commerceMessages } from '@cellar/validation/commerce';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubComboboxLayout } from '@/components/form/stub-combobox-layout';
import { apiClient } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { NewOrderPage } from './new-order-page';

const invoice = { id: 301, email: 'jose@example.com', nombre: 'José Ruiz' };
const CSV = [
  'destinatario;linea1;codigo_postal;ciudad;id_provincia;id_pais;telefono',
  'Marta;Calle Alcalá 100;28009;Madrid;28;es;611',
  'Jordi;;08001;Barcelona;08;es;612',
  'Carmen;Calle Larios 5;29005;Málaga;29;es;613',
].join('\n');

let batch: ReturnType<typeof vi.fn>;
beforeEach(() => {
  stubComboboxLayout();
  vi.spyOn(apiClient.erp.graphql, 'searchProducts').mockResolvedValue([
    {
      id_producto: 'HE10007',
      nombre: 'Herrán de Ábalos',
      precio: 32.67,
      disponibilidad: 5,
      visibilidad: true,
    },
  ]);
  batch = vi.fn().mockResolvedValue({
    status: 'PARTIAL',
    results: [
      { index: 0, status: 'OK', id_pedido: 1, cod_pedido: 'VAAAAAA1', message: null },
      { index: 1, status: 'KO', id_pedido: null, cod_pedido: null, message: 'Something went wrong' },
    ],
  });
  vi.spyOn(apiClient.orders, 'batchCreateOrders').mockImplementation(batch);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const show = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <NewOrderPage invoice={invoice} currency="EUR" />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('NewOrderPage', () => {
  it('refuses to create without products and addresses, with the spec messages', async () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findAllByText(commerceMessages.newOrder.noProducts)).not.toHaveLength(0);
    expect(screen.getAllByText(commerceMessages.newOrder.noAddresses)).not.toHaveLength(0);
    expect(batch).not.toHaveBeenCalled();
  });

  it('adds a line at the catalogue price after discount, reads the CSV and sends only its good rows', async () => {
    show();
    const lineForm = screen.getByRole('form', { name: 'Add product line' });
    fireEvent.change(within(lineForm).getByRole('combobox'), { target: { value: 'HE10007' } });
    await waitFor(
      () =>
        expect(within(lineForm).getByRole('spinbutton', { name: 'Price' })).toHaveProperty('value', '32.67'),
      {
        timeout: 3000,
      },
    );
    fireEvent.change(within(lineForm).getByRole('spinbutton', { name: 'Quantity' }), {
      target: { value: '3' },
    });
    fireEvent.change(within(lineForm).getByRole('spinbutton', { name: 'Discount (%)' }), {
      target: { value: '10' },
    });
    fireEvent.click(within(lineForm).getByRole('button', { name: 'Add product' }));
    const lines = await screen.findByRole('table', { name: 'Product lines' });
    await waitFor(() => expect(lines.textContent).toContain(formatMoney(29.4)));

    // jsdom's File has no text().
    const file = Object.assign(new File([CSV], 'addresses.csv', { type: 'text/csv' }), {
      text: async () => CSV,
    });
    fireEvent.change(screen.getByLabelText('Addresses CSV'), { target: { files: [file] } });
    const leftOut = await screen.findByRole('alert', { name: 'Rows left out' });
    expect(leftOut.textContent).toContain(commerceMessages.newOrder.badRow(3, ['Please input the linea1']));

    fireEvent.change(screen.getByRole('textbox', { name: 'Present message' }), {
      target: { value: 'Feliz' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(batch).toHaveBeenCalledTimes(1));
    const sent = batch.mock.calls[0]?.[0];
    expect(sent).toMatchObject({
      id: 301,
      order: { tipo_descuento: '', descuento: 0, gift_paper: false, present_message: 'Feliz' },
      products: [{ id_producto: 'HE10007', quantity: 3, price: 29.4 }],
    });
    expect(sent.addresses.map((row: { destinatario: string }) => row.destinatario)).toEqual([
      'Marta',
      'Carmen',
    ]);

    // Each address's result by its line: the order's code or the message; no 'Created!' when one failed.
    const results = await screen.findByRole('table', { name: 'Created orders' });
    expect(within(results).getByText('VAAAAAA1')).toBeTruthy();
    expect(within(results).getByText('Something went wrong')).toBeTruthy();
    expect(within(results).getByText('4')).toBeTruthy();
    expect(screen.queryByText(commerceMessages.success.created, { selector: 'p' })).toBeNull();
  });
});
