import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateLogin } from './login';
import { messages } from './messages';

const INVALID = 'Failed! Invalid credentials';

describe('validateLogin', () => {
  it('trims the username and keeps the password as typed', () => {
    expect(validateLogin({ email: ' ana@cellar.example ', password: ' secret ' })).toEqual({
      ok: true,
      value: { email: 'ana@cellar.example', password: ' secret ' },
    });
  });

  it.each([
    [{ email: '', password: 'x' }, ['email']],
    [{ email: '   ', password: 'x' }, ['email']],
    [{ email: 'a', password: '' }, ['password']],
    [{}, ['email', 'password']],
    [null, ['email', 'password']],
    [{ email: 42, password: ['x'] }, ['email', 'password']],
  ])('%j is refused with the spec message', (input, paths) => {
    expect(validateLogin(input)).toEqual({
      ok: false,
      issues: paths.map((path) => ({ path, message: INVALID })),
    });
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.anything(), (input) => void validateLogin(input)));
  });
});

describe('login and shell messages', () => {
  it.each([
    [messages.login.invalidCredentials, 'Failed! Invalid credentials'],
    [messages.login.backendDown, 'Failed to fetch data: Backend not running?'],
    [messages.login.generic, 'Generic error'],
    [messages.login.tooManyFailedLogins, 'Too many failed logins for this email. Try again in a minute.'],
    [
      messages.login.tooManyFailedLoginsFromAddress,
      'Too many failed logins from this address. Try again in a minute.',
    ],
    [messages.shell.renderFailure, 'Something went wrong.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
