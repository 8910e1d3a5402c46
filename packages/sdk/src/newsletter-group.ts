import type { Client } from 'openapi-fetch';
import type { paths } from './generated/schema';
import { createNewsletterAudienceApi } from './newsletter-audience-api';

/**
 * `client.newsletters`: the newsletter editor's calls (site-content-and-shell §2.8, §7 "Newsletters"), each taking
 * the newsletter's path. Loaded on its first call.
 */
export function createNewsletterGroup(raw: Client<paths>) {
  return {
    ...createNewsletterAudienceApi(raw),
  };
}

export type NewsletterGroup = ReturnType<typeof createNewsletterGroup>;
