import { describe, expect, it } from 'vitest';
import { BACKOFFICE_HREF } from '@/config/paths';
import { navItems, visibleSidebar } from '@/config/sidebar';
import { isPaletteShortcut, matchScreens, objectEntries, screenItemsOf } from './palette-items';

describe('matchScreens', () => {
  it('lists every sidebar screen for a blank query, Backoffice included, Logout not', () => {
    expect(matchScreens('  ').map((entry) => entry.label)).toEqual([
      ...navItems.map((item) => item.label),
      'Backoffice',
    ]);
  });
  it('offers the sidebar items outside the app, marked external with their href', () => {
    expect(matchScreens('backoffice')).toEqual([
      {
        key: `external:${BACKOFFICE_HREF}`,
        label: 'Backoffice',
        detail: BACKOFFICE_HREF,
        to: BACKOFFICE_HREF,
        external: true,
      },
    ]);
    expect(matchScreens('administracion').map((entry) => entry.label)).toEqual(['Backoffice']);
  });
  it('offers only the screens of the sidebar the user sees (no ERP screen for a non-administrator)', () => {
    const items = screenItemsOf(visibleSidebar(false));
    expect(matchScreens('offers', items)).toEqual([]);
    expect(matchScreens('order', items).map((entry) => entry.label)).toEqual([]);
    expect(matchScreens('newsletter', items).map((entry) => entry.label)).toEqual(['Newsletter']);
  });
  it('matches words of the label, any case, accents folded', () => {
    expect(matchScreens('multi INVOICE').map((entry) => entry.label)).toEqual(['Multi order invoice']);
    expect(matchScreens('grappes').map((entry) => entry.to)).toEqual(['/?path=/tags/']);
  });
  it('matches the folder or route too', () => {
    expect(matchScreens('zonas').map((entry) => entry.label)).toEqual(['Regions']);
  });
  it('answers nothing for an unknown word', () => {
    expect(matchScreens('zzzz')).toEqual([]);
  });
});

describe('objectEntries', () => {
  it('opens an object at ?path= with the trailing slash', () => {
    expect(
      objectEntries([
        {
          '@id': 'http://x/db/guillotina/bodegas/vega-sicilia',
          '@name': 'vega-sicilia',
          '@uid': 'u1',
          type_name: 'Bodega',
          path: '/bodegas/vega-sicilia',
          depth: 3,
          title: 'Vega Sicilia',
        },
      ]),
    ).toEqual([
      {
        key: 'object:/bodegas/vega-sicilia/',
        label: 'Vega Sicilia',
        detail: 'Bodega · /bodegas/vega-sicilia/',
        to: '/?path=/bodegas/vega-sicilia/',
      },
    ]);
  });
});

describe('isPaletteShortcut', () => {
  const key = (init: Partial<KeyboardEvent>) => ({
    key: 'k',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...init,
  });
  it.each([
    [key({ ctrlKey: true }), true],
    [key({ metaKey: true }), true],
    [key({ ctrlKey: true, key: 'K' }), true],
    [key({}), false],
    [key({ ctrlKey: true, altKey: true }), false],
    [key({ ctrlKey: true, key: 'j' }), false],
  ])('%j → %s', (event, expected) => {
    expect(isPaletteShortcut(event)).toBe(expected);
  });
});
