// Fails when src/generated/schema.ts differs from what openapi-typescript makes of the OpenAPI document.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const fresh = join(mkdtempSync(join(tmpdir(), 'cellar-openapi-')), 'schema.ts');
execFileSync(
  'pnpm',
  ['exec', 'openapi-typescript', 'openapi/cellar.yaml', '--default-non-nullable', 'false', '-o', fresh],
  { stdio: 'ignore' },
);
if (readFileSync(fresh, 'utf8') !== readFileSync('src/generated/schema.ts', 'utf8')) {
  console.error(
    'src/generated/schema.ts is out of date with openapi/cellar.yaml: run `pnpm --filter @cellar/contract generate`.',
  );
  process.exit(1);
}
console.log('Generated OpenAPI types match openapi/cellar.yaml.');
