import type { NewsletterProgress } from '@cellar/sdk';

/** §4: the progress is polled until sent + nosent + norendered equals the total. */
export const sendingDone = (progress: NewsletterProgress | undefined): boolean =>
  progress !== undefined && progress.sent + progress.nosent + progress.norendered >= progress.total;
