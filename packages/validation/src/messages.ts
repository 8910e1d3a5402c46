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
  /**
   * What the admin says where the server lacks one of the retailer's add-ons (a plain Guillotina answers its calls
   * 404 or 501; not in the spec). `names` says each add-on in plain words.
   */
  serverAddons: {
    noLocks: 'This server does not lock objects: a save overwrites changes made meanwhile',
    needs: (addon: string) => `This needs ${addon}, which this server does not have.`,
    names: {
      search: "the retailer's search add-on (@search with Elasticsearch)",
      locks: "the retailer's editing locks (@lock)",
      erp: "the retailer's ERP",
      audit: "the retailer's audit log add-on (@get-logs)",
      fieldConstants: "the retailer's field constants add-on (@field-constants)",
      productContent: "the retailer's product content add-on (@list-orphan-opciones)",
      aiCampaigns: "the retailer's AI content add-on (@get-content-generated)",
      newsletters: "the retailer's newsletter sending add-on",
    },
  },
  /** Generic form wording for rules the spec states without a message (not in the spec). */
  form: formMessages,
  /** The shop domain configuration (not in the spec). */
  shops: shopMessages,
  catalogue: catalogueMessages,
  site: siteMessages,
  commerce: commerceMessages,
} as const;
