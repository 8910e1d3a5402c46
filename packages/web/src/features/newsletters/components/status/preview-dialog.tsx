import { useQuery } from '@tanstack/react-query';
import { QueryView } from '@/components/query/query-view';
import { Dialog } from '@/components/ui/dialog';
import { newsletterPreviewQuery } from '@/features/newsletters/api/newsletter-preview';

export interface PreviewTarget {
  lang: string;
  domain: string;
}

/**
 * The newsletter's email as `@previsualize` answers it (fetched with the session's token), in a sandboxed iframe
 * (`srcdoc`, no scripts, no same origin): what the recipients of that shop and language get.
 */
export function PreviewDialog({
  path,
  target,
  onClose,
}: {
  path: string;
  target: PreviewTarget | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={target ? `Preview ${target.domain} (${target.lang})` : 'Preview'}
      className="w-[min(44rem,calc(100vw-2rem))]"
    >
      {target ? <PreviewFrame path={path} target={target} /> : null}
    </Dialog>
  );
}

function PreviewFrame({ path, target }: { path: string; target: PreviewTarget }) {
  const preview = useQuery(newsletterPreviewQuery(path, target.lang, target.domain));
  return (
    <QueryView query={preview}>
      {(html) => (
        <iframe
          title={`Newsletter preview ${target.domain} ${target.lang}`}
          srcDoc={html}
          sandbox=""
          className="h-[60vh] w-full rounded border border-slate-200"
        />
      )}
    </QueryView>
  );
}
