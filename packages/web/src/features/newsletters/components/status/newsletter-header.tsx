import { isHttpError } from '@cellar/sdk';
import { PERMISSIONS } from '@cellar/validation';
import { type NewsletterStatusAction, siteMessages, verifyToggleAction } from '@cellar/validation/site';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useChangeNewsletterStatus } from '@/features/newsletters/api/change-newsletter-status';
import { useUploadToBrevo } from '@/features/newsletters/api/upload-to-brevo';
import { can } from '@/lib/can';
import type { ObjectHeaderProps } from '@/lib/editor-registry';
import { PreviewMenu } from './preview-menu';
import { SendingProgress } from './sending-progress';
import { isNewsletterStatus, StatusTag } from './status-tag';

const messages = siteMessages.newsletter;

/**
 * Above the Newsletter's tabs (§2.8, §4): the status tag; 'Verify content' / 'Back to draft' (disabled when
 * scheduled); Schedule / Unschedule; 'Upload to Brevo' only with cellar.ScheduleNewsletters; the preview dropdown;
 * and while scheduled the sending's progress.
 */
export function NewsletterHeader({ object, path, permissions }: ObjectHeaderProps) {
  const status = isNewsletterStatus(object.status) ? object.status : 'draft';
  const canModify = can(permissions, PERMISSIONS.ModifyContent);
  // In the page's one @canido answer: the button is drawn with the others, not after them.
  const canSchedule = can(permissions, PERMISSIONS.ScheduleNewsletters);
  const change = useChangeNewsletterStatus(path);
  const upload = useUploadToBrevo(path);

  const [refusal, setRefusal] = useState<string | null>(null);
  const run = (action: NewsletterStatusAction) => {
    setRefusal(null);
    change.mutate(action, {
      onSuccess: () => {
        if (action === 'mark-as-verified') toast.success(messages.verified);
      },
      onError: (error) => {
        toast.error(messages.statusError);
        // Why the server refused (no date or audience yet, someone else's lock) stays under the buttons.
        if (isHttpError(error)) setRefusal(error.message);
      },
    });
  };
  const verifyAction = verifyToggleAction(status);

  return (
    <section
      aria-label="Newsletter status"
      className="flex flex-col gap-3 rounded border border-slate-200 p-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        <StatusTag status={status} />
        {canModify ? (
          <>
            <Button
              variant="secondary"
              disabled={status === 'scheduled' || change.isPending}
              onClick={() => run(verifyAction)}
            >
              {verifyAction === 'mark-as-verified' ? 'Verify content' : 'Back to draft'}
            </Button>
            {status === 'scheduled' ? (
              <Button variant="secondary" disabled={change.isPending} onClick={() => run('unschedule')}>
                Unschedule
              </Button>
            ) : (
              <Button disabled={status !== 'verified' || change.isPending} onClick={() => run('schedule')}>
                Schedule
              </Button>
            )}
          </>
        ) : null}
        {canSchedule ? (
          <Button
            variant="secondary"
            disabled={upload.isPending}
            onClick={() =>
              upload.mutate(undefined, {
                onSuccess: () => toast.success(messages.uploadedToBrevo),
                onError: (error) =>
                  toast.error(messages.brevoError(isHttpError(error) ? error.status : 'network')),
              })
            }
          >
            Upload to Brevo
          </Button>
        ) : null}
        <div className="ml-auto">
          <PreviewMenu path={path} canSendTest={canModify} />
        </div>
      </div>
      {refusal ? (
        <p role="alert" className="text-sm text-rose-800">
          {refusal}
        </p>
      ) : null}
      {status === 'scheduled' ? <SendingProgress path={path} /> : null}
    </section>
  );
}
