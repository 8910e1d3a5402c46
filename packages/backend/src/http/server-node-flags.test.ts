import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './server-node-flags';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const startScript = (path: string): string =>
  (JSON.parse(read(path)) as { scripts: Record<string, string> }).scripts.start ?? '';

describe('SERVER_NODE_FLAGS', () => {
  it('is what every start of the built server passes to node', () => {
    const command = `node ${SERVER_NODE_FLAGS.join(' ')} dist/main.js`;
    expect(startScript('../../package.json')).toContain(command);
    expect(startScript('../../../../package.json')).toContain(command);
    expect(read('../../../../scripts/start.sh')).toContain(command);
  });

  it('bounds the young generation', () => {
    expect(SERVER_NODE_FLAGS).toContain('--max-semi-space-size=8');
  });
});
