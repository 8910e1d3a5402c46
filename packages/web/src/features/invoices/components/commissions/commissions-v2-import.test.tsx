import type {
  CommissionsCollectionConfirmed,
  CommissionsCollectionData,
  CommissionsCollectionUpload,
} from '@cellar/sdk';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { CommissionsV2Import } from './commissions-v2-import';

const upload: CommissionsCollectionUpload = {
  data: {
    id_upload: 'u1',
    kind: 'csv',
    columns: ['Pedido', 'Comision'],
    total_rows: 2,
    rows: [],
    errors: [],
    template: null,
  },
  comision_pedido: [],
  comision_extra: [],
};
const split: CommissionsCollectionData = {
  data: [
    { line: 2, cod_order: 'V1', cost: 1.5 },
    { line: 3, cod_order: 'Cuota mensual', cost: 25 },
  ],
  comision_pedido: [{ line: 2, id_pedido: 1, cod_pedido: 'V1', comision: 1.5 }],
  comision_extra: [{ line: 3, concepto: 'Cuota mensual', comision: 25 }],
  errors: [],
  template: { cod_order: 'Pedido', cost: 'Comision' },
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('CommissionsV2Import', () => {
  it('shows the fixed commission for pyco only and confirms the split with it as a number', async () => {
    vi.spyOn(apiClient.invoices, 'uploadCommissions').mockResolvedValue(upload);
    vi.spyOn(apiClient.invoices, 'commissionsData').mockResolvedValue(split);
    const confirm = vi
      .spyOn(apiClient.invoices, 'confirmCommissions')
      .mockResolvedValue({ message: 'Datos registrados correctamente!' } as CommissionsCollectionConfirmed);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <CommissionsV2Import />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('Company', 'strp');
    expect(screen.queryByLabelText('Fixed commission')).toBeNull();
    type('Company', 'pyco');
    fireEvent.change(screen.getByLabelText('Invoice file (csv or xlsx)'), {
      target: { files: [new File(['Pedido,Comision\n'], 'pyco.csv', { type: 'text/csv' })] },
    });
    await screen.findByLabelText('Order code column');
    type('Order code column', 'Pedido');
    type('Commission column', 'Comision');
    fireEvent.click(screen.getByRole('button', { name: 'Get data' }));
    await screen.findByText('Cuota mensual');
    type('Invoice code', 'PY-1');
    type('Invoice date', '2026-02-28');
    type('Fixed commission', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(confirm.mock.calls[0]?.[0]).toEqual({
      company: 'pyco',
      codigo_factura: 'PY-1',
      fecha_factura: '2026-02-28',
      comision_fija: 10,
      data: split.data,
    });
  });

  it('reads the lines with the gateway’s remembered columns at once, so Confirm needs no "Get data"', async () => {
    const remembered = { ...upload.data, template: split.template };
    vi.spyOn(apiClient.invoices, 'uploadCommissions').mockResolvedValue({
      data: remembered,
      comision_pedido: split.comision_pedido,
      comision_extra: split.comision_extra,
    });
    const read = vi.spyOn(apiClient.invoices, 'commissionsData').mockResolvedValue(split);
    const confirm = vi
      .spyOn(apiClient.invoices, 'confirmCommissions')
      .mockResolvedValue({ message: 'Datos registrados correctamente!' } as CommissionsCollectionConfirmed);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <CommissionsV2Import />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('Company', 'strp');
    fireEvent.change(screen.getByLabelText('Invoice file (csv or xlsx)'), {
      target: { files: [new File(['Pedido,Comision\n'], 'strp.csv', { type: 'text/csv' })] },
    });
    await waitFor(() =>
      expect(read).toHaveBeenCalledWith(
        expect.objectContaining({
          id_upload: 'u1',
          id_company: 'strp',
          cod_order: 'Pedido',
          cost: 'Comision',
        }),
      ),
    );
    type('Invoice code', 'ST-1');
    type('Invoice date', '2026-02-28');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(confirm.mock.calls[0]?.[0]).toMatchObject({ company: 'strp', data: split.data });
  });
});
