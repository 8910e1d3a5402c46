import { parseNewsletterId, siteMessages } from '@cellar/validation/site';
import { UsageError } from '../../errors';

const NEWSLETTERS_FOLDER = '/newsletters/';

export interface NewsletterRef {
  /** The id the web shows, e.g. `3_09_26_vuelta-al-cole`. */
  id: string;
  /** The content path the SDK takes, `/newsletters/<id>/`, as the web's newsletter page has it. */
  path: string;
}

/**
 * A newsletter as the web names it: its id (`3_09_26_vuelta-al-cole`), or its path as in the web's address
 * (`/newsletters/3_09_26_vuelta-al-cole/`). Anything else is a usage error in the validation package's wording.
 */
export function newsletterRef(value: string): NewsletterRef {
  const trimmed = value.trim();
  const id = trimmed.startsWith(NEWSLETTERS_FOLDER)
    ? trimmed.slice(NEWSLETTERS_FOLDER.length).replace(/\/+$/, '')
    : trimmed;
  if (parseNewsletterId(id) === undefined) {
    throw new UsageError(`${siteMessages.newsletter.invalidId}: ${value}`, {
      nextStep:
        'Pass the id the web shows, e.g. 3_09_26_vuelta-al-cole (or /newsletters/3_09_26_vuelta-al-cole/).',
    });
  }
  return { id, path: `${NEWSLETTERS_FOLDER}${id}/` };
}
