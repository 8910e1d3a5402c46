import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoiceFileUpload } from './invoice-upload-api';

const fileOf = (body: ReturnType<typeof invoiceFileUpload>['body']) =>
  (body as unknown as FormData).get('file') as File;

describe('invoiceFileUpload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the file under `file`, named by the option, else its own name, else the fallback', () => {
    const blob = new Blob(['a;b\n']);
    expect(fileOf(invoiceFileUpload(blob, { filename: 'march.csv' }, 'invoice.csv').body).name).toBe(
      'march.csv',
    );
    expect(fileOf(invoiceFileUpload(new File(['x'], 'own.xlsx'), {}, 'invoice.xlsx').body).name).toBe(
      'own.xlsx',
    );
    const fallback = fileOf(invoiceFileUpload(blob, {}, 'commissions.csv').body);
    expect(fallback.name).toBe('commissions.csv');
    expect(fallback.size).toBe(blob.size);
  });

  it('hands the multipart body to fetch as it is', () => {
    const { body, bodySerializer } = invoiceFileUpload(new Blob(['x']), {}, 'invoice.csv');
    expect(bodySerializer(body)).toBe(body);
  });

  it('adds no progress option unless asked, a counting middleware in Node, XMLHttpRequest in a browser', () => {
    const blob = new Blob(['x']);
    const silent = invoiceFileUpload(blob, {}, 'invoice.csv');
    expect('fetch' in silent || 'middleware' in silent).toBe(false);
    const node = invoiceFileUpload(blob, { onProgress: () => {} }, 'invoice.csv');
    expect('middleware' in node && node.middleware).toHaveLength(1);
    vi.stubGlobal('XMLHttpRequest', class {});
    const browser = invoiceFileUpload(blob, { onProgress: () => {} }, 'invoice.csv');
    expect('fetch' in browser && typeof browser.fetch).toBe('function');
  });
});
