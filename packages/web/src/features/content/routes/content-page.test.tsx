import type { Resource } from '@cellar/sdk';
import { PERMISSIONS } from '@cellar/validation';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentQueries } from '@/features/content/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { canidoQuery } from '@/lib/can';
import { type EditorRegistry, EditorRegistryProvider, emptyEditors } from '@/lib/editor-registry';
import {
  drawnBeforeTheNextTask,
  inRoot,
  partsShown,
  renderWithoutAct,
  slowParts,
  until,
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

const WINE = '/bodegas/vega/unico/';
const wine = {
  '@type': 'Producto',
  '@name': 'unico',
  title: 'Único',
  modification_date: 'then',
} as unknown as Resource;
const editing = { [PERMISSIONS.ViewContent]: true, [PERMISSIONS.ModifyContent]: true };
let productTabRenders = 0;

/** The wine's Product tab, counting its renders. */
function CountedProductTab({ readOnly }: { readOnly: boolean }) {
  productTabRenders += 1;
  return <p>{readOnly ? 'read-only' : 'editable'}</p>;
}

/** The object page of `path`, its object and @canido already read, and the type editors given. */
function objectPage(
  path: string,
  object: Resource,
  answers: Record<string, boolean>,
  tabs: EditorRegistry['tabs'],
) {
  vi.spyOn(apiClient.content, 'get').mockResolvedValue(object);
  vi.spyOn(apiClient.content, 'canido').mockResolvedValue(answers);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  // What the page's preload read before React drew anything.
  queryClient.setQueryData(contentQueries.object(path).queryKey, object);
  queryClient.setQueryData(canidoQuery(path).queryKey, answers);
  const router = createMemoryRouter([{ path: '/', element: <ContentPage /> }], {
    initialEntries: [`/?path=${path}`],
  });
  return (
    <QueryClientProvider client={queryClient}>
      <EditorRegistryProvider editors={{ ...emptyEditors, tabs }}>
        <RouterProvider router={router} />
      </EditorRegistryProvider>
    </QueryClientProvider>
  );
}

describe('the object page', () => {
  it('draws the object, already read as the page mounts, in slices that let other tasks run between them', async () => {
    const page = objectPage(FOLDER, folder, permissions, { 'Folder/Items': SlowItems });
    await inRoot(async (root, container) => {
      const drawn = await drawnBeforeTheNextTask(
        () => root.render(page),
        () => partsShown(container),
      );
      // Drawn with the page's mount, in one go, the tab would be on the page before that task could run.
      expect(drawn).toBe(false);
    });
  });

  it('does not draw the tab again as its editing lock is taken (pending -> held)', async () => {
    let granted = (): void => undefined;
    const lock = vi.spyOn(apiClient.content, 'lock').mockImplementation(
      () =>
        new Promise((resolve) => {
          granted = () => resolve({ modification_date: 'then' } as never);
        }),
    );
    productTabRenders = 0;
    const page = objectPage(WINE, wine, editing, { 'Producto/Product': CountedProductTab });
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      root.render(page);
      await until(
        () =>
          container.querySelector('[data-lock="pending"]')?.textContent === 'editable' &&
          lock.mock.calls.length > 0,
      );
      const rendersBefore = productTabRenders;
      granted();
      await until(() => container.querySelector('[data-lock="held"]') !== null);
      expect(productTabRenders).toBe(rendersBefore);
    } finally {
      root.unmount();
      container.remove();
    }
  });
});
