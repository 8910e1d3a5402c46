import { AddonRequiredError, HttpError, NotFoundError, ServerError } from '@cellar/sdk';
import { messages } from '@cellar/validation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from './api-client';
import { erpAddonQuery, forgetServerAddons, isAddonMissing, serverLacks, withAddon } from './server-addons';

afterEach(() => {
  vi.restoreAllMocks();
  forgetServerAddons();
});

const routeMissing = () =>
  new NotFoundError(404, { message: 'object and/or route not found', type: 'NotFound' });

describe('withAddon', () => {
  it('answers what the call answers while the server has the add-on', async () => {
    await expect(withAddon('audit', async () => 'logs')).resolves.toBe('logs');
    expect(serverLacks('audit')).toBe(false);
  });

  it('learns from a 404 that the add-on is missing, says which one, and asks no more', async () => {
    const call = vi.fn().mockRejectedValue(routeMissing());
    const error = await withAddon('audit', call).catch((e: unknown) => e);
    expect(isAddonMissing(error)).toBe(true);
    expect((error as Error).message).toBe(messages.serverAddons.needs(messages.serverAddons.names.audit));
    expect(serverLacks('audit')).toBe(true);
    await expect(withAddon('audit', call)).rejects.toMatchObject({ addon: 'audit' });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("falls back to Guillotina's own way after the search add-on's 501, and goes there directly afterwards", async () => {
    const search = vi
      .fn()
      .mockRejectedValue(
        new AddonRequiredError(
          'POST @search',
          'search add-on',
          new HttpError(501, { message: '', type: '' }),
        ),
      );
    const catalog = vi.fn().mockResolvedValue('catalog');
    await expect(withAddon('search', search, catalog)).resolves.toBe('catalog');
    await expect(withAddon('search', search, catalog)).resolves.toBe('catalog');
    expect(search).toHaveBeenCalledTimes(1);
    expect(catalog).toHaveBeenCalledTimes(2);
  });

  it('lets any other failure through, learning nothing', async () => {
    const down = new ServerError(503, { message: 'down', type: 'ServerError' });
    await expect(withAddon('erp', () => Promise.reject(down))).rejects.toBe(down);
    expect(serverLacks('erp')).toBe(false);
  });
});

describe('erpAddonQuery', () => {
  const probe = () => (erpAddonQuery.queryFn as () => Promise<boolean>)();

  it("asks the SDK's hasErp, never the ERP group (whose code and schemas a page then loads for nothing)", async () => {
    const hasErp = vi.spyOn(apiClient, 'hasErp').mockResolvedValue(true);
    const total = vi.spyOn(apiClient.erp.opinions, 'total');
    await expect(probe()).resolves.toBe(true);
    expect(hasErp).toHaveBeenCalledTimes(1);
    expect(total).not.toHaveBeenCalled();
  });

  it('says the server has no ERP only when it has no ERP route (404), and remembers it', async () => {
    vi.spyOn(apiClient, 'hasErp').mockResolvedValue(false);
    await expect(probe()).resolves.toBe(false);
    expect(serverLacks('erp')).toBe(true);
  });

  it("takes any other failure for an ERP that is there: the screens' own calls say the rest", async () => {
    vi.spyOn(apiClient, 'hasErp').mockRejectedValue(
      new ServerError(503, { message: 'down', type: 'ServerError' }),
    );
    await expect(probe()).resolves.toBe(true);
    expect(serverLacks('erp')).toBe(false);
  });
});
