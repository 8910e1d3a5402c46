import { describe, expect, it } from 'vitest';
import { initialVersionWatch, observeVersion, type VersionWatch } from './version-watch';

const run = (versions: string[]) => {
  let watch: VersionWatch = initialVersionWatch;
  return versions.map((version) => {
    const next = observeVersion(watch, version);
    watch = next.watch;
    return next.warn;
  });
};

describe('observeVersion (site-content-and-shell §2.14)', () => {
  it('takes the first version as the loaded one', () => {
    expect(run(['1', '1', '1'])).toEqual([false, false, false]);
  });

  it('warns the first time the version differs', () => {
    expect(run(['1', '1', '2'])).toEqual([false, false, true]);
  });

  it('warns once in a page life, whatever comes next', () => {
    expect(run(['1', '2', '2', '3', '1', '4'])).toEqual([false, true, false, false, false, false]);
  });
});
