import { siteMessages } from '@cellar/validation/site';
import { useQuery } from '@tanstack/react-query';
import { newsletterProgressQuery } from '@/features/newsletters/api/newsletter-progress';

const COUNTERS = ['sent', 'nosent', 'norendered', 'pending', 'rendered', 'total'] as const;
const LABELS = siteMessages.newsletter.progressCounters;

/**
 * The sending of a scheduled newsletter (§2.8, §4): sent, nosent, norendered, pending and rendered, polled every 2 s
 * until sent + nosent + norendered equals the total, as a progress bar with the numbers, each named in words.
 */
export function SendingProgress({ path }: { path: string }) {
  const progress = useQuery(newsletterProgressQuery(path));
  if (!progress.data) return null;
  const { total } = progress.data;
  const done = progress.data.sent + progress.data.nosent + progress.data.norendered;
  return (
    <section aria-label="Sending progress" className="flex flex-col gap-1">
      <progress
        aria-label="Sending"
        value={done}
        max={Math.max(total, 1)}
        className="h-2 w-full max-w-xl overflow-hidden rounded [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-blue-600"
      />
      <dl className="flex flex-wrap gap-x-4 text-xs text-slate-600">
        {COUNTERS.map((name) => (
          <div key={name} className="flex gap-1">
            <dt>{LABELS[name]}</dt>
            <dd data-counter={name} className="font-medium text-slate-900">
              {progress.data[name]}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
