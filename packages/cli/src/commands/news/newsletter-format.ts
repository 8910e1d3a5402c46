import type { NewsletterCount, NewsletterProgress, NewsletterSendtoEmails } from '@cellar/sdk';

/** The Schedule tab's labels of the count's source. */
const SOURCE_LABELS = { list_emails: 'the uploaded emails list', filters: 'the filters' } as const;

/** The upload's answer in the Schedule tab's wording: the counts, each listed bad line, then how many more. */
export function formatUploadAnswer(answer: NewsletterSendtoEmails): string[] {
  const lines = [
    `${answer.accepted} emails accepted, ${answer.duplicates} duplicates dropped, ${answer.invalid_count} bad lines`,
    ...answer.invalid.map((bad) => bad.message),
  ];
  if (answer.invalid_more > 0) lines.push(`and ${answer.invalid_more} more bad lines`);
  return lines;
}

/** The audience count with its source, as the Schedule tab shows it. */
export const formatAudienceCount = (count: NewsletterCount): string =>
  `Audience: ${count.total} recipients, from ${SOURCE_LABELS[count.source]} (${count.source})`;

/** §4: the sending is over when sent + nosent + norendered reaches the total (the web's `sendingDone`). */
export const sendingDone = (progress: NewsletterProgress): boolean =>
  progress.sent + progress.nosent + progress.norendered >= progress.total;

/** The sending's counters under the web's names, and whether it is over. */
export function formatSendingProgress(progress: NewsletterProgress): string {
  const counters = (['sent', 'nosent', 'norendered', 'pending', 'rendered', 'total'] as const)
    .map((name) => `${name} ${progress[name]}`)
    .join(', ');
  return `${counters}: ${sendingDone(progress) ? 'done' : 'sending'}`;
}

/** The progress bar's view of a sending: sent are done, nosent and norendered failed. */
export const sendingProgressState = (progress: NewsletterProgress) => ({
  done: progress.sent,
  failed: progress.nosent + progress.norendered,
  total: progress.total,
});

/**
 * Reads the sending's counters every `intervalMs` until it is over or `signal` aborts (Ctrl+C), handing each reading
 * to `onReading`; answers the last reading and whether it stopped early. `sleep` is the clock (a fake one in tests)
 * and returns early when the signal aborts.
 */
export async function watchSending(options: {
  read: () => Promise<NewsletterProgress>;
  onReading: (progress: NewsletterProgress) => void;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  intervalMs: number;
  signal?: AbortSignal;
}): Promise<{ progress: NewsletterProgress; interrupted: boolean }> {
  for (;;) {
    const progress = await options.read();
    options.onReading(progress);
    if (sendingDone(progress)) return { progress, interrupted: false };
    await options.sleep(options.intervalMs, options.signal);
    if (options.signal?.aborted) return { progress, interrupted: true };
  }
}
