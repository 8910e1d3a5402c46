import type { AiCampaignImport } from '@cellar/sdk';
import { commerceMessages } from '@cellar/validation/commerce';
import { useState } from 'react';
import { QueryView } from '@/components/query/query-view';
import { Screen } from '@/components/screen';
import { Button } from '@/components/ui/button';
import { PreloadLink } from '@/components/ui/preload-link';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useGenerateFeed } from '@/features/content-ai/api/generate-feed';
import { useAiCampaigns } from '@/features/content-ai/api/get-ai-campaigns';
import { useImportFeed } from '@/features/content-ai/api/import-feed';
import { CampaignsTable } from '@/features/content-ai/components/content-ai/campaigns-table';
import { ImportedFeed } from '@/features/content-ai/components/content-ai/imported-feed';

const messages = commerceMessages.aiCampaign;

/** Content generated for AI (commerce-operations §2): the campaigns, generating the feed of some, importing it. */
export function Component() {
  const campaigns = useAiCampaigns();
  const generate = useGenerateFeed();
  const importFeed = useImportFeed();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [force, setForce] = useState(false);
  const [imported, setImported] = useState<AiCampaignImport | null>(null);

  const onGenerate = () =>
    generate.mutate([...selected].map(Number), {
      onSuccess: () => {
        toast.success(commerceMessages.success.feedGenerated);
        setSelected(new Set());
      },
      onError: () => toast.error(messages.feedGenerationError),
    });
  const onImport = () =>
    importFeed.mutate(force, {
      onSuccess: (feed) => setImported(feed),
      onError: () => toast.error(messages.feedImportError),
    });

  return (
    <Screen
      title="Content generated for AI"
      actions={
        <PreloadLink
          to={paths.contentAi.addNewContent.getHref()}
          className="rounded bg-slate-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-slate-700"
        >
          Add new content
        </PreloadLink>
      }
    >
      <div className="flex flex-wrap items-center gap-3">
        <Button disabled={selected.size === 0 || generate.isPending} onClick={onGenerate}>
          Generate feed
        </Button>
        <Button variant="secondary" disabled={importFeed.isPending} onClick={onImport}>
          Import feed
        </Button>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" checked={force} onChange={(event) => setForce(event.target.checked)} />
          Force (generate the content again)
        </label>
      </div>
      <QueryView query={campaigns}>
        {(data) => (
          <CampaignsTable
            campaigns={data.items}
            selected={selected}
            onSelectedChange={setSelected}
            busy={campaigns.isFetching}
          />
        )}
      </QueryView>
      {imported ? <ImportedFeed feed={imported} /> : null}
    </Screen>
  );
}
