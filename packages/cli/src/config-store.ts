import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UserError } from './errors';

/** What `cellar login` keeps for one backend. */
export interface StoredSession {
  baseUrl: string;
  email: string;
  token: string;
  /** ISO 8601 time of the login. */
  savedAt: string;
}

interface SessionFile {
  version: 1;
  /** Keyed by base URL, so one machine can be logged in to several backends. */
  sessions: Record<string, StoredSession>;
}

export interface ConfigLocation {
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  homedir: string;
}

/**
 * Where the CLI keeps its state: `$CELLAR_CONFIG_DIR`, else `$XDG_CONFIG_HOME/cellar`,
 * else `%APPDATA%/cellar` on Windows, else `~/.config/cellar`.
 */
export function configDir({ env, platform, homedir }: ConfigLocation): string {
  if (env.CELLAR_CONFIG_DIR) return env.CELLAR_CONFIG_DIR;
  if (env.XDG_CONFIG_HOME) return join(env.XDG_CONFIG_HOME, 'cellar');
  if (platform === 'win32' && env.APPDATA) return join(env.APPDATA, 'cellar');
  return join(homedir, '.config', 'cellar');
}

const isSession = (value: unknown): value is StoredSession => {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['baseUrl', 'email', 'token', 'savedAt'].every((key) => typeof record[key] === 'string');
};

/** Sessions in `<dir>/session.json`: file mode 0600, directory 0700, every write atomic. */
export class ConfigStore {
  readonly file: string;

  constructor(readonly dir: string) {
    this.file = join(dir, 'session.json');
  }

  async get(baseUrl: string): Promise<StoredSession | undefined> {
    return (await this.read()).sessions[baseUrl];
  }

  async set(session: StoredSession): Promise<void> {
    const data = await this.read();
    data.sessions[session.baseUrl] = session;
    await this.write(data);
  }

  /** Answers whether there was a session to remove. */
  async remove(baseUrl: string): Promise<boolean> {
    const data = await this.read();
    if (!(baseUrl in data.sessions)) return false;
    delete data.sessions[baseUrl];
    await this.write(data);
    return true;
  }

  private async read(): Promise<SessionFile> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { version: 1, sessions: {} };
      throw error;
    }
    const corrupt = () =>
      new UserError(`The session file ${this.file} is not readable.`, {
        nextStep: 'Delete it and run `cellar login` again.',
      });
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (cause) {
      throw Object.assign(corrupt(), { cause });
    }
    const sessions = (parsed as { sessions?: unknown } | null)?.sessions;
    if (typeof sessions !== 'object' || sessions === null) throw corrupt();
    const valid = Object.entries(sessions).filter(
      (entry): entry is [string, StoredSession] => isSession(entry[1]) && entry[1].baseUrl === entry[0],
    );
    return { version: 1, sessions: Object.fromEntries(valid) };
  }

  private async write(data: SessionFile): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    // A fresh temporary file created with 0600 then renamed over the old one: a reader sees the old
    // file or the new one, never half of it, and the token is never readable by others, not even briefly.
    const temp = `${this.file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temp, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
      await rename(temp, this.file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }
}
