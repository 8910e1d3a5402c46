import type { Client } from 'openapi-fetch';
import type { paths } from './generated/schema';
import { createNewsletterContentApi } from './newsletter-content-api';

/**
 * `client.newsletters`: the newsletter editor's calls (site-content-and-shell §2.8, §7), one api file per part of
 * the editor. Loaded on its first call.
 */
export function createNewsletterGroup(raw: Client<paths>) {
  return {
    ...createNewsletterContentApi(raw),
  };
}

export type NewsletterGroup = ReturnType<typeof createNewsletterGroup>;
