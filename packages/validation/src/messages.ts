import { catalogueMessages } from './catalogue/messages';
import { commerceMessages } from './commerce/messages';
import { formMessages } from './form-messages';
import { shopMessages } from './shop-messages';
import { siteMessages } from './site/messages';

/**
 * Every user-visible message of the spec, word for word, in one catalogue.
 * Forms, the CLI and the backend read them from here so the wording is checked once.
 * Messages with a placeholder are functions of their values.
 */
export const messages = {
  login: {
    invalidCredentials: 'Failed! Invalid credentials',
    backendDown: 'Failed to fetch data: Backend not running?',
    generic: 'Generic error',
    // not in the spec (the login limit's answers, 429):
    tooManyFailedLogins: 'Too many failed logins for this email. Try again in a minute.',
    tooManyFailedLoginsFromAddress: 'Too many failed logins from this address. Try again in a minute.',
  },
  shell: {
    renderFailure: 'Something went wrong.',
    /** The shell's first Tab stop, past the sidebar to the screen (not in the spec). */
    skipToContent: 'Skip to content',
    // not in the spec (the command palette's own words):
    paletteNoResults: 'No results.',
    paletteSearchFailed: (reason: string) => `The search failed: ${reason}`,
  },
  /** The admin's CSP violation reports, `/api/csp-reports` (not in the spec). */
  cspReports: {
    invalid: 'Invalid CSP report',
    tooLarge: (kib: number) => `The CSP report is larger than ${kib} KiB`,
    tooMany: 'Too many new CSP violations reported. Try again in a minute.',
    adminOnly: 'Only administrators may read the CSP reports',
  },
  /** Generic form wording for rules the spec states without a message (not in the spec). */
  form: formMessages,
  /** The shop domain configuration (not in the spec). */
  shops: shopMessages,
  catalogue: catalogueMessages,
  site: siteMessages,
  commerce: commerceMessages,
} as const;
