import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes in the scrypt$N$r$p$salt$hash format and verifies the same password', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it.each([
    '',
    'plain',
    'bcrypt$10$abc',
    'scrypt$32768$8$1$$',
    'scrypt$1000$8$1$c2FsdA==$aGFzaA==',
    'scrypt$4194304$8$1$c2FsdA==$aGFzaA==',
  ])('never matches the malformed hash %j', async (stored) => {
    expect(await verifyPassword('plain', stored)).toBe(false);
  });
});
