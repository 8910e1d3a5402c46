import type { EurotaxGrouping, EurotaxInvoice } from '@cellar/sdk';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { EurotaxImportForm } from './eurotax-import-form';

const grouping: EurotaxGrouping = {
  fecha_desde: '2026-10-01',
  fecha_hasta: '2026-10-31',
  data_filtered: [
    { id_pais: 'de', numero_pedidos: 2, total_pedidos: 200, coste_calculado: 31.93 },
    { id_pais: 'fr', numero_pedidos: 1, total_pedidos: 60, coste_calculado: 10 },
  ],
  total_amount: 41.93,
};
const stored = { id_factura_eurotax: 'ET-1' } as EurotaxInvoice;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderForm(onImported = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <EurotaxImportForm grouping={grouping} onImported={onImported} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  return { type, onImported };
}

describe('EurotaxImportForm', () => {
  it('asks an amount for each country of the range and sends nothing without one', async () => {
    const send = vi.spyOn(apiClient.invoices, 'importEurotaxInvoice').mockResolvedValue(stored);
    const { type } = renderForm();
    type('Invoice number', 'ET-1');
    type('Invoice date', '2026-10-31');
    type('Amount de', '30');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByText('Please input the amount for fr');
    expect(screen.queryByText('Please input the amount for de')).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the amounts as numbers with the grouped range', async () => {
    const send = vi.spyOn(apiClient.invoices, 'importEurotaxInvoice').mockResolvedValue(stored);
    const { type, onImported } = renderForm();
    type('Invoice number', 'ET-1');
    type('Invoice date', '2026-10-31');
    type('Amount de', '30.5');
    type('Amount fr', '9');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledWith(stored));
    expect(send).toHaveBeenCalledWith({
      invoice_number: 'ET-1',
      invoice_date: '2026-10-31',
      amount_countries: { de: 30.5, fr: 9 },
      fecha_desde: '2026-10-01',
      fecha_hasta: '2026-10-31',
    });
  });
});
