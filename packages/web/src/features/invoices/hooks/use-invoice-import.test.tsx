import { HttpError, type UploadProgress } from '@cellar/sdk';
import { PAYMENT_GATEWAYS, SHIPPING_COMPANIES } from '@cellar/validation/commerce';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { createQueryClient } from '@/lib/query-client';
import { type InvoiceImportOptions, type InvoiceUploadRequest, useInvoiceImport } from './use-invoice-import';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);

type Settle = Parameters<InvoiceImportOptions['upload']>[1];

function setUp(options: Partial<InvoiceImportOptions> = {}) {
  const sent: { request: InvoiceUploadRequest; settle: Settle }[] = [];
  const forget = vi.fn();
  const view = renderHook(
    (props: Partial<InvoiceImportOptions>) =>
      useInvoiceImport({
        kind: 'shipping',
        lines: [],
        upload: (request, settle) => sent.push({ request, settle }),
        uploading: false,
        forget,
        ...props,
      }),
    { wrapper, initialProps: options },
  );
  return { ...view, sent, forget };
}

const file = new File(['Pedido,Coste\n'], 'seu.csv', { type: 'text/csv' });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useInvoiceImport', () => {
  it('asks for the company first and waits while the upload runs', () => {
    const { result, rerender } = setUp();
    expect(result.current.fileInput).toMatchObject({ disabled: true, errors: ['Choose the company first'] });
    act(() => result.current.form.setValue('id_company', SHIPPING_COMPANIES[0] ?? ''));
    expect(result.current.company).toBe(SHIPPING_COMPANIES[0]);
    expect(result.current.fileInput).toMatchObject({ disabled: false, errors: [] });
    rerender({ uploading: true });
    expect(result.current.fileInput.disabled).toBe(true);
  });

  it('sends a file with the company and its progress, and puts a refusal of the file under the input', () => {
    const { result, sent, forget } = setUp();
    act(() => result.current.form.setValue('id_company', 'seu'));
    act(() => result.current.fileInput.onFile(file, 'csv'));
    expect(forget).toHaveBeenCalledTimes(1);
    expect(result.current.fileInput.progress).toEqual({ loaded: 0, total: file.size });
    const [{ request, settle }] = sent as [(typeof sent)[number]];
    expect(request).toMatchObject({ file, kind: 'csv', company: 'seu' });
    const halfway: UploadProgress = { loaded: 6, total: 13 };
    act(() => request.onProgress(halfway));
    expect(result.current.fileInput.progress).toEqual(halfway);
    act(() => {
      settle.onError(new HttpError(400, { message: 'The file has no rows', type: 'ValidationError' }));
      settle.onSettled();
    });
    expect(result.current.fileInput).toMatchObject({ progress: null, errors: ['The file has no rows'] });
  });

  it('shows any other failure of the upload in the processing-error toast', () => {
    const shown = vi.spyOn(toast, 'error').mockImplementation(() => '');
    const { result, sent } = setUp();
    act(() => result.current.form.setValue('id_company', 'seu'));
    act(() => result.current.fileInput.onFile(file, 'csv'));
    act(() => sent[0]?.settle.onError(new HttpError(500, { message: 'boom', type: 'InternalError' })));
    expect(shown).toHaveBeenCalledWith(expect.stringContaining('500'), expect.any(Number));
    expect(result.current.fileInput.errors).toEqual([]);
  });

  it('forgets a refused file: its message under the input, the input emptied', () => {
    const { result, forget } = setUp();
    act(() => result.current.form.setValue('id_company', 'seu'));
    act(() => result.current.fileInput.onRefused('Please input a csv or xlsx file'));
    expect(forget).toHaveBeenCalledTimes(1);
    expect(result.current.fileInput).toMatchObject({
      inputKey: 1,
      errors: ['Please input a csv or xlsx file'],
    });
  });

  it('checks the fields with the lines read, for the companies of its kind', async () => {
    const lines = [{ line: 2, cod_order: 'V1', cost: 1.5 }];
    const { result } = setUp({ kind: 'commissions', lines });
    const send = vi.fn().mockResolvedValue(undefined);
    act(() => {
      result.current.form.setValue('id_company', SHIPPING_COMPANIES[0] ?? '');
      result.current.form.setValue('codigo_factura', 'F-1');
      result.current.form.setValue('fecha_factura', '2026-02-28');
    });
    await act(() => result.current.handleSubmit(send)());
    expect(send).not.toHaveBeenCalled();
    const gateway = PAYMENT_GATEWAYS.find((company) => company !== 'pyco') ?? '';
    act(() => result.current.form.setValue('id_company', gateway));
    await act(() => result.current.handleSubmit(send)());
    expect(send.mock.calls[0]?.[0]).toEqual({
      id_company: gateway,
      codigo_factura: 'F-1',
      fecha_factura: '2026-02-28',
      comision_fija: 0,
      data: [{ cod_order: 'V1', cost: 1.5 }],
    });
  });
});
