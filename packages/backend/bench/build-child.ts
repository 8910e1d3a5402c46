// The bench children run as plain JavaScript bundled by esbuild, as a deployed backend would, not through tsx:
// tsx and the on-the-fly transpiling of the workspace sources hold some 70 MB that are not the upload's, and the
// memory targets are about the upload.
import { cpSync, mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const BACKEND_DIR = fileURLToPath(new URL('..', import.meta.url));
// Inside the backend's node_modules, so the bundle's external packages resolve as the backend's do.
const OUT_DIR = join(BACKEND_DIR, 'node_modules', '.cache', 'cellar-bench');

/** Bundles `entry` (a bench child) with the workspace sources; npm packages stay external. Answers the file. */
export async function buildChild(entry: string): Promise<string> {
  mkdirSync(OUT_DIR, { recursive: true });
  // The database finds its numbered SQL files beside its own module, so beside the bundle too.
  cpSync(join(BACKEND_DIR, 'src', 'db', 'migrations'), join(OUT_DIR, 'migrations'), { recursive: true });
  const outfile = join(OUT_DIR, basename(entry).replace(/\.ts$/, '.mjs'));
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    // better-sqlite3 is native, exceljs and csv-parse are loaded from node_modules like in the server.
    external: ['better-sqlite3', 'exceljs', 'csv-parse', 'busboy'],
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  return outfile;
}
