import type { AiCampaignImport } from '@cellar/sdk';

/** What importing the feed answered: each generated campaign's headline and text. */
export function ImportedFeed({ feed }: { feed: AiCampaignImport }) {
  return (
    <section aria-labelledby="imported-feed" className="flex flex-col gap-2">
      <h2 id="imported-feed" className="text-base font-semibold text-slate-900">
        Imported feed
      </h2>
      {feed.items.length === 0 ? (
        <p className="text-sm text-slate-600">No campaign has its feed generated.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {feed.items.map((item) => (
            <li key={item.id} className="rounded border border-slate-200 p-3 text-sm" data-imported={item.id}>
              <p className="font-medium text-slate-900">
                {item.campaign_name}: {item.content?.headline ?? ''}
              </p>
              <p className="whitespace-pre-line text-slate-700">{item.content?.body ?? ''}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
