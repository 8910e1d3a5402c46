import type { CellarClient } from '@cellar/sdk';
import type { CommandContext } from '../command-context';
import { UserError } from '../errors';

export const notLoggedIn = (baseUrl: string) =>
  new UserError(`Not logged in to ${baseUrl}.`, { nextStep: 'Run `cellar login`.' });

/**
 * A client that sends the stored session's token: what every command but login needs. It does not check the
 * session with the server first; a revoked token shows as the server's 401 on the first call.
 */
export async function sessionClient(ctx: CommandContext): Promise<CellarClient> {
  const session = await ctx.store.get(ctx.baseUrl);
  if (!session) throw notLoggedIn(ctx.baseUrl);
  return ctx.client(session.token);
}
