import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStorageSession } from './local-storage-session';

/** A Storage over a Map, as a browser's localStorage behaves for one origin. */
function fakeStorage(entries = new Map<string, string>()) {
  return {
    entries,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('localStorageSession', () => {
  it('keeps the token in localStorage under cellar.token, or the key given', () => {
    const storage = fakeStorage();
    vi.stubGlobal('localStorage', storage);
    localStorageSession().set('a');
    localStorageSession('my-tool.token').set('b');
    expect(Object.fromEntries(storage.entries)).toEqual({ 'cellar.token': 'a', 'my-tool.token': 'b' });
    expect(localStorageSession().get()).toBe('a');
  });

  it('reads localStorage on every get, so another tab’s login and logout show', () => {
    const storage = fakeStorage();
    vi.stubGlobal('localStorage', storage);
    const session = localStorageSession();
    expect(session.get()).toBeNull();
    storage.setItem('cellar.token', 'from-another-tab');
    expect(session.get()).toBe('from-another-tab');
    localStorageSession().clear();
    expect(session.get()).toBeNull();
    expect(storage.entries.size).toBe(0);
  });

  it('keeps the token in memory where localStorage refuses it (a private mode, a full quota), never throwing', () => {
    vi.stubGlobal('localStorage', {
      ...fakeStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    const session = localStorageSession();
    session.set('tok');
    expect(session.get()).toBe('tok');
    session.clear();
    expect(session.get()).toBeNull();
  });

  it('keeps the token in memory where there is no localStorage (Node) or reading it throws', () => {
    const session = localStorageSession();
    session.set('tok');
    expect(session.get()).toBe('tok');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new Error('SecurityError');
      },
    });
    try {
      const sandboxed = localStorageSession();
      expect(sandboxed.get()).toBeNull();
      sandboxed.set('tok');
      expect(sandboxed.get()).toBe('tok');
      expect(() => sandboxed.clear()).not.toThrow();
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});
