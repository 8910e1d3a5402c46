import { isNetworkError, isTooManyRequests, isUnauthorized } from '@cellar/sdk';
import { messages } from '@cellar/validation';

/**
 * What the login form says about a failed login (site-content-and-shell §5, §8): wrong credentials
 * and throttling read 'Failed! Invalid credentials' (throttling adds the server's message on a second
 * line), an unreachable backend reads 'Failed to fetch data: Backend not running?', anything else
 * 'Generic error'.
 */
export function loginErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return messages.login.backendDown;
  if (isUnauthorized(error)) return messages.login.invalidCredentials;
  if (isTooManyRequests(error)) {
    const detail = error.message.trim();
    return detail === ''
      ? messages.login.invalidCredentials
      : `${messages.login.invalidCredentials}\n${detail}`;
  }
  return messages.login.generic;
}
