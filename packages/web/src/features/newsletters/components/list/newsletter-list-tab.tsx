import type { SearchItem } from '@cellar/sdk';
import { ADMIN_PAGE_SIZE, PERMISSIONS } from '@cellar/validation';
import { NEWSLETTER_STATUS_FILTERS, siteMessages } from '@cellar/validation/site';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { PagedQueryView } from '@/components/query/paged-query-view';
import { type Column, DataTable } from '@/components/table/data-table';
import { SelectField } from '@/components/ui/form-field';
import { PreloadLink } from '@/components/ui/preload-link';
import { paths } from '@/config/paths';
import { newsletterListQuery } from '@/features/newsletters/api/newsletter-list';
import { PreviewMenu } from '@/features/newsletters/components/status/preview-menu';
import { isNewsletterStatus, StatusTag } from '@/features/newsletters/components/status/status-tag';
import { formatScheduledAt } from '@/features/newsletters/utils/format-scheduled-at';
import { can } from '@/lib/can';
import type { ObjectTabProps } from '@/lib/editor-registry';
import { defineUrlState, oneOf, page, useUrlState } from '@/lib/url-state';

/** The list's filter and page live in the URL beside the object page's path and tab. */
const listUrl = defineUrlState({ status: oneOf(NEWSLETTER_STATUS_FILTERS, 'all'), page: page() });

const objectPath = (item: SearchItem) => `${item.path}/`;

/** The list's columns; the preview menu offers the test email to those who may modify the folder's newsletters. */
const columns = (canSendTest: boolean): readonly Column<SearchItem>[] => [
  {
    id: 'id',
    header: 'Id',
    cell: ({ row }) => (
      <PreloadLink
        to={paths.tree.getHref(objectPath(row.original))}
        className="underline-offset-2 hover:underline"
      >
        {row.original['@name']}
      </PreloadLink>
    ),
  },
  {
    id: 'preview',
    header: 'Preview',
    meta: { srOnlyHeader: true },
    cell: ({ row }) => (
      <PreviewMenu
        path={objectPath(row.original)}
        label={`Preview ${row.original['@name']}`}
        icon={<EyeIcon />}
        canSendTest={canSendTest}
      />
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) =>
      isNewsletterStatus(row.original.status) ? <StatusTag status={row.original.status} /> : null,
  },
  {
    id: 'schedule_at',
    header: 'Scheduled at',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row }) => formatScheduledAt(row.original.schedule_at),
  },
  { id: 'title', header: 'Campaign name', cell: ({ row }) => row.original.title ?? '' },
];

/** The preview eye of a row (§2.8), drawn, not a font glyph (the machine may have no emoji font). */
function EyeIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

/**
 * The newsletter list at /newsletters/ (§2.8): Id (opens the newsletter), a preview eye, the status tag (filterable by
 * draft, verified, scheduled, all), 'Scheduled at' (D/MM/YY - HH:mm, Madrid) and the campaign name; newest first,
 * paged as every list; the filter and page in the URL.
 */
export function NewsletterListTab({ createMenu, permissions }: ObjectTabProps) {
  const canSendTest = can(permissions, PERMISSIONS.ModifyContent);
  const tableColumns = useMemo(() => columns(canSendTest), [canSendTest]);
  const { view, set, correct, hrefFor } = useUrlState(listUrl);
  const list = useQuery(newsletterListQuery(view.status, view.page));
  const goToPage = useCallback((target: number) => correct({ page: target }), [correct]);
  return (
    <section aria-label="Newsletters" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Status"
          value={view.status}
          onValueChange={(status) => set({ status: status === '' ? 'all' : status })}
          options={NEWSLETTER_STATUS_FILTERS}
        />
        <div className="ml-auto">{createMenu}</div>
      </div>
      <PagedQueryView
        query={list}
        page={view.page}
        paging={(data) => ({ total: data.items_total, pageSize: ADMIN_PAGE_SIZE, rows: data.items.length })}
        goTo={goToPage}
        hrefFor={(target) => hrefFor({ page: target })}
        pagers={{ top: 'Pagination top', bottom: 'Pagination bottom' }}
      >
        {({ items }) =>
          items.length === 0 ? (
            <p className="rounded border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500">
              {siteMessages.treeBrowser.empty}
            </p>
          ) : (
            <DataTable
              label="Newsletters"
              columns={tableColumns}
              rows={items}
              rowId={(item) => item.path}
              busy={list.isFetching}
            />
          )
        }
      </PagedQueryView>
    </section>
  );
}
