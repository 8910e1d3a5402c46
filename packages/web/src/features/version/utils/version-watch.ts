/** The one warning of the version watcher. */
export const NEW_VERSION_MESSAGE = 'A new version of the admin has been deployed. Reload the page to use it.';

/** What the watcher remembers in one page life. */
export interface VersionWatch {
  /** The version the page loaded with: the first one fetched. */
  loaded: string | null;
  /** Whether the warning was given; it is given at most once. */
  warned: boolean;
}

export const initialVersionWatch: VersionWatch = { loaded: null, warned: false };

/** Takes a fetched version; `warn` is true the first time it differs from the loaded one. */
export function observeVersion(watch: VersionWatch, version: string): { watch: VersionWatch; warn: boolean } {
  if (watch.loaded === null) return { watch: { ...watch, loaded: version }, warn: false };
  if (watch.warned || version === watch.loaded) return { watch, warn: false };
  return { watch: { ...watch, warned: true }, warn: true };
}
