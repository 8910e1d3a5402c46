import { messages, TIMERS } from '@cellar/validation';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Command, useCommandState } from 'cmdk';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useReturnFocus } from '@/components/ui/return-focus';
import { PALETTE_MIN_QUERY, useTitleSearch } from '@/features/command-palette/api/search-titles';
import {
  matchScreens,
  objectEntries,
  type PaletteEntry,
  screenItemsOf,
} from '@/features/command-palette/palette-items';
import {
  setCommandPaletteOpen,
  setPaletteDialogReady,
  takeTypedAhead,
  useCommandPaletteOpen,
} from '@/features/command-palette/palette-store';
import { errorMessage } from '@/lib/error-message';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePreloadOnIntent } from '@/lib/use-preload-on-intent';
import { useVisibleSidebar } from '@/lib/use-visible-sidebar';

const groupClass =
  'px-1 py-1 [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-[11px] [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:tracking-wider [&_[cmdk-group-heading]]:text-slate-500 [&_[cmdk-group-heading]]:uppercase';

function Row({ entry, onOpen }: { entry: PaletteEntry; onOpen: (entry: PaletteEntry) => void }) {
  // The highlighted result is the palette's focus (the search box keeps the real one): Enter would open it.
  const intent = usePreloadOnIntent(entry.to);
  const highlighted = useCommandState((state) => state.value === entry.key);
  useEffect(() => {
    if (highlighted) intent.onFocus();
  }, [highlighted, intent]);
  return (
    <Command.Item
      value={entry.key}
      onSelect={() => onOpen(entry)}
      onMouseEnter={intent.onMouseEnter}
      className="group flex cursor-pointer items-baseline justify-between gap-3 rounded px-2 py-1.5 text-sm text-slate-800 data-[selected=true]:bg-slate-900 data-[selected=true]:text-white"
    >
      <span className="truncate">{entry.label}</span>
      <span className="shrink-0 truncate font-mono text-xs text-slate-600 group-data-[selected=true]:text-slate-300">
        {entry.detail}
      </span>
    </Command.Item>
  );
}

/**
 * The palette's dialog: jump to a sidebar item the user may open (Backoffice too) or search objects by title and
 * open one. Arrows move, Enter opens, Esc closes. A chunk of its own (cmdk and the dialog stay out of the first
 * page); what was typed while it loaded starts its search box. A failed search says so, not 'No results.'.
 */
export function PaletteDialog() {
  const open = useCommandPaletteOpen();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, TIMERS.landingSearchDebounce);
  const search = useTitleSearch(debounced);
  const returnFocus = useReturnFocus();
  const sidebar = useVisibleSidebar();
  const screenItems = useMemo(() => screenItemsOf(sidebar), [sidebar]);

  const box = useRef<HTMLInputElement>(null);
  // Once the search box has the focus it takes the keys: what was typed before comes first, the caret after it
  // (Radix would select it, and the next key would replace it).
  const focusSearchBox = (event: Event) => {
    event.preventDefault();
    box.current?.focus();
    setPaletteDialogReady();
    const typed = takeTypedAhead();
    if (typed !== '') setQuery((current) => current + typed);
  };

  const screens = matchScreens(query, screenItems);
  const searching = query.trim().length >= PALETTE_MIN_QUERY;
  const settled = searching && debounced === query;
  const objects = settled && search.data ? objectEntries(search.data.items) : [];
  const loading = searching && (debounced !== query || search.isFetching);
  const failed = settled && !loading && search.isError;

  const openEntry = (entry: PaletteEntry) => {
    setCommandPaletteOpen(false);
    setQuery('');
    // A page outside the app opens as the sidebar's plain link opens it: a full page load.
    if (entry.external) window.location.assign(entry.to);
    else void navigate(entry.to);
  };

  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        setCommandPaletteOpen(next);
        if (!next) setQuery('');
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            returnFocus.remember();
            focusSearchBox(event);
          }}
          onCloseAutoFocus={returnFocus.restore}
          className="fixed top-[14vh] left-1/2 z-50 w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 overflow-hidden rounded-lg bg-white shadow-2xl focus:outline-none"
        >
          <RadixDialog.Title className="sr-only">Command palette</RadixDialog.Title>
          <Command label="Command palette" shouldFilter={false} loop>
            <Command.Input
              ref={box}
              value={query}
              onValueChange={setQuery}
              placeholder="Go to a screen or search content by title..."
              className="w-full border-b border-slate-200 px-4 py-3 text-sm placeholder:text-slate-500 focus:border-slate-500 focus:outline-2 focus:-outline-offset-2 focus:outline-slate-300"
            />
            <Command.List className="max-h-[60vh] overflow-y-auto">
              {failed ? (
                <div role="alert" className="px-4 py-3 text-sm text-rose-700">
                  {messages.shell.paletteSearchFailed(errorMessage(search.error))}
                </div>
              ) : !loading ? (
                <Command.Empty className="px-4 py-6 text-center text-sm text-slate-600">
                  {messages.shell.paletteNoResults}
                </Command.Empty>
              ) : null}
              {screens.length > 0 ? (
                <Command.Group heading="Screens" className={groupClass}>
                  {screens.map((entry) => (
                    <Row key={entry.key} entry={entry} onOpen={openEntry} />
                  ))}
                </Command.Group>
              ) : null}
              {objects.length > 0 ? (
                <Command.Group heading="Content" className={groupClass}>
                  {objects.map((entry) => (
                    <Row key={entry.key} entry={entry} onOpen={openEntry} />
                  ))}
                </Command.Group>
              ) : null}
              {loading ? (
                <Command.Loading>
                  <div className="px-4 py-2 text-xs text-slate-500">Searching...</div>
                </Command.Loading>
              ) : null}
            </Command.List>
          </Command>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
