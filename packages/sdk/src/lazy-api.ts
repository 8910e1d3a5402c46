/** A group of calls: every member is an async function or a group of them. */
export type AsyncApi = {
  readonly [name: string]: ((...args: never[]) => Promise<unknown>) | AsyncApi;
};

const descriptor = (value: unknown): PropertyDescriptor => ({
  value,
  writable: true,
  enumerable: true,
  configurable: true,
});

/**
 * Names a group never has: promise resolution, conversions, the names every function has, and the `_`-prefixed
 * marks test doubles and tools look for (`_isMockFunction`), so none of them looks like a call.
 */
const NOT_MEMBERS = new Set(['then', 'catch', 'finally', 'toJSON', 'constructor']);
/** What every function has (`name`, `call`, `toString` ...): read from the function, never a member. */
export const FUNCTION_NAMES: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Function.prototype));
const isMemberName = (key: string | symbol): key is string =>
  typeof key === 'string' && !NOT_MEMBERS.has(key) && !FUNCTION_NAMES.has(key) && !key.startsWith('_');

/**
 * A group of calls whose code is loaded on its first call: `load` runs once (again after a failure), and each call
 * waits for it. The group is built on demand so a browser app ships the code and schemas of a group in a chunk of
 * its own, not in its first page. It behaves as the loaded group for calls; a test may replace a member with
 * `vi.spyOn(group, 'name')` as on a plain object.
 */
export function lazyApi<T extends AsyncApi>(load: () => Promise<T>): T {
  let loaded: Promise<T> | undefined;
  const loadOnce = (): Promise<T> => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };

  const member = (path: readonly string[]): unknown => {
    const replaced = new Map<string, unknown>();
    const children = new Map<string, unknown>();
    const child = (key: string): unknown => {
      if (replaced.has(key)) return replaced.get(key);
      let found = children.get(key);
      if (found === undefined) {
        found = member([...path, key]);
        children.set(key, found);
      }
      return found;
    };
    const target = () => undefined;
    Object.defineProperty(target, 'name', { value: path.at(-1) ?? 'api' });
    return new Proxy(target, {
      get(_target, key) {
        if (typeof key === 'string' && FUNCTION_NAMES.has(key)) return Reflect.get(target, key);
        if (!isMemberName(key)) return undefined;
        return child(key);
      },
      getOwnPropertyDescriptor(_target, key) {
        if (typeof key === 'string' && FUNCTION_NAMES.has(key))
          return Reflect.getOwnPropertyDescriptor(target, key);
        if (!isMemberName(key)) return undefined;
        return descriptor(child(key));
      },
      has: (_target, key) => isMemberName(key),
      defineProperty(_target, key, property) {
        if (typeof key !== 'string') return false;
        replaced.set(key, property.get ? property.get() : property.value);
        return true;
      },
      set(_target, key, value) {
        if (typeof key !== 'string') return false;
        replaced.set(key, value);
        return true;
      },
      async apply(_target, _this, args: unknown[]) {
        let owner: unknown;
        let value: unknown = await loadOnce();
        for (const key of path) {
          owner = value;
          value = (value as Record<string, unknown>)[key];
        }
        if (typeof value !== 'function') throw new TypeError(`${path.join('.')} is not a call of this group`);
        return (value as (...a: unknown[]) => unknown).apply(owner, args);
      },
    });
  };
  return member([]) as T;
}
