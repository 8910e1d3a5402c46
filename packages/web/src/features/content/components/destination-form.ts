import { fail, ok } from '@cellar/validation';
import { siteMessages } from '@cellar/validation/site';
import { type FieldOf, useAppForm } from '@/components/form';
import type { DestinationCheck } from '@/features/content/api/check-destination';

/** The one field of a move or copy: the destination folder's path, as typed. */
export interface DestinationValues {
  destination: string;
}

const rule = ({ destination }: DestinationValues) =>
  destination.trim() === ''
    ? fail({ path: 'destination', message: siteMessages.treeBrowser.bulk.destinationRequired })
    : ok(destination.trim());
const fieldOf: FieldOf = () => 'destination';

/** A destination the check refused: its message goes under the field. */
class RefusedDestination extends Error {}

/**
 * The form of a move or copy (the bulk actions' dialog, the Actions tab): a path is required, then `check`ed (it
 * must exist, be a folder, take the objects) with its message under the field; `confirm` runs with the checked
 * path. One short field: no draft, and leaving it unsaved loses nothing.
 */
export function useDestinationForm(
  check: (input: string) => Promise<DestinationCheck>,
  confirm: (path: string) => unknown,
) {
  const { form, handleSubmit } = useAppForm({
    defaultValues: { destination: '' },
    rule,
    fieldOf,
    guardLeaving: false,
  });
  const onSubmit = handleSubmit(
    async (destination) => {
      const checked = await check(destination);
      if (!checked.ok) throw new RefusedDestination(checked.message);
      await confirm(checked.path);
    },
    {
      onError: (error) => {
        if (error instanceof RefusedDestination)
          form.setError('destination', { type: 'check', message: error.message });
      },
    },
  );
  return { form, onSubmit };
}
