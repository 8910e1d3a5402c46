import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  day,
  defineUrlState,
  name,
  numberOf,
  oneOf,
  page,
  recordId,
  text,
  type UrlStateHandle,
  useUrlState,
} from './url-state';

const offers = defineUrlState({
  q: text(),
  date: day(),
  tipo: oneOf(['o', 'p', 'e'] as const),
  page: page(),
});

describe('defineUrlState', () => {
  it('reads each parameter with its type, anything malformed as the default', () => {
    expect(offers.read(new URLSearchParams('q=rioja&date=2026-02-30x&tipo=z&page=-2'))).toEqual({
      q: 'rioja',
      date: '',
      tipo: '',
      page: 0,
    });
    expect(offers.read(new URLSearchParams('date=2026-02-03&tipo=p&page=3'))).toMatchObject({
      date: '2026-02-03',
      tipo: 'p',
      page: 3,
    });
  });

  it('goes back to the first page when a filter changes, and keeps the page otherwise', () => {
    const current = new URLSearchParams('q=rioja&page=3');
    expect(offers.search(current, { tipo: 'o' })).toBe('?q=rioja&tipo=o');
    expect(offers.search(current, { q: 'rioja ' })).toBe('?q=rioja&page=3');
    expect(offers.search(current, { page: 4 })).toBe('?q=rioja&page=4');
    expect(offers.search(current, { tipo: 'o', page: 2 })).toBe('?q=rioja&page=2&tipo=o');
  });

  it('leaves defaults out and keeps the parameters it does not define, slashes readable', () => {
    const listing = defineUrlState({ q: text(), page: page(), path: name() });
    const current = new URLSearchParams('path=/bodegas/&tab=Items&page=2');
    expect(listing.search(current, { q: 'vega' })).toBe('?path=/bodegas/&tab=Items&q=vega');
    expect(listing.search(current, { page: 0 })).toBe('?path=/bodegas/&tab=Items');
    expect(listing.search(new URLSearchParams(), {})).toBe('?');
  });

  it('writes 1-based pages for screens that number them so, reading them 0-based', () => {
    const matches = defineUrlState({ page: page({ first: 1 }), size: numberOf([10, 20, 50] as const, 10) });
    expect(matches.read(new URLSearchParams('page=3&size=20'))).toEqual({ page: 2, size: 20 });
    expect(matches.read(new URLSearchParams('page=0&size=7'))).toEqual({ page: 0, size: 10 });
    expect(matches.search(new URLSearchParams('page=3'), { size: 50 })).toBe('?size=50');
    expect(matches.search(new URLSearchParams(), { page: 1 })).toBe('?page=2');
  });

  it('reads a list with a fallback as that value when the URL names none, and leaves it out', () => {
    const tabs = defineUrlState({ tab: oneOf(['pend', 'npub', 'publ'] as const, 'pend'), page: page() });
    expect(tabs.read(new URLSearchParams('tab=zzz')).tab).toBe('pend');
    expect(tabs.read(new URLSearchParams('tab=publ')).tab).toBe('publ');
    expect(tabs.search(new URLSearchParams('tab=publ&page=2'), { tab: 'pend' })).toBe('?');
    expect(tabs.search(new URLSearchParams('page=2'), { tab: 'npub' })).toBe('?tab=npub');
  });

  it('reads a record id as a positive whole number, anything else as none, and keeps the page', () => {
    const users = defineUrlState({ email: text(), id: recordId(), page: page() });
    for (const raw of ['0', '-3', '1.5', 'abc', '', '1e3', '99999999999999999999'])
      expect(users.read(new URLSearchParams({ id: raw })).id).toBeNull();
    expect(users.read(new URLSearchParams('id=1002')).id).toBe(1002);
    expect(users.search(new URLSearchParams('email=ana&page=2'), { id: 7 })).toBe('?email=ana&page=2&id=7');
    expect(users.search(new URLSearchParams('email=ana&id=7'), { email: 'bo', id: null })).toBe('?email=bo');
  });
});

const screenUrl = defineUrlState({ menu: name(), q: text(), page: page() });
type Handle = UrlStateHandle<typeof screenUrl.params>;
let handle: Handle | undefined;

/** A screen whose handle is kept, to act as its controls do. */
function Screen() {
  handle = useUrlState(screenUrl);
  return null;
}

describe('useUrlState: the one history rule', () => {
  afterEach(cleanup);

  /** The screen on `?menu=details`. */
  function open() {
    const router = createMemoryRouter([{ path: '/', element: <Screen /> }], {
      initialEntries: ['/?menu=details'],
    });
    render(<RouterProvider router={router} />);
    const act_ = (run: (url: Handle) => void) => act(() => run(handle as Handle));
    const back = () => act(() => router.navigate(-1));
    const search = () => router.state.location.search;
    return { act: act_, back, search };
  }

  it("adds an entry for each change the user makes, so Back undoes them one by one (a product editor's menu)", async () => {
    const screen = open();
    await screen.act((url) => url.set({ menu: 'description' }));
    await screen.act((url) => url.set({ menu: 'maridajes' }));
    await screen.back();
    expect(screen.search()).toBe('?menu=description');
    await screen.back();
    expect(screen.search()).toBe('?menu=details');
  });

  it('keeps typing in one entry: the first write adds it, the next ones replace it', async () => {
    const screen = open();
    await screen.act((url) => url.set({ q: 'veg' }, { typing: true }));
    await screen.act((url) => url.set({ q: 'vega' }, { typing: true }));
    expect(screen.search()).toBe('?menu=details&q=vega');
    await screen.back();
    expect(screen.search()).toBe('?menu=details');
  });

  it('replaces the entry to correct the URL, so Back does not return to the corrected address', async () => {
    const screen = open();
    await screen.act((url) => url.set({ page: 7 }));
    await screen.act((url) => url.correct({ page: 2 }));
    expect(screen.search()).toBe('?menu=details&page=2');
    await screen.back();
    expect(screen.search()).toBe('?menu=details');
  });
});
