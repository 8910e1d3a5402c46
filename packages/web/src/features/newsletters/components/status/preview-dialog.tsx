import type { ShopId } from '@cellar/validation';
import { siteMessages } from '@cellar/validation/site';
import { useQuery } from '@tanstack/react-query';
import { QueryView } from '@/components/query/query-view';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { newsletterPreviewQuery } from '@/features/newsletters/api/newsletter-preview';
import { withLinksInNewTab } from '@/features/newsletters/utils/with-links-in-new-tab';

/** A preview asked for: a language on a shop's domain (`domain` is the shop's host). */
export interface PreviewTarget {
  lang: string;
  domain: string;
  shop: ShopId;
  /** The shop's own country. */
  country: string;
}

/**
 * The newsletter's email as `@previsualize` answers it (fetched with the session's token), in a sandboxed iframe:
 * what the recipients of that shop and language get. The email has no script and none may run (`sandbox` without
 * allow-scripts, so its same origin gives it nothing to run with; a tool that injects one into the frame, as an accessibility checker does, is told 'Blocked script
 * execution in about:srcdoc'); its links open the shop in a new tab, outside the sandbox. With `onSendTest`, a
 * 'Send a test email' button sends this very preview.
 */
export function PreviewDialog({
  path,
  target,
  onClose,
  onSendTest,
}: {
  path: string;
  target: PreviewTarget | null;
  onClose: () => void;
  onSendTest?: (target: PreviewTarget) => void;
}) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={target ? `Preview ${target.domain} (${target.lang})` : 'Preview'}
      className="w-[min(44rem,calc(100vw-2rem))]"
      footer={
        target && onSendTest ? (
          <Button variant="secondary" onClick={() => onSendTest(target)}>
            {siteMessages.newsletter.sendTestEmail}
          </Button>
        ) : undefined
      }
    >
      {target ? <PreviewFrame path={path} target={target} onEscape={onClose} /> : null}
    </Dialog>
  );
}

function PreviewFrame({
  path,
  target,
  onEscape,
}: {
  path: string;
  target: PreviewTarget;
  onEscape: () => void;
}) {
  const preview = useQuery(newsletterPreviewQuery(path, target.lang, target.domain));
  // A key pressed inside the email goes to the frame's document, not to the dialog: Escape there closes the dialog
  // too. The frame is same-origin for this (still without scripts of its own), so the listener can be added.
  const listenForEscape = (event: React.SyntheticEvent<HTMLIFrameElement>) =>
    event.currentTarget.contentDocument?.addEventListener('keydown', (key) => {
      if (key.key === 'Escape') onEscape();
    });
  return (
    <QueryView query={preview}>
      {(html) => (
        <iframe
          title={`Newsletter preview ${target.domain} ${target.lang}`}
          srcDoc={withLinksInNewTab(html)}
          sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          onLoad={listenForEscape}
          className="h-[60vh] w-full rounded border border-slate-200"
        />
      )}
    </QueryView>
  );
}
