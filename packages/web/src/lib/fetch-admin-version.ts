import { HttpError, NetworkError } from '@cellar/sdk';

/** `/-admin/version.txt` of the admin itself: the page's own origin, whatever backend the calls go to. */
export const ADMIN_VERSION_URL = `${import.meta.env.BASE_URL}version.txt`;

let firstVersion: string | undefined;

/**
 * The deployed version of the admin (site-content-and-shell §2.14, §7), read past every cache. The file
 * belongs to the admin, not to the backend: with `VITE_CELLAR_API_URL` the calls go elsewhere but the
 * admin's version stays where the page came from.
 */
export async function fetchAdminVersion(): Promise<string> {
  let response: Response;
  try {
    response = await fetch(ADMIN_VERSION_URL, { cache: 'no-store' });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  if (!response.ok)
    throw new HttpError(response.status, {
      message: `version.txt answered ${response.status}`,
      type: 'HttpError',
    });
  const version = (await response.text()).trim();
  firstVersion ??= version;
  return version;
}

/** The version this page loaded with: the first version.txt it read, undefined before any answer. */
export const loadedAdminVersion = (): string | undefined => firstVersion;
