import { isHttpError, isNetworkError } from '@cellar/sdk';
import { type CommandContext, printResult } from '../command-context';
import { fromSdkError } from '../errors';

export async function logout(opts: CommandContext): Promise<void> {
  const { baseUrl, store } = opts;
  const session = await store.get(baseUrl);
  if (!session) {
    printResult(opts, `Not logged in to ${baseUrl}: nothing to remove.`, { baseUrl, loggedOut: false });
    return;
  }

  let revoked = true;
  try {
    await opts.client(session.token).session.logout();
  } catch (error) {
    if (isNetworkError(error)) {
      // Logging out is first of all about this machine: forget the token even when the server is away.
      revoked = false;
    } else if (!(isHttpError(error) && error.status === 401)) {
      // 401: the token had already expired or been revoked, which is what we wanted.
      throw fromSdkError(error);
    }
  }
  await store.remove(baseUrl);
  if (!revoked) {
    opts.stderr.write(`Could not reach ${baseUrl}; the session was removed here but not revoked there.\n`);
  }
  printResult(opts, `Logged out of ${baseUrl}`, { baseUrl, loggedOut: true, revoked });
}
