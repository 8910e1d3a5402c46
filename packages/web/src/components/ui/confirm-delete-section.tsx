import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

export interface ConfirmDeleteSectionProps {
  /** The section's heading and the confirmation's title ('Delete', 'Delete region'). */
  title: string;
  /** The button that asks for the confirmation. */
  buttonLabel: string;
  /** What the confirmation asks ('Delete {path} and everything inside it?'). */
  description: string;
  disabled?: boolean;
  pending: boolean;
  /** Deletes; the dialog closes once it resolves, and stays open (for another try) when it throws. */
  onConfirm: () => Promise<void>;
  /** Says why a delete failed (a toast); the dialog stays open. */
  onError: (error: unknown) => void;
}

/** A delete of an object behind a confirmation dialog (Cancel / Delete): the Actions tab's and the region editor's. */
export function ConfirmDeleteSection({
  title,
  buttonLabel,
  description,
  disabled,
  pending,
  onConfirm,
  onError,
}: ConfirmDeleteSectionProps) {
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div>
        <Button variant="secondary" disabled={disabled || pending} onClick={() => setConfirming(true)}>
          {buttonLabel}
        </Button>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={title}
        description={description}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              disabled={pending}
              onClick={async () => {
                try {
                  await onConfirm();
                  setConfirming(false);
                } catch (error) {
                  onError(error);
                }
              }}
            >
              Delete
            </Button>
          </>
        }
      />
    </section>
  );
}
