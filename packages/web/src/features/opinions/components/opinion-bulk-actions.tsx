import type { ErpOpinion } from '@cellar/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { BulkActionBar } from '@/components/table/bulk-action-bar';
import { type RowSelection, SelectAllCheckbox } from '@/components/table/selection-checkboxes';
import { useBulkAction } from '@/components/table/use-bulk-action';
import { Button } from '@/components/ui/button';
import { opinionKeys } from '@/features/opinions/api/query-keys';
import { apiClient } from '@/lib/api-client';

/** The bulk actions: each one's button, verb for the summary, and call for one opinion (the CLI's calls). */
const BULK_ACTIONS = {
  publish: {
    label: 'Publish selected',
    verb: 'published',
    call: (id: number) => apiClient.erp.opinions.publish(id),
  },
  refuse: {
    label: 'Refuse selected',
    verb: 'refused',
    call: (id: number) => apiClient.erp.opinions.refuse(id),
  },
} as const;

/** An opinion as the summary names it. */
const opinionName = (opinion: ErpOpinion) => `#${opinion.id_opinion} (${opinion.titulo})`;

/**
 * Publish or refuse the selected pending opinions of the page at once, as `cellar opinions publish|refuse` does
 * from the terminal: each as it is stored (what is typed in a card and not saved is not sent).
 */
export function OpinionBulkActions({
  opinions,
  selection,
}: {
  opinions: readonly ErpOpinion[];
  selection: RowSelection & { clear: () => void };
}) {
  const bulk = useBulkAction();
  const queryClient = useQueryClient();
  const selected = opinions.filter((opinion) => selection.selected.has(String(opinion.id_opinion)));

  const run = async (kind: keyof typeof BULK_ACTIONS) => {
    const action = BULK_ACTIONS[kind];
    await bulk.run({
      items: selected,
      call: (opinion) => action.call(opinion.id_opinion),
      name: opinionName,
      noun: 'opinion',
      verb: action.verb,
    });
    selection.clear();
    await queryClient.invalidateQueries({ queryKey: opinionKeys.all });
  };

  return (
    <BulkActionBar label="Bulk actions on opinions" count={selected.length} bulk={bulk}>
      <SelectAllCheckbox ids={opinions.map((opinion) => String(opinion.id_opinion))} selection={selection} />
      {(['publish', 'refuse'] as const).map((kind) => (
        <Button
          key={kind}
          variant="secondary"
          disabled={selected.length === 0 || bulk.progress !== null}
          onClick={() => void run(kind)}
        >
          {BULK_ACTIONS[kind].label}
        </Button>
      ))}
    </BulkActionBar>
  );
}
