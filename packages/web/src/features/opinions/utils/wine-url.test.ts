import { describe, expect, it } from 'vitest';
import { publicWineUrl } from './wine-url';

describe('publicWineUrl', () => {
  it('links the group to /es/vino/{group} on the main shop', () => {
    expect(publicWineUrl('ribera-123')).toBe('https://www.cellar-es.example/es/vino/ribera-123');
  });
  it('escapes the group', () => {
    expect(publicWineUrl('a b/c')).toBe('https://www.cellar-es.example/es/vino/a%20b%2Fc');
  });
});
