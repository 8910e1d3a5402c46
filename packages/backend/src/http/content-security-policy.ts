/** The file a web build writes beside index.html: the origin its calls go to, empty for its own origin. */
export const API_ORIGIN_FILE = 'api-origin.txt';

/**
 * The origin named in a build's `api-origin.txt` (`VITE_CELLAR_API_URL`), or undefined for none: anything but
 * an http(s) origin is ignored, so the file can never add another directive to the header.
 */
export function apiOriginOf(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  try {
    const url = new URL(trimmed);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === trimmed
      ? url.origin
      : undefined;
  } catch {
    return undefined;
  }
}

/** Where browsers send the admin's CSP violations (`report-uri`, and `report-to` through {@link CSP_REPORT_GROUP}). */
export const CSP_REPORT_PATH = '/api/csp-reports';

/** The Reporting API endpoint's name that the policy's `report-to` gives: {@link CSP_REPORT_PATH}. */
export const CSP_REPORT_GROUP = 'csp-endpoint';

/**
 * The `Reporting-Endpoints` header that goes with the admin's policy: {@link CSP_REPORT_GROUP} is
 * {@link CSP_REPORT_PATH} on the page's own origin (a relative URL is read against the page's).
 */
export const reportingEndpoints = (): string => `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;

/**
 * The Content-Security-Policy of every /-admin/ answer. Scripts come from the admin's own files only: no inline
 * script, no eval (`script-src 'self'`), so editors are built under it from the start. Styles allow inline
 * `style` attributes, which React and Radix set (positions, scroll locks). Calls and images go to the admin's
 * origin, plus the API origin when the build calls another one (uploaded images are served there). Images may
 * also come from the shops' public sites (`shopDomains`, any host prefix, https only): the newsletter preview and
 * the product and landing images point there; `blob:` is the images the admin downloads with its token. No `data:`
 * image: no screen needs one (the code editor draws its lint marks with CSS), and stored markup cannot bring one in.
 * No plugin, no `<base>`, no framing of the admin. Violations are reported to {@link CSP_REPORT_PATH} with
 * `report-uri`, and on a page served over https (`reportTo`) also with `report-to` {@link CSP_REPORT_GROUP}, the
 * Reporting API's way, whose endpoint {@link reportingEndpoints} names. Chromium then sends Reporting API batches
 * and ignores `report-uri`; but it delivers them to https endpoints only (tried with Chromium 156: over http it sent
 * nothing at all), so a page served over plain http (development, the browser tests) keeps `report-uri` alone.
 * The endpoint reads both bodies and keeps them alike.
 */
export function adminContentSecurityPolicy(
  apiOrigin?: string,
  shopDomains: readonly string[] = [],
  { reportTo = false }: { reportTo?: boolean } = {},
): string {
  const api = apiOrigin === undefined ? '' : ` ${apiOrigin}`;
  const shops = shopDomains.map((domain) => ` https://${domain} https://*.${domain}`).join('');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' blob:${api}${shops}`,
    `connect-src 'self'${api}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(reportTo ? [`report-to ${CSP_REPORT_GROUP}`] : []),
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}
