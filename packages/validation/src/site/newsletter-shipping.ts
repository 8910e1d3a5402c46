import { SHIPPING_COMPANIES } from '../commerce/constants';
import type { Issue } from '../result';
import { siteMessages } from './messages';
import { INITIAL_BANNER_OPTIONS, SHIPPING_DISCOUNT_OPTIONS } from './newsletter-constants';

/** The transports a newsletter's shipping offers are set per (§9 "a shared list"): the shipping companies. */
export const NEWSLETTER_TRANSPORTS = SHIPPING_COMPANIES;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isTransport = (value: string): boolean => (NEWSLETTER_TRANSPORTS as readonly string[]).includes(value);

/**
 * A newsletter's shipping offers (§3): `active_shipping_discount` per transport, sd or dtp; `initial_banner` per
 * transport, a list of dtp and prod_disc. Transports come from the shared list; anything else is refused at its field.
 */
export function newsletterShippingIssues(activeShippingDiscount: unknown, initialBanner: unknown): Issue[] {
  const messages = siteMessages.newsletter;
  const issues: Issue[] = [];
  const check = (field: string, map: unknown, options: readonly string[], list: boolean) => {
    if (map === undefined || map === null) return;
    if (!isRecord(map)) {
      issues.push({ path: field, message: messages.unknownShippingOption('', String(map)) });
      return;
    }
    for (const [transport, value] of Object.entries(map)) {
      const path = `${field}.${transport}`;
      if (!isTransport(transport)) {
        issues.push({ path, message: messages.unknownTransport(transport) });
        continue;
      }
      const values = list && Array.isArray(value) ? value : [value];
      for (const option of values)
        if (typeof option !== 'string' || !options.includes(option))
          issues.push({ path, message: messages.unknownShippingOption(transport, String(option)) });
    }
  };
  check('active_shipping_discount', activeShippingDiscount, SHIPPING_DISCOUNT_OPTIONS, false);
  check('initial_banner', initialBanner, INITIAL_BANNER_OPTIONS, true);
  return issues;
}
