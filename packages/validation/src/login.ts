import { messages } from './messages';
import { fail, ok, type Result } from './result';

export interface LoginInput {
  email: string;
  password: string;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Login form rule (site-content-and-shell §5): an empty username or password gives
 * 'Failed! Invalid credentials'. The username is trimmed; the password is kept as typed.
 */
export function validateLogin(input: unknown): Result<LoginInput> {
  const record = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const email = asText(record.email).trim();
  const password = asText(record.password);
  const issues = [];
  if (email === '') issues.push({ path: 'email', message: messages.login.invalidCredentials });
  if (password === '') issues.push({ path: 'password', message: messages.login.invalidCredentials });
  return issues.length > 0 ? fail(...issues) : ok({ email, password });
}
