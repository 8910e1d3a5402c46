import { describe, expect, it } from 'vitest';
import { restoreMessages as m } from './restore-messages';

describe('restore messages (issue 28)', () => {
  it.each([
    [
      m.intro('ana@example.com', '28/11/2026 10:42:00'),
      'These fields go back to the values they had before the change of ana@example.com at 28/11/2026 10:42:00:',
    ],
    [m.newerChanges(1), 'A newer change also changed these fields; restoring overwrites it:'],
    [m.newerChanges(3), '3 newer changes also changed these fields; restoring overwrites them:'],
    [m.error('boom'), 'Error restoring. boom'],
    [m.unknownEntry('12'), 'There is no change 12 of this object to restore'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
