import type { CommandContext } from '../command-context';
import { type Progress, type ProgressOptions, plainProgress, silentProgress } from './progress';

/**
 * The progress display this run should use (see `Progress`). Async because the ink bar is imported only
 * when a terminal will show it (ink costs about half a second to load).
 */
export async function createProgress(
  ctx: Pick<CommandContext, 'json' | 'stderr'>,
  options: ProgressOptions,
): Promise<Progress> {
  if (ctx.json) return silentProgress;
  if (ctx.stderr.isTTY) {
    const { inkProgress } = await import('./progress-bar');
    return inkProgress(ctx.stderr, options);
  }
  return plainProgress(ctx.stderr, options);
}
