import type { paths } from '@cellar/contract';
import type { Client } from 'openapi-fetch';
import { createNewsletterAudienceApi } from './newsletter-audience-api';
import { createNewsletterContentApi } from './newsletter-content-api';
import { createNewsletterSendingApi } from './newsletter-sending-api';

/**
 * `client.newsletters`: the newsletter calls (site-content-and-shell §2.8, §7 "Newsletters"), composed of one api per
 * part of the editor: the audience (count, groups, uploaded email lists), the Content tab's (translate helper,
 * images) and sending (status, preview, test email, progress, provider upload, outbox). Loaded on its first call.
 */
export function createNewsletterGroup(raw: Client<paths>) {
  return {
    ...createNewsletterAudienceApi(raw),
    ...createNewsletterContentApi(raw),
    ...createNewsletterSendingApi(raw),
  };
}

export type NewsletterGroup = ReturnType<typeof createNewsletterGroup>;
