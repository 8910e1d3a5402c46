import { describe, expect, it, vi } from 'vitest';
import { createCatalogueApi } from './catalogue-api';
import { createContentApi } from './content-api';
import { createClient } from './create-client';
import { createErpApi } from './erp-api';
import { FUNCTION_NAMES, lazyApi } from './lazy-api';
import { createRegionApi } from './region-api';
import { createSiteGroup } from './site-group';

const group = () => ({
  offers: {
    list: async (page: number) => [`offer ${page}`],
    async self(this: { list: (page: number) => Promise<string[]> }) {
      return this.list(2);
    },
  },
  version: async () => '1',
});

describe('lazyApi', () => {
  it('loads the group on the first call only, and answers as the group does', async () => {
    const load = vi.fn(async () => group());
    const api = lazyApi(load);
    expect(load).not.toHaveBeenCalled();
    expect(await api.offers.list(1)).toEqual(['offer 1']);
    expect(await api.version()).toBe('1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('calls a member on its own group, so methods that use this work', async () => {
    expect(await lazyApi(async () => group()).offers.self()).toEqual(['offer 2']);
  });

  it('loads again after a failed load, and the call fails with the load error', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(group());
    const api = lazyApi<ReturnType<typeof group>>(load);
    await expect(api.version()).rejects.toThrow('chunk failed');
    expect(await api.version()).toBe('1');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is not a promise: awaiting the group gives the group', async () => {
    const api = lazyApi(async () => group());
    expect(await api).toBe(api);
  });

  it('gives the same member on each access, and lets a test replace one with vi.spyOn', async () => {
    const api = lazyApi(async () => group());
    expect(api.offers).toBe(api.offers);
    expect(api.offers.list).toBe(api.offers.list);
    const spy = vi.spyOn(api.offers, 'list').mockResolvedValue(['spied']);
    expect(await api.offers.list(1)).toEqual(['spied']);
    spy.mockRestore();
    expect(await api.offers.list(1)).toEqual(['offer 1']);
  });

  it('says which name is not a call when the group lacks it', async () => {
    const api = lazyApi(async () => group()) as unknown as { offers: { nope: () => Promise<void> } };
    await expect(api.offers.nope()).rejects.toThrow('offers.nope is not a call of this group');
  });
});

/** Every member name of a group, nested ones as 'a.b'. */
const memberNames = (group: object, prefix = ''): string[] =>
  Object.entries(group).flatMap(([name, value]) =>
    typeof value === 'function'
      ? [prefix + name]
      : [prefix + name, ...memberNames(value, `${prefix}${name}.`)],
  );

describe("the client's lazy groups", () => {
  it('name no member as a function property or with a leading _, which a lazy group reads as no member', () => {
    const client = createClient({ baseUrl: 'http://localhost' });
    const { raw } = client;
    const names = [
      createErpApi(raw),
      createCatalogueApi(raw),
      createContentApi(raw, 'http://localhost'),
      createRegionApi(raw),
      createSiteGroup(raw, client),
    ].flatMap((group) => memberNames(group));
    expect(names.length).toBeGreaterThan(50);
    const clash = names.filter((name) => {
      const last = name.split('.').pop() ?? '';
      return FUNCTION_NAMES.has(last) || last.startsWith('_') || ['then', 'catch', 'finally'].includes(last);
    });
    expect(clash).toEqual([]);
  });

  it('give a spied member its name, so a failed assertion can print it', () => {
    const api = lazyApi(async () => group());
    expect(api.offers.list.name).toBe('list');
    expect(typeof String(api.offers.list)).toBe('string');
  });
});
