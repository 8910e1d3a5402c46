import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** Cost of new hashes: N=2^15, r=8, p=1, i.e. 32 MiB and about 100 ms per hash or check. */
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 32768, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

const deriveKey = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

const maxmem = (n: number, r: number, p: number) => 128 * n * r * p + 32 * 1024 * 1024;

/**
 * Hashes a password as `scrypt$N$r$p$saltB64$hashB64` with a random 16-byte salt. The cost is stored
 * in the hash, so verification follows it (tests use a cheaper one to stay fast).
 */
export async function hashPassword(
  password: string,
  cost: ScryptCost = DEFAULT_SCRYPT_COST,
): Promise<string> {
  const { N, r, p } = cost;
  const salt = randomBytes(SALT_LENGTH);
  const key = await deriveKey(password, salt, KEY_LENGTH, { N, r, p, maxmem: maxmem(N, r, p) });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Checks a password against a stored hash in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const sane = (value: number, max: number) => Number.isInteger(value) && value > 0 && value <= max;
  if (!sane(n, 2 ** 20) || (n & (n - 1)) !== 0 || !sane(r, 32) || !sane(p, 16)) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await deriveKey(password, salt, expected.length, { N: n, r, p, maxmem: maxmem(n, r, p) });
  return timingSafeEqual(actual, expected);
}
