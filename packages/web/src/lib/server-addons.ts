import { isAddonRequired, isNotFound } from '@cellar/sdk';
import { messages } from '@cellar/validation';
import { queryOptions } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiClient } from './api-client';

/** The retailer's add-ons the admin uses beyond what a plain Guillotina serves. */
export type Addon = keyof typeof messages.serverAddons.names;

/** A call of an add-on the server lacks: what a screen or tab says instead of an error banner. */
export class AddonMissingError extends Error {
  readonly addon: Addon;

  constructor(addon: Addon) {
    super(messages.serverAddons.needs(messages.serverAddons.names[addon]));
    this.name = 'AddonMissingError';
    this.addon = addon;
  }
}

/** Whether `error` is a call of an add-on this server lacks (see {@link withAddon}). */
export const isAddonMissing = (error: unknown): error is AddonMissingError =>
  error instanceof AddonMissingError;

/**
 * What this page has learned of its server (the one `VITE_CELLAR_API_URL` names, fixed for the page): the add-ons it
 * answered "no such route" for. Kept for the page's life, so each add-on is asked once and a screen, the sidebar and
 * the palette all follow the same answer.
 */
const missing = new Set<Addon>();
const listeners = new Set<() => void>();

/** A 404 (no such view) or the SDK's `AddonRequiredError` (the search add-on's 501): the server has no such call. */
const saysNoSuchCall = (error: unknown): boolean => isAddonRequired(error) || isNotFound(error);

/** Records that the server lacks `addon`, and tells the views that follow it. */
export function learnAddonMissing(addon: Addon): void {
  if (missing.has(addon)) return;
  missing.add(addon);
  for (const listener of listeners) listener();
}

/** Whether the server is known to lack `addon`. */
export const serverLacks = (addon: Addon): boolean => missing.has(addon);

/**
 * The one way the admin calls an add-on's view. `call` goes to the server until it answers 404 or 501 once; from
 * then on the add-on is known missing for this server, and `fallback` (Guillotina's own way of doing the same,
 * when there is one) answers instead, else an {@link AddonMissingError} that the query views show in plain words.
 * Any other failure is the call's own.
 *
 * @example
 * const page = await withAddon('search', () => apiClient.content.search(body), () => apiClient.content.catalogSearch(query));
 */
export async function withAddon<T>(
  addon: Addon,
  call: () => Promise<T>,
  fallback?: () => Promise<T>,
): Promise<T> {
  if (!missing.has(addon)) {
    try {
      return await call();
    } catch (error) {
      if (!saysNoSuchCall(error)) throw error;
      learnAddonMissing(addon);
    }
  }
  if (fallback) return fallback();
  throw new AddonMissingError(addon);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the server is known to lack `addon`, re-rendering when it is learned (the sidebar, the palette). */
export function useServerLacks(addon: Addon): boolean {
  return useSyncExternalStore(subscribe, () => missing.has(addon));
}

/**
 * Whether the server has the retailer's ERP, asked once a page (the SDK's `hasErp`: `GET /db/erp/opinions/@total`,
 * the lightest ERP call, without loading the ERP group's code and schemas on every page): only a 404 says no; any
 * answer, a 403 or another failure says yes, and the screens' own calls say the rest. The ERP screens' gate and the
 * sidebar follow it.
 */
export const erpAddonQuery = queryOptions({
  queryKey: ['server-addons', 'erp'],
  queryFn: () =>
    apiClient.hasErp().then(
      (has) => {
        if (!has) learnAddonMissing('erp');
        return has;
      },
      () => true,
    ),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** Forgets what was learned (tests only: a page talks to one server for its life). */
export function forgetServerAddons(): void {
  missing.clear();
  for (const listener of listeners) listener();
}
