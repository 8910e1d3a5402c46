// Proves the packed SDK and CLI work outside the repository, as a tool developer and an ops person install them:
// packs both (after `pnpm -r build`, which scripts/test.sh runs before), starts the reference backend from its build
// on a free port with a throwaway DATA_DIR, then, in scratch folders outside the repository:
// - the SDK tarball installed with plain `npm install` in an empty project; the quick start of packages/sdk/README.md
//   (read from the README, so the doc and this check cannot drift) type-checked with moduleResolution node16 and
//   bundler, and run twice (the second run finds the session in its file); a CommonJS file type-checked and run;
// - the CLI tarball installed with `npm install -g --prefix`; `cellar --version`, the completion script in bash,
//   `cellar login --password-stdin` and `cellar export offers --output` against the backend; the process the bin
//   starts is node itself, and a SIGTERM sent to it ends the CLI.
// npm reads the registry for the packages' own dependencies (openapi-fetch, zod, commander, ink, ...), from its
// cache when it can. Bounded in time: it fails after DEADLINE_MS rather than hanging CI.
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const DEADLINE_MS = 150_000;
const root = new URL('..', import.meta.url).pathname;
const run = promisify(execFile);
const npmFlags = ['--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'];

const started = Date.now();
const step = (text) => process.stdout.write(`-- ${((Date.now() - started) / 1000).toFixed(1)} s  ${text}\n`);
const fail = (text) => {
  throw new Error(text);
};
const expectIncludes = (text, part, what) => {
  if (!text.includes(part)) fail(`${what}: expected ${JSON.stringify(part)} in:\n${text}`);
};

/** Runs a command to its end; its output, or an error that carries it. */
async function sh(file, args, options = {}) {
  try {
    const { stdout } = await run(file, args, { timeout: 90_000, maxBuffer: 32 * 1024 * 1024, ...options });
    return stdout;
  } catch (error) {
    fail(
      `${file} ${args.join(' ')} failed (${error.code ?? error.signal}):\n${error.stdout ?? ''}${error.stderr ?? ''}`,
    );
  }
}

/** The reference backend from its build, on a free port, its database in `dataDir`. */
async function startBackend(dataDir) {
  const server = spawn(process.execPath, ['packages/backend/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const url = await new Promise((resolve, reject) => {
    const read = (chunk) => {
      log += chunk;
      const port = /listening on http:\/\/localhost:(\d+)/.exec(log)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    };
    server.stdout.setEncoding('utf8').on('data', read);
    server.stderr.setEncoding('utf8').on('data', read);
    server.on('exit', (code) =>
      reject(new Error(`The backend exited (${code}) before it listened:\n${log}`)),
    );
  });
  return { url, server };
}

/** The first ```js block of the README's "Quick start". */
function quickStart(readme) {
  const section = readme.split(/^## Quick start$/m)[1]?.split(/^## /m)[0] ?? '';
  return (
    /^```js\n([\s\S]*?)^```$/m.exec(section)?.[1] ??
    fail('No ```js block under "## Quick start" in the SDK README')
  );
}

async function checkSdk(tarball, backendUrl, work) {
  const project = join(work, 'sdk-project');
  await mkdir(project);
  await writeFile(join(project, 'package.json'), '{ "name": "sdk-quick-start", "private": true }\n');
  const pinned = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')).devDependencies;
  step('SDK: npm install <tarball> in an empty project (and typescript, @types/node to type-check)');
  await sh(
    'npm',
    [
      'install',
      ...npmFlags,
      tarball,
      `typescript@${pinned.typescript}`,
      `@types/node@${pinned['@types/node']}`,
    ],
    { cwd: project },
  );
  const installed = await readdir(join(project, 'node_modules', '@cellar'));
  if (installed.join() !== 'sdk') fail(`Expected only @cellar/sdk installed, found ${installed.join(', ')}`);

  const code = quickStart(await readFile(join(root, 'packages/sdk/README.md'), 'utf8'));
  await writeFile(join(project, 'quick-start.mjs'), code);
  await writeFile(join(project, 'quick-start.mts'), code);
  // CommonJS: the declarations under `require` (index.d.cts), and a value the types must refuse.
  await writeFile(
    join(project, 'check.cts'),
    `import sdk = require('@cellar/sdk');
const client: sdk.CellarClient = sdk.createClient({ baseUrl: 'http://x', session: sdk.memorySession() });
// @ts-expect-error baseUrl is a string: the types are the SDK's, not any
sdk.createClient({ baseUrl: 1 });
const guard: (error: unknown) => error is sdk.NotFoundError = sdk.isNotFound;
export = { client, guard };
`,
  );
  const tsc = join(project, 'node_modules', '.bin', 'tsc');
  const strict = ['--noEmit', '--strict', '--target', 'es2022', '--types', 'node'];
  // The declarations themselves are checked once (no skipLibCheck), in the bundler run; index.d.cts is the same text
  // as index.d.ts, and checking each again would double a half-minute step.
  step("SDK: tsc --noEmit, moduleResolution bundler, the SDK's declarations checked too");
  await sh(tsc, [...strict, '--module', 'esnext', '--moduleResolution', 'bundler', 'quick-start.mts'], {
    cwd: project,
  });
  step('SDK: tsc --noEmit, moduleResolution node16 (the quick start as ESM, check.cts as CommonJS)');
  await sh(
    tsc,
    [
      ...strict,
      '--skipLibCheck',
      '--module',
      'node16',
      '--moduleResolution',
      'node16',
      'quick-start.mts',
      'check.cts',
    ],
    { cwd: project },
  );

  const env = { ...process.env, CELLAR_URL: backendUrl };
  step('SDK: node quick-start.mjs, twice (the second finds its session in .cellar-session.json)');
  for (const attempt of [1, 2]) {
    const output = await sh(process.execPath, ['quick-start.mjs'], { cwd: project, env });
    expectIncludes(output, 'Producto Herrán de Ábalos Reserva', `quick start, run ${attempt}`);
    expectIncludes(output, 'No such wine (404)', `quick start, run ${attempt}`);
  }
  const mode = (await stat(join(project, '.cellar-session.json'))).mode & 0o777;
  if (mode !== 0o600) fail(`The session file has mode ${mode.toString(8)}, not 600`);

  step('SDK: require() from CommonJS');
  await writeFile(
    join(project, 'check.cjs'),
    `const { createClient, isNotFound } = require('@cellar/sdk');
(async () => {
  const client = createClient({ baseUrl: process.env.CELLAR_URL });
  await client.session.login({ email: 'viewer@example.com', password: 'viewer' });
  const product = await client.content.get('/bodegas/herran-de-abalos/herran-de-abalos-joven/');
  const missing = await client.content.get('/no-such-thing/').catch((error) => error);
  console.log(product.nombre, isNotFound(missing));
})();
`,
  );
  expectIncludes(
    await sh(process.execPath, ['check.cjs'], { cwd: project, env }),
    'Herrán de Ábalos Joven true',
    'CJS',
  );
}

/** Starts the installed `cellar` waiting on stdin, and checks that the process it is is node and a SIGTERM ends it. */
async function checkSignals(cellar, env) {
  const child = spawn(cellar, ['login', '--email', 'admin@example.com', '--password-stdin'], {
    env,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const command = await readFile(`/proc/${child.pid}/comm`, 'utf8').catch(() => 'node\n');
  if (command.trim() !== 'node') fail(`The installed cellar runs as ${command.trim()}, not node`);
  child.kill('SIGTERM');
  const [code, signal] = await once(child, 'exit');
  if (signal !== 'SIGTERM' && code === 0) fail(`cellar went on after SIGTERM (exit ${code})`);
}

async function checkCli(tarball, backendUrl, work) {
  const prefix = join(work, 'cli-prefix');
  step('CLI: npm install -g --prefix <scratch> <tarball>');
  await sh('npm', ['install', '-g', '--prefix', prefix, ...npmFlags, tarball]);
  const cellar = join(prefix, 'bin', 'cellar');
  const env = { ...process.env, CELLAR_URL: backendUrl, CELLAR_CONFIG_DIR: join(work, 'cli-config') };
  const head = (await readFile(cellar, 'utf8')).split('\n')[0];
  if (head !== '#!/usr/bin/env node') fail(`The cellar bin starts with ${head}, not #!/usr/bin/env node`);

  step('CLI: cellar --version');
  const version = JSON.parse(await readFile(join(root, 'packages/cli/package.json'), 'utf8')).version;
  const printed = (await sh(cellar, ['--version'], { env })).trim();
  if (printed !== version) fail(`cellar --version printed ${printed}, not ${version}`);

  step('CLI: cellar completion bash, loaded by bash');
  const script = await sh(cellar, ['completion', 'bash'], { env });
  await writeFile(join(work, 'cellar.bash'), script);
  expectIncludes(
    await sh('bash', ['-c', `source ${join(work, 'cellar.bash')} && complete -p cellar`]),
    '_cellar',
    'bash',
  );

  step('CLI: the bin is node itself, and a SIGTERM ends it');
  await checkSignals(cellar, env);

  step('CLI: cellar login --password-stdin, then cellar export offers --output');
  const login = spawn(cellar, ['login', '--email', 'admin@example.com', '--password-stdin'], { env });
  let loginOutput = '';
  login.stdout.on('data', (chunk) => (loginOutput += chunk));
  login.stderr.on('data', (chunk) => (loginOutput += chunk));
  login.stdin.end('admin\n');
  const [loginCode] = await once(login, 'exit');
  if (loginCode !== 0) fail(`cellar login exited ${loginCode}:\n${loginOutput}`);
  const file = join(work, 'offers.csv');
  const summary = JSON.parse(await sh(cellar, ['--json', 'export', 'offers', '--output', file], { env }));
  const lines = (await readFile(file, 'utf8')).trim().split('\r\n');
  if (summary.rows < 1 || lines.length < summary.rows + 1 || !lines[0]?.includes('id_producto')) {
    fail(`cellar export offers wrote ${lines.length} lines for ${JSON.stringify(summary)}`);
  }
}

const deadline = setTimeout(() => {
  process.stderr.write(`check-packages: not done after ${DEADLINE_MS / 1000} s\n`);
  process.exit(1);
}, DEADLINE_MS);

const work = await mkdtemp(join(tmpdir(), 'cellar-packages-'));
let backend;
let status = 0;
try {
  for (const built of [
    'packages/sdk/dist/index.js',
    'packages/cli/dist/main.js',
    'packages/backend/dist/main.js',
  ]) {
    await stat(join(root, built)).catch(() => fail(`${built} is missing: run \`pnpm -r build\` first`));
  }
  step('pnpm pack @cellar/sdk and @cellar/cli (their builds as they are)');
  const tarballs = join(work, 'tarballs');
  // The builds are the ones `pnpm -r build` just made: the prepack scripts (which build) are skipped.
  await sh(
    'pnpm',
    [
      '--filter',
      '@cellar/sdk',
      '--filter',
      '@cellar/cli',
      '--config.ignore-scripts=true',
      'pack',
      '--pack-destination',
      tarballs,
    ],
    {
      cwd: root,
    },
  );
  const packed = await readdir(tarballs);
  const tarball = (name) =>
    join(tarballs, packed.find((file) => file.startsWith(name)) ?? fail(`No ${name} tarball`));

  step('The reference backend from its build (PORT=0, a throwaway DATA_DIR)');
  backend = await startBackend(join(work, 'data'));
  step(`  listening at ${backend.url}`);

  // Side by side: one mostly type-checks, the other mostly waits on npm.
  const outcomes = await Promise.allSettled([
    checkSdk(tarball('cellar-sdk-'), backend.url, work),
    checkCli(tarball('cellar-cli-'), backend.url, work),
  ]);
  const failures = outcomes
    .filter((outcome) => outcome.status === 'rejected')
    .map((outcome) => outcome.reason.message);
  if (failures.length > 0) fail(failures.join('\n'));
  step('packages: ok');
} catch (error) {
  process.stderr.write(`check-packages: ${error.message}\n`);
  status = 1;
} finally {
  if (backend) {
    backend.server.kill('SIGTERM');
    await once(backend.server, 'exit');
  }
  await rm(work, { recursive: true, force: true });
  clearTimeout(deadline);
}
process.exit(status);
