import { describe, expect, it } from 'vitest';
import { memorySession } from './memory-session';

describe('memorySession', () => {
  it('starts empty, or with the token given', () => {
    expect(memorySession().get()).toBeNull();
    expect(memorySession('tok').get()).toBe('tok');
  });

  it('keeps the last token set until cleared', () => {
    const session = memorySession();
    session.set('a');
    session.set('b');
    expect(session.get()).toBe('b');
    session.clear();
    expect(session.get()).toBeNull();
  });

  it('keeps one session per store', () => {
    const one = memorySession('one');
    const two = memorySession();
    two.set('two');
    expect([one.get(), two.get()]).toEqual(['one', 'two']);
  });
});
