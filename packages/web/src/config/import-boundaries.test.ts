// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const biome = JSON.parse(readFileSync(`${repo}biome.json`, 'utf8')) as {
  overrides?: { includes?: string[]; linter?: { rules?: { style?: { noRestrictedImports?: unknown } } } }[];
};
const features = readdirSync(`${repo}packages/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('import boundaries (biome.json)', () => {
  it.each(features)('feature %s has its own override: it may import no other feature', (feature) => {
    const override = biome.overrides?.find((candidate) =>
      candidate.includes?.includes(`packages/web/src/features/${feature}/**`),
    );
    const restricted = JSON.stringify(override?.linter?.rules?.style?.noRestrictedImports ?? null);
    expect(restricted).toContain(`!@/features/${feature}/**`);
    expect(restricted).toContain('"@/features/**"');
  });
});
