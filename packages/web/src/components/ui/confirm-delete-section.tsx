import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/use-confirm';

export interface ConfirmDeleteSectionProps {
  /** The section's heading and the confirmation's title ('Delete', 'Delete region'). */
  title: string;
  /** The button that asks for the confirmation. */
  buttonLabel: string;
  /** What the confirmation asks ('Delete {path} and everything inside it?'). */
  description: string;
  disabled?: boolean;
  pending: boolean;
  /** Deletes, once the user agreed. */
  onConfirm: () => Promise<void>;
  /** Says why a delete failed (a toast); the button asks again for another try. */
  onError: (error: unknown) => void;
}

/** A delete of an object behind the confirmation (`useConfirm`): the Actions tab's and the region editor's. */
export function ConfirmDeleteSection({
  title,
  buttonLabel,
  description,
  disabled,
  pending,
  onConfirm,
  onError,
}: ConfirmDeleteSectionProps) {
  const { confirm, confirmDialog } = useConfirm();
  const headingId = useId();
  const onClick = async () => {
    if (!(await confirm({ title, description, confirmLabel: 'Delete' }))) return;
    try {
      await onConfirm();
    } catch (error) {
      onError(error);
    }
  };
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div>
        <Button variant="secondary" disabled={disabled || pending} onClick={() => void onClick()}>
          {buttonLabel}
        </Button>
      </div>
      {confirmDialog}
    </section>
  );
}
