import { messages } from '@cellar/validation';
import { Button } from '@/components/ui/button';

/** The page shown when a screen fails to render (site-content-and-shell §8). */
export function RenderFailure() {
  return (
    <div className="flex h-full min-h-64 flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-lg font-semibold text-slate-900">{messages.shell.renderFailure}</h1>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </div>
  );
}
