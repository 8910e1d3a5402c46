import { type CommandContext, printResult } from '../command-context';
import { fromSdkError } from '../errors';
import { notLoggedIn } from './session-client';

export async function whoami(opts: CommandContext): Promise<void> {
  const { baseUrl, store } = opts;
  const session = await store.get(baseUrl);
  if (!session) throw notLoggedIn(baseUrl);

  let valid: boolean;
  try {
    valid = await opts.client(session.token).session.check();
  } catch (error) {
    throw fromSdkError(error);
  }
  if (!valid) {
    // Expired or revoked: forget it so the next command does not try it again.
    await store.remove(baseUrl);
    throw notLoggedIn(baseUrl);
  }
  printResult(opts, `${session.email} at ${baseUrl}`, { email: session.email, baseUrl, valid: true });
}
