import { config } from 'zod';

// Zod compiles each object schema's parser with `new Function` when the schema is built, unless told not to;
// the admin's Content-Security-Policy allows no eval (`script-src 'self'`). main.tsx imports this module before
// anything that builds a schema (the SDK, the validation rules), so every schema uses the plain parser.
config({ jitless: true });
