// Prints the scrypt hash of a password, for fixtures/accounts.json.
// Usage: node --import tsx scripts/hash-password.ts <password>   (or pipe the password on stdin)
import { text } from 'node:stream/consumers';
import { hashPassword } from '../src/auth/passwords';

const fromArgs = process.argv[2];
const password = fromArgs ?? (await text(process.stdin)).replace(/\r?\n$/, '');
if (password === '') {
  console.error('Usage: hash-password <password>  (or pipe the password on stdin)');
  process.exit(1);
}
console.log(await hashPassword(password));
