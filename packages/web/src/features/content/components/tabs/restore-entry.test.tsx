import type { LogEntry, Resource, TypeSchema } from '@cellar/sdk';
import { restoreMessages } from '@cellar/validation/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentQueries } from '@/features/content/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { preloadQuery } from '@/lib/preload-query';
import { RestoreEntry } from './restore-entry';

const PATH = '/bodegas/alion/';
const winery = (web: string, modificationDate: string) =>
  ({ '@type': 'Bodega', '@uid': 'u1', web, modification_date: modificationDate }) as unknown as Resource;
const schema = { title: 'Bodega', type: 'object', properties: { web: { type: 'string' } } } as TypeSchema;
const entry: LogEntry = {
  id: 7,
  uid: 'u1',
  date: '2026-11-28T10:00:00Z',
  user: 'editor@example.com',
  action: 'modify',
  payload: { before: { web: 'https://before.example/' }, after: { web: 'https://mine.example/' } },
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RestoreEntry', () => {
  it("sends the modification date of the object as the server holds it now, not a page load's preloaded answer", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const get = vi
      .spyOn(apiClient.content, 'get')
      .mockResolvedValueOnce(winery('https://mine.example/', 'd1'));
    // The page load preloaded the object; a colleague saves just after.
    await preloadQuery(queryClient, contentQueries.object(PATH));
    get.mockResolvedValue(winery('https://mine.example/', 'd2'));
    vi.spyOn(apiClient.content, 'type').mockResolvedValue(schema);
    const patch = vi.spyOn(apiClient.content, 'patch').mockResolvedValue(undefined);

    render(
      <QueryClientProvider client={queryClient}>
        <RestoreEntry entry={entry} path={PATH} confirm={async () => true} refreshLog={async () => [entry]} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: restoreMessages.action }));

    await waitFor(() => expect(patch).toHaveBeenCalled());
    expect(patch).toHaveBeenCalledWith(
      PATH,
      { web: 'https://before.example/' },
      { lastModDate: 'd2', restoreOf: 7 },
    );
  });
});
