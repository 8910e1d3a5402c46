import type { Resource } from '@cellar/sdk';
import { PERMISSIONS } from '@cellar/validation';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentQueries } from '@/features/content/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { canidoQuery } from '@/lib/can';
import { EditorRegistryProvider, emptyEditors } from '@/lib/editor-registry';
import {
  drawnBeforeTheNextTask,
  inRoot,
  partsShown,
  renderWithoutAct,
  slowParts,
} from '@/lib/time-slicing.test-support';
import { Component as ContentPage } from './content-page';

const FOLDER = '/promos/';
const folder = {
  '@type': 'Folder',
  '@name': 'promos',
  '@id': 'http://admin.test/db/guillotina/promos',
  title: 'Promos',
  is_folderish: true,
} as unknown as Resource;
const permissions = { [PERMISSIONS.ViewContent]: true };

/** A folder's Items tab that takes 60 ms to draw. */
function SlowItems() {
  return <>{slowParts}</>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

renderWithoutAct();

describe('the object page', () => {
  it('draws the object, already read as the page mounts, in slices that let other tasks run between them', async () => {
    vi.spyOn(apiClient.content, 'get').mockResolvedValue(folder);
    vi.spyOn(apiClient.content, 'canido').mockResolvedValue(permissions);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    // What the page's preload read before React drew anything.
    queryClient.setQueryData(contentQueries.object(FOLDER).queryKey, folder);
    queryClient.setQueryData(canidoQuery(FOLDER).queryKey, permissions);
    const router = createMemoryRouter([{ path: '/', element: <ContentPage /> }], {
      initialEntries: [`/?path=${FOLDER}`],
    });
    const page = (
      <QueryClientProvider client={queryClient}>
        <EditorRegistryProvider editors={{ ...emptyEditors, tabs: { 'Folder/Items': SlowItems } }}>
          <RouterProvider router={router} />
        </EditorRegistryProvider>
      </QueryClientProvider>
    );
    await inRoot(async (root, container) => {
      const drawn = await drawnBeforeTheNextTask(
        () => root.render(page),
        () => partsShown(container),
      );
      // Drawn with the page's mount, in one go, the tab would be on the page before that task could run.
      expect(drawn).toBe(false);
    });
  });
});
