import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { ADMIN_BASE } from '@/config/paths';
import { checkStoredSession, type SessionCheck } from '@/features/auth';
import { sessionToken } from '@/lib/api-client';
import { currentUserQuery } from '@/lib/current-user';
import { type EditorRegistry, loadEditorsOnce } from '@/lib/editor-registry';
import { clearSessionData, createQueryClient } from '@/lib/query-client';
import type { PreloadScreen } from '@/lib/use-preload-on-intent';
import { shopsQueryOptions } from '@/lib/use-shops';
import { createScreenPreloader } from './create-screen-preloader';

/** What the page starts before React draws anything, for the app to take over. */
export interface StartedApp {
  /** The app's one query client, already holding (or fetching) the first reads. */
  queryClient: QueryClient;
  /** The check of the stored token (site-content-and-shell §1), under way; the session provider adopts it. */
  sessionCheck: Promise<SessionCheck>;
  /** The app's preloader (links' intent, the command palette). */
  preload: PreloadScreen;
}

/** The in-app href of a page of the admin (`/-admin/?path=/bodegas/` is `/?path=/bodegas/`), as links write it. */
export const inAppHref = ({ pathname, search }: Pick<Location, 'pathname' | 'search'>): string =>
  `/${pathname.startsWith(ADMIN_BASE) ? pathname.slice(ADMIN_BASE.length) : ''}${search}`;

/**
 * Starts a page load's reads at once, rather than one after the other as React would find them (the session check
 * in an effect, then the layout's reads and the screen's, then the tab's chunk and its listing): with a stored token,
 * the session check, the layout's reads (the shops, the user) and the screen the URL opens (its chunk and its first
 * reads, with the queries the screen takes, as a link's preload on intent does), all together. A token the server
 * refuses answers them 401 too: the session check alone says so (the session provider heeds a 401 only once the
 * user is logged in), and what they read with it is forgotten.
 */
export function startApp({
  location,
  screens,
  editors,
}: {
  location: Pick<Location, 'pathname' | 'search'>;
  /** The app's routes (their `lazy` chunk and `handle.preload`). */
  screens: RouteObject[];
  /** The type editors' registrations (loaded once, shared with the screens). */
  editors: () => Promise<EditorRegistry>;
}): StartedApp {
  const queryClient = createQueryClient();
  const preload = createScreenPreloader(screens, queryClient, () => loadEditorsOnce(editors));
  const sessionCheck = checkStoredSession();
  if (sessionToken.get() !== null) {
    void queryClient.prefetchQuery(shopsQueryOptions());
    void queryClient.prefetchQuery(currentUserQuery);
    preload(inAppHref(location));
    void sessionCheck.then(({ status }) => {
      if (status !== 'loggedIn') clearSessionData(queryClient);
    });
  }
  return { queryClient, sessionCheck, preload };
}
