import { isHttpError } from '@cellar/sdk';
import { messages, validateLogin } from '@cellar/validation';
import { type CommandContext, type Input, printResult } from '../command-context';
import { fromSdkError, UserError } from '../errors';

export interface LoginOptions extends CommandContext {
  email?: string;
  /** Read the password from stdin (scripts) instead of asking for it. */
  passwordStdin?: boolean;
}

const invalidCredentials = () =>
  new UserError(messages.login.invalidCredentials, {
    nextStep: 'Check the email and password, then run `cellar login` again.',
  });

/** The whole of stdin, less the one line break `echo` or a here-string adds. */
async function readSecret(stdin: Input): Promise<string> {
  let text = '';
  for await (const chunk of stdin) text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return text.replace(/\r?\n$/, '');
}

export async function login(opts: LoginOptions): Promise<void> {
  const { baseUrl } = opts;
  let email = opts.email;
  let password: string;
  if (opts.passwordStdin) {
    if (email === undefined) {
      throw new UserError('--password-stdin needs --email.', {
        nextStep: 'Run `cellar login --email <email> --password-stdin`.',
      });
    }
    password = await readSecret(opts.stdin);
  } else {
    if (!opts.prompts) {
      throw new UserError('Cannot ask for a password: stdin is not a terminal.', {
        nextStep: 'Run `cellar login --email <email> --password-stdin` and pipe the password in.',
      });
    }
    email ??= await opts.prompts.email();
    password = await opts.prompts.password();
  }

  const checked = validateLogin({ email, password });
  if (!checked.ok) throw invalidCredentials();

  let token: string;
  try {
    token = await opts.client().session.login(checked.value);
  } catch (error) {
    if (isHttpError(error) && error.status === 401) throw invalidCredentials();
    // 429 and the rest: the server's message, as the contract writes it.
    throw fromSdkError(error);
  }

  await opts.store.set({ baseUrl, email: checked.value.email, token, savedAt: new Date().toISOString() });
  printResult(opts, `Logged in to ${baseUrl} as ${checked.value.email}`, {
    baseUrl,
    email: checked.value.email,
  });
}
