import type { AiCampaignRecord } from '@cellar/sdk';
import { type Column, DataTable } from '@/components/table/data-table';
import { PreloadLink } from '@/components/ui/preload-link';
import { paths } from '@/config/paths';

const linkClass = 'font-medium text-sky-700 hover:underline';

const COLUMNS: Column<AiCampaignRecord>[] = [
  {
    id: 'campaign_name',
    header: 'Name',
    cell: ({ row }) => (
      <PreloadLink to={paths.contentAi.editContent.getHref(String(row.original.id))} className={linkClass}>
        {row.original.campaign_name}
      </PreloadLink>
    ),
  },
  { id: 'title', header: 'Title', cell: ({ row }) => row.original.title },
  { id: 'type', header: 'Type', cell: ({ row }) => row.original.type },
  {
    id: 'dates',
    header: 'Dates',
    cell: ({ row }) => `${row.original.start_date} – ${row.original.end_date}`,
    meta: { className: 'whitespace-nowrap tabular-nums' },
  },
  {
    id: 'products',
    header: 'Products',
    cell: ({ row }) =>
      row.original.sin_productos ? 'sin productos' : row.original.promoted_products.join(', '),
  },
  {
    id: 'feed_generated',
    header: 'Feed generated',
    cell: ({ row }) => (row.original.feed_generated ? 'yes' : 'no'),
  },
];

/** The campaigns, newest first: each name opens its edit form; rows are selected for 'Generate feed'. */
export function CampaignsTable({
  campaigns,
  selected,
  onSelectedChange,
  busy,
}: {
  campaigns: readonly AiCampaignRecord[];
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: ReadonlySet<string>) => void;
  busy?: boolean;
}) {
  return (
    <DataTable
      label="AI campaigns"
      columns={COLUMNS}
      rows={campaigns}
      rowId={(campaign) => String(campaign.id)}
      selection={{
        selected,
        onChange: onSelectedChange,
        rowLabel: (campaign) => `Select ${campaign.campaign_name}`,
      }}
      busy={busy}
      empty="No campaigns yet."
      rowProps={(campaign) => ({ 'data-campaign': String(campaign.id) })}
    />
  );
}
