import { HttpError, NetworkError, SchemaError } from '@cellar/sdk';
import { messages } from '@cellar/validation';
import { describe, expect, it } from 'vitest';
import { loginErrorMessage } from './login-error-message';

const http = (status: number, message: string, type = 'Error') => new HttpError(status, { message, type });

describe('loginErrorMessage (site-content-and-shell §5, §8)', () => {
  it.each([
    ['a 401', http(401, 'Invalid email or password', 'Unauthorized'), 'Failed! Invalid credentials'],
    [
      'a 429',
      http(429, 'Too many failed logins: try again in a minute', 'TooManyRequests'),
      'Failed! Invalid credentials\nToo many failed logins: try again in a minute',
    ],
    ['a 429 without a message', http(429, '  ', 'TooManyRequests'), 'Failed! Invalid credentials'],
    [
      'an unreachable backend',
      new NetworkError(new TypeError('Failed to fetch')),
      messages.login.backendDown,
    ],
    ['a 500', http(500, 'boom', 'InternalServerError'), 'Generic error'],
    ['a 403', http(403, 'no', 'Forbidden'), 'Generic error'],
    ['an answer off the contract', new SchemaError('login', [], 200), 'Generic error'],
    ['a plain Error', new Error('bug'), 'Generic error'],
    ['a thrown string', 'weird', 'Generic error'],
  ])('maps %s', (_case, error, expected) => {
    expect(loginErrorMessage(error)).toBe(expected);
  });

  it('reads the catalogue wording', () => {
    expect(messages.login.invalidCredentials).toBe('Failed! Invalid credentials');
    expect(messages.login.backendDown).toBe('Failed to fetch data: Backend not running?');
    expect(messages.login.generic).toBe('Generic error');
  });
});
