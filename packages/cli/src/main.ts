import './ui/draw-live';
import { homedir } from 'node:os';
import { run } from './cli';
import { endWhenReaderLeaves, exitWhenWritten } from './exit-when-written';
import { inkPrompts } from './ui/prompts';

endWhenReaderLeaves(process.stdout);
const code = await run(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  platform: process.platform,
  homedir: homedir(),
  prompts: inkPrompts({ stdin: process.stdin, stdout: process.stderr }),
});
await exitWhenWritten(code, [process.stdout, process.stderr]);
