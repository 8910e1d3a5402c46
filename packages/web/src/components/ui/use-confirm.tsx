import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

/** What a confirmation asks: it names what goes, so the user knows what they agree to lose. */
export interface ConfirmRequest {
  /** The dialog's title: the action ('Delete shipping rate', 'Remove Destilados?'). */
  title: string;
  /** The question, naming what goes ('Delete shipping rate #12 (es, std)?'). */
  description: ReactNode;
  /** The button that agrees ('Delete', 'Remove', 'Expire', 'Overwrite'); Cancel, Esc and × refuse. */
  confirmLabel: string;
  /** More of what goes, under the question (the items of a bulk delete, the URLs of a batch). */
  details?: ReactNode;
}

export interface Confirm {
  /** Shows the confirmation; resolves true when the user agrees, false when they refuse (or leave the screen). */
  confirm: (request: ConfirmRequest) => Promise<boolean>;
  /** The dialog: render it once, anywhere in the component that asks. */
  confirmDialog: ReactNode;
}

/**
 * The one way the admin asks before an action that cannot be taken back (a delete, a remove, an expiry, an
 * overwrite): `if (!(await confirm({...}))) return;`, then the action, which says when it is done. A modal dialog
 * (Cancel / the action) whose question names what goes.
 */
export function useConfirm(): Confirm {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const answer = useRef<((agreed: boolean) => void) | null>(null);

  const settle = useCallback((agreed: boolean) => {
    const resolve = answer.current;
    answer.current = null;
    setRequest(null);
    resolve?.(agreed);
  }, []);

  const confirm = useCallback(
    (next: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        // A question still open is refused: only the last one asked is on screen.
        answer.current?.(false);
        answer.current = resolve;
        setRequest(next);
      }),
    [],
  );

  // Leaving the screen with the question open refuses it, so nobody waits on it forever.
  useEffect(() => () => answer.current?.(false), []);

  return {
    confirm,
    confirmDialog: (
      <Dialog
        open={request !== null}
        onOpenChange={(open) => {
          if (!open) settle(false);
        }}
        title={request?.title ?? ''}
        description={request?.description}
        footer={
          <>
            <Button variant="secondary" onClick={() => settle(false)}>
              Cancel
            </Button>
            <Button onClick={() => settle(true)}>{request?.confirmLabel}</Button>
          </>
        }
      >
        {request?.details}
      </Dialog>
    ),
  };
}
