import type { components } from '@cellar/contract';
import type { Logger } from 'pino';
import type { Mailer } from './outbox';

/** The email provider's answer to an upload: its HTTP status (2xx is success). */
export type ProviderUpload = components['schemas']['NewsletterProviderUpload'];

export interface ProviderCampaign {
  newsletter: { uid: string; path: string };
  name: string;
  subject: string;
  html: string;
}

/** The email provider (Brevo) a newsletter is uploaded to as a campaign (§2.8, §7 `@upload-to-brevo`). */
export interface EmailProvider {
  upload(campaign: ProviderCampaign): ProviderUpload;
}

/**
 * The local implementation of the email provider (contract.md, "Things the reference backend does locally"):
 * the upload is recorded in the outbox as a `provider-upload` row and answered 201; logged as
 * `local email provider`.
 */
export class LocalEmailProvider implements EmailProvider {
  readonly #mailer: Mailer;
  readonly #logger: Logger;

  constructor(mailer: Mailer, logger: Logger) {
    this.#mailer = mailer;
    this.#logger = logger;
  }

  upload(campaign: ProviderCampaign): ProviderUpload {
    this.#mailer.send({
      kind: 'provider-upload',
      recipient: 'local email provider (Brevo)',
      subject: campaign.subject,
      html: campaign.html,
      newsletter: campaign.newsletter,
    });
    this.#logger.info(
      { newsletter: campaign.newsletter.path },
      'local email provider: campaign recorded in the outbox (nothing uploaded to Brevo)',
    );
    return { status: 201, campaign: campaign.newsletter.path };
  }
}
