import './ui/draw-live';
import { homedir } from 'node:os';
import { run } from './cli';
import { inkPrompts } from './ui/prompts';

const code = await run(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  platform: process.platform,
  homedir: homedir(),
  prompts: inkPrompts({ stdin: process.stdin, stdout: process.stderr }),
});
process.exit(code);
