import type { Resource } from '@cellar/sdk';
import { PERMISSIONS } from '@cellar/validation';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { canidoQuery } from '@/lib/can';
import { emptyEditors, type Lazy, type ObjectTabProps } from '@/lib/editor-registry';
import { preloadObjectPage } from './preload-object-page';
import { contentQueries } from './query-keys';
import { contentSearchQueries } from './search-queries';

const WINE = '/bodegas/vega/unico/';
const wine = { '@type': 'Producto', '@name': 'unico', title: 'Único' } as unknown as Resource;

afterEach(() => {
  vi.restoreAllMocks();
});

function setUp() {
  const get = vi.spyOn(apiClient.content, 'get').mockResolvedValue(wine);
  const canido = vi
    .spyOn(apiClient.content, 'canido')
    .mockResolvedValue({ [PERMISSIONS.ViewContent]: true, [PERMISSIONS.ModifyContent]: true });
  const productTab = { preload: vi.fn(async () => ({})) } as unknown as Lazy<ObjectTabProps> & {
    preload: ReturnType<typeof vi.fn>;
  };
  const registry = { ...emptyEditors, tabs: { 'Producto/Product': productTab } };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { get, canido, productTab, registry, queryClient };
}

describe('preloadObjectPage', () => {
  it("fills the page's own queries, the object and its @canido, then loads the chunk of the tab it will show", async () => {
    const { get, canido, productTab, registry, queryClient } = setUp();
    preloadObjectPage({
      queryClient,
      url: new URL(`http://admin.test/?path=${WINE}`),
      editors: async () => registry,
    });
    await vi.waitFor(() => expect(productTab.preload).toHaveBeenCalledTimes(1));
    expect(get).toHaveBeenCalledTimes(1);
    expect(canido).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(contentQueries.object(WINE).queryKey)).toBe(wine);
    expect(queryClient.getQueryData(canidoQuery(WINE).queryKey)).toEqual({
      [PERMISSIONS.ViewContent]: true,
      [PERMISSIONS.ModifyContent]: true,
    });
  });

  it("loads the type's header with the tab, as the page shows them together", async () => {
    const { productTab, registry, queryClient } = setUp();
    const header = { preload: vi.fn(async () => ({})) };
    preloadObjectPage({
      queryClient,
      url: new URL(`http://admin.test/?path=${WINE}`),
      editors: async () => ({ ...registry, headers: { Producto: header as never } }),
    });
    await vi.waitFor(() => expect(header.preload).toHaveBeenCalledTimes(1));
    expect(productTab.preload).toHaveBeenCalledTimes(1);
  });

  it('loads no tab when the object cannot be read: the page reads it again and says why', async () => {
    const { get, productTab, registry, queryClient } = setUp();
    get.mockRejectedValue(new Error('offline'));
    const editors = vi.fn(async () => registry);
    preloadObjectPage({ queryClient, url: new URL(`http://admin.test/?path=${WINE}`), editors });
    await vi.waitFor(() => expect(editors).toHaveBeenCalled());
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(contentQueries.object(WINE).queryKey)?.status).toBe('error'),
    );
    expect(productTab.preload).not.toHaveBeenCalled();
  });

  it("fills the Items tab's listing page the URL names, as the tab reads it", async () => {
    const { get, registry, queryClient } = setUp();
    const folder = {
      '@type': 'Folder',
      '@name': 'promos',
      '@id': 'http://admin.test/db/guillotina/promos',
      is_folderish: true,
    } as unknown as Resource;
    get.mockResolvedValue(folder);
    const listing = { items: [], items_total: 0 };
    const search = vi.spyOn(apiClient.content, 'search').mockResolvedValue(listing as never);
    const addable = vi.spyOn(apiClient.content, 'addableTypes').mockResolvedValue(['Promo'] as never);
    preloadObjectPage({
      queryClient,
      url: new URL('http://admin.test/?path=/promos/&q=rebajas&page=2'),
      editors: async () => registry,
    });
    const query = contentSearchQueries.folder({ folderPath: '/promos/', q: 'rebajas', page: 2 });
    await vi.waitFor(() => expect(queryClient.getQueryData(query.queryKey)).toBe(listing));
    expect(search).toHaveBeenCalledTimes(1);
    // The Add menu's types come with the rows (the user may modify the folder).
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(contentQueries.addableTypes('/promos/').queryKey)).toEqual(['Promo']),
    );
    expect(addable).toHaveBeenCalledTimes(1);
  });
});
