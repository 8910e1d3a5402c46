import { normalisePath, type SearchItem } from '@cellar/sdk';
import { paths } from '@/config/paths';
import { type ExternalItem, type NavItem, type SidebarEntry, sidebar } from '@/config/sidebar';

/** A row of the palette: a sidebar screen (in the app or outside it) or a content object. */
export interface PaletteEntry {
  /** Unique among the rows (cmdk's value). */
  key: string;
  label: string;
  /** Secondary text: the group of a screen, the path of an object. */
  detail: string;
  /** The in-app location to open; for an external entry, the href of the page outside the app. */
  to: string;
  /** A page outside the single-page app (Backoffice): opened as the sidebar's link opens it. */
  external?: true;
}

/** What the palette can jump to: a sidebar item other than Logout. */
export type ScreenItem = NavItem | ExternalItem;

/** The screens of sidebar entries (the ones the user sees), in sidebar order. */
export const screenItemsOf = (entries: readonly SidebarEntry[]): ScreenItem[] =>
  entries.flatMap((entry): ScreenItem[] => {
    if (entry.kind === 'group') return entry.items;
    return entry.kind === 'logout' ? [] : [entry];
  });

/** Every sidebar screen. */
export const screenItems: readonly ScreenItem[] = screenItemsOf(sidebar);

const whereOf = (item: ScreenItem): string =>
  item.kind === 'tree' ? item.folder : item.kind === 'route' ? item.route : item.href;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Sidebar screens whose label (or folder) contains every word of `query`; all of them for a blank query. */
export function matchScreens(query: string, items: readonly ScreenItem[] = screenItems): PaletteEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return items
    .filter((item) => {
      const haystack = fold(`${item.label} ${whereOf(item)}`);
      return words.every((word) => haystack.includes(word));
    })
    .map((item): PaletteEntry => {
      if (item.kind === 'external')
        return {
          key: `external:${item.href}`,
          label: item.label,
          detail: item.href,
          to: item.href,
          external: true,
        };
      return { key: `screen:${item.to}`, label: item.label, detail: whereOf(item), to: item.to };
    });
}

/** Search results as rows that open the object at `?path=`. */
export const objectEntries = (items: readonly SearchItem[]): PaletteEntry[] =>
  items.map((item) => {
    const path = normalisePath(item.path);
    return {
      key: `object:${path}`,
      label: item.title || item['@name'],
      detail: `${item.type_name} · ${path}`,
      to: paths.tree.getHref(path),
    };
  });

/** Ctrl+K, or Cmd+K on a Mac. */
export const isPaletteShortcut = (
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
): boolean => (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
