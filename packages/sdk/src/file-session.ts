import type { SessionStore } from './session-store';

type FsPromises = typeof import('node:fs/promises');
type Path = typeof import('node:path');

/**
 * Node's own modules, fetched when the store is used rather than imported: the SDK is one package for browsers and
 * Node, and a browser bundler must not meet `node:fs` in it (Node 20.16 and later have `getBuiltinModule`).
 */
function nodeModules(): { fs: FsPromises; path: Path } {
  const get = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process
    ?.getBuiltinModule;
  if (!get) throw new Error('fileSession needs Node 20.16 or later (process.getBuiltinModule)');
  return { fs: get('node:fs/promises') as FsPromises, path: get('node:path') as Path };
}

/**
 * A session kept in a JSON file, `{"token": "..."}`, for scripts that run again later. The file is written with
 * mode 0600 (its folder, when created, 0700) and replaced whole (a temporary file renamed over it), so others
 * cannot read the token and a reader never sees half a file. A missing or unreadable file is no session; the next
 * login writes it anew. Node only.
 *
 * @example
 * const client = createClient({
 *   baseUrl: 'https://backend.example',
 *   session: fileSession(`${os.homedir()}/.config/my-tool/session.json`),
 * });
 * if (!(await client.session.check())) await client.session.login({ email, password });
 */
export function fileSession(file: string): SessionStore {
  return {
    async get() {
      const { fs } = nodeModules();
      let text: string;
      try {
        text = await fs.readFile(file, 'utf8');
      } catch (error) {
        if ((error as { code?: unknown }).code === 'ENOENT') return null;
        throw error;
      }
      try {
        const token = (JSON.parse(text) as { token?: unknown } | null)?.token;
        return typeof token === 'string' && token !== '' ? token : null;
      } catch {
        return null;
      }
    },
    async set(token) {
      const { fs, path } = nodeModules();
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const temp = `${file}.${globalThis.crypto.randomUUID()}.tmp`;
      try {
        await fs.writeFile(temp, `${JSON.stringify({ token })}\n`, { mode: 0o600, flag: 'wx' });
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async clear() {
      await nodeModules().fs.rm(file, { force: true });
    },
  };
}
