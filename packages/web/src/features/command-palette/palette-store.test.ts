import { afterEach, describe, expect, it } from 'vitest';
import { setCommandPaletteOpen, takeTypedAhead, typeAhead } from './palette-store';

afterEach(() => setCommandPaletteOpen(false));

describe('the keys typed while the palette opens', () => {
  it('keeps characters, takes one back on Backspace, and hands them over once', () => {
    setCommandPaletteOpen(true);
    for (const key of ['O', 'f', 'f', 'x', 'Backspace', 'e', 'r', 's']) expect(typeAhead(key)).toBe(true);
    expect(takeTypedAhead()).toBe('Offers');
    expect(takeTypedAhead()).toBe('');
  });

  it('lets keys that type nothing through, and forgets what was typed when the palette closes', () => {
    setCommandPaletteOpen(true);
    expect(typeAhead('ArrowDown')).toBe(false);
    expect(typeAhead('Enter')).toBe(false);
    expect(typeAhead('é')).toBe(true);
    setCommandPaletteOpen(false);
    expect(takeTypedAhead()).toBe('');
  });
});
