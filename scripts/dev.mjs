// `pnpm dev`: the backend with --watch on PORT (default 8080) and the Vite dev server with hot reload,
// proxying the API to it. Open the URL Vite prints (http://localhost:5173/-admin/).
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '8080';
const children = [
  spawn('pnpm', ['--filter', '@cellar/backend', 'dev'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port },
  }),
  spawn('pnpm', ['--filter', '@cellar/web', 'dev'], {
    stdio: 'inherit',
    env: { ...process.env, CELLAR_API_URL: `http://localhost:${port}` },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
