import type { Client } from 'openapi-fetch';
import type { paths } from './generated/schema';
import { createNewsletterSendingApi } from './newsletter-sending-api';

/**
 * `client.newsletters`: the newsletter calls (site-content-and-shell §2.8, §7 "Newsletters"), composed of one api per
 * concern (sending; audience and content join them). Loaded on its first call.
 */
export function createNewsletterGroup(raw: Client<paths>) {
  return {
    ...createNewsletterSendingApi(raw),
  };
}

export type NewsletterGroup = ReturnType<typeof createNewsletterGroup>;
