// The database and the disk failing under the whole app: another connection holding the write lock, the database
// at its page limit, the disk refusing a file. Every write answers the contract's body (503, 507), nothing is
// half-written, and logging in keeps working.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERP_FIXTURES_DIR } from '../erp/test-db';
import { PNG } from '../files/file-test-support';
import {
  ACCOUNTS,
  databaseDigest,
  emptyDir,
  holdWriteLock,
  type TestBackend,
  testBackend,
} from '../test-support';
import { DATABASE_BUSY_MESSAGE, STORAGE_FULL_MESSAGE } from './write-transaction';

/** Set by a test to make file writes fail as a full disk does. */
const disk = vi.hoisted(() => ({ full: false }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const writeFileSync: typeof fs.writeFileSync = (file, ...rest) => {
    if (disk.full)
      throw Object.assign(new Error(`ENOSPC: no space left on device, write '${String(file)}'`), {
        code: 'ENOSPC',
        errno: -28,
        syscall: 'write',
      });
    return fs.writeFileSync(file, ...rest);
  };
  return { ...fs, writeFileSync, default: { ...fs, writeFileSync } };
});

const BUSY_TIMEOUT_MS = 300;
const REVIEW = 'Ripe red fruit, fine tannins and a long, fresh finish: a lovely bottle for a dinner.';

interface Stage {
  b: TestBackend;
  dir: string;
  admin: string;
  editor: string;
  /** A pending opinion of the ERP fixtures. */
  opinion: number;
}

/** A backend over a database file with the ERP fixtures, a winery to write on, and tokens. */
async function stage(): Promise<Stage> {
  const dir = emptyDir();
  const b = testBackend({ dataDir: dir, fixturesDir: ERP_FIXTURES_DIR, busyTimeoutMs: BUSY_TIMEOUT_MS });
  const admin = await b.tokenFor('admin');
  for (const [folder, body] of [
    ['/', { '@type': 'BodegasFolder', id: 'bodegas' }],
    ['/bodegas', { '@type': 'Bodega', id: 'pingus', nombre: 'Pingus', id_pais: 'es' }],
  ] as const)
    expect((await b.call('POST', `/db/guillotina${folder}`, { token: admin, body })).status).toBe(201);
  const list = await b.call('GET', '/db/erp/opinions/@list?status=pend&page_size=1', { token: admin });
  const { items } = (await list.json()) as { items: { id_opinion: number }[] };
  return { b, dir, admin, editor: await b.tokenFor('editor'), opinion: items[0]?.id_opinion ?? 0 };
}

/** One write of each kind the app has, as `[what, request]`. */
const writes = (
  { b, admin, editor, opinion }: Stage,
  logout: string,
): [string, () => Promise<Response>][] => [
  [
    'a content create',
    () =>
      b.call('POST', '/db/guillotina/bodegas', {
        token: admin,
        body: { '@type': 'Bodega', id: 'vega', nombre: 'Vega', id_pais: 'es' },
      }),
  ],
  [
    'a content PATCH',
    () => b.call('PATCH', '/db/guillotina/bodegas/pingus', { token: admin, body: { nombre: 'Pingus SA' } }),
  ],
  [
    'an ERP write',
    () =>
      b.call('PATCH', `/db/erp/opinions/${opinion}`, {
        token: admin,
        body: { titulo: 'Great', nombre_usuario: 'Ana', nota: 4, opinion: REVIEW },
      }),
  ],
  [
    'a file field upload',
    () =>
      b.fetch(
        new Request('http://localhost/db/guillotina/bodegas/pingus/@upload/location_map', {
          method: 'PATCH',
          headers: { authorization: `Bearer ${editor}`, 'x-upload-filename': 'map.png' },
          body: PNG,
        }),
      ),
  ],
  [
    'an editor image upload',
    () => {
      const form = new FormData();
      form.set('file', new File([PNG], 'photo.png'));
      return b.fetch(
        new Request('http://localhost/api/upload', {
          method: 'POST',
          headers: { authorization: `Bearer ${editor}` },
          body: form,
        }),
      );
    },
  ],
  [
    'an error report',
    () =>
      b.call('POST', '/api/error-reports', {
        body: { message: 'boom', url: 'http://localhost/-admin/', user_agent: 'test' },
      }),
  ],
  ['a logout', () => b.call('POST', '/v2/auth/logout', { token: logout })],
];

const tokenOf = async (res: Response) => ((await res.json()) as { token: string }).token;
const storedFiles = (s: Stage) => readdirSync(join(s.dir, 'files'));

// Each test starts a backend over a file and waits on locks: seconds on a loaded machine.
describe('while another connection holds the write lock', { timeout: 30_000 }, () => {
  let s: Stage;
  beforeAll(async () => {
    s = await stage();
  }, 30_000);
  afterAll(() => s.b.close());

  it(`every write waits the busy timeout (${BUSY_TIMEOUT_MS} ms), then answers 503 with Retry-After; nothing is written`, async () => {
    const logout = await s.b.tokenFor('viewer');
    const before = databaseDigest(s.b.db);
    const files = storedFiles(s);
    const release = holdWriteLock(s.b.db.name);
    try {
      for (const [what, write] of writes(s, logout)) {
        const started = performance.now();
        const res = await write();
        expect(res.status, what).toBe(503);
        expect(performance.now() - started, what).toBeGreaterThanOrEqual(BUSY_TIMEOUT_MS - 10);
        expect(res.headers.get('retry-after'), what).toBe('1');
        expect(await res.json(), what).toEqual({
          message: DATABASE_BUSY_MESSAGE,
          type: 'ServiceUnavailable',
        });
      }
    } finally {
      release();
    }
    expect(databaseDigest(s.b.db)).toBe(before);
    expect(storedFiles(s)).toEqual(files);
    // Once the lock is gone the same writes go through.
    for (const [what, write] of writes(s, logout)) expect((await write()).status, what).toBeLessThan(300);
  });

  it('hands out tokens, logs in and reads at once; the new session is saved once the lock goes', async () => {
    // Waiting for the lock would show: it would take the whole 5 s.
    s.b.db.pragma('busy_timeout = 5000');
    const release = holdWriteLock(s.b.db.name);
    let token: string;
    try {
      const started = performance.now();
      const anonymous = await s.b.call('GET', '/v2/auth/get_token');
      expect(anonymous.status).toBe(200);
      const login = await s.b.call('POST', '/v2/auth/login', {
        token: await tokenOf(anonymous),
        body: ACCOUNTS.editor,
      });
      expect(login.status).toBe(200);
      token = await tokenOf(login);
      expect((await s.b.call('GET', '/db/guillotina/bodegas/pingus', { token })).status).toBe(200);
      expect(performance.now() - started).toBeLessThan(2500);
    } finally {
      release();
      s.b.db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    }
    const saved = () =>
      s.b.db.prepare<[], number>("SELECT count(*) FROM sessions WHERE kind = 'user'").pluck().get();
    const sessions = saved();
    await vi.waitFor(() => expect(saved()).toBe((sessions ?? 0) + 1), { timeout: 5000, interval: 100 });
    expect((await s.b.call('GET', '/db/guillotina/bodegas/pingus', { token })).status).toBe(200);
  });

  it('a write goes through when the lock is let go within the busy timeout', async () => {
    s.b.db.pragma('busy_timeout = 10000');
    // Another process takes the lock, says so, and lets it go 300 ms later.
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `const db = new (require('better-sqlite3'))(process.argv[1]);
         db.exec('BEGIN IMMEDIATE');
         process.stdout.write('held');
         setTimeout(() => { db.exec('COMMIT'); db.close(); }, 300);`,
        s.b.db.name,
      ],
      { cwd: import.meta.dirname, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await once(holder.stdout, 'data');
      const res = await s.b.call('PATCH', '/db/guillotina/bodegas/pingus', {
        token: s.admin,
        body: { nombre: 'Dominio de Pingus' },
      });
      expect(res.status).toBe(204);
      await once(holder, 'exit');
    } finally {
      s.b.db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    }
    const body = (await (
      await s.b.call('GET', '/db/guillotina/bodegas/pingus', { token: s.admin })
    ).json()) as { nombre: string };
    expect(body.nombre).toBe('Dominio de Pingus');
  });
});

describe('when the storage is full', { timeout: 30_000 }, () => {
  let s: Stage;
  beforeAll(async () => {
    s = await stage();
  }, 30_000);
  afterAll(() => s.b.close());

  /**
   * Fills the database up to its page limit, and makes every write need room (100 kB more with each audit entry or
   * error report, as a large text would), so none fits in the space left on its pages.
   */
  const fillDatabase = () => {
    const { db } = s.b;
    db.exec(`CREATE TABLE ballast (bytes BLOB);
      CREATE TRIGGER audit_needs_room AFTER INSERT ON audit_log BEGIN INSERT INTO ballast VALUES (zeroblob(100000)); END;
      CREATE TRIGGER report_needs_room AFTER INSERT ON error_reports BEGIN INSERT INTO ballast VALUES (zeroblob(100000)); END;`);
    db.pragma(`max_page_count = ${db.pragma('page_count', { simple: true })}`);
    const add = db.prepare('INSERT INTO ballast VALUES (zeroblob(?))');
    for (const size of [65536, 4096, 512, 64, 1])
      for (;;) {
        try {
          add.run(size);
        } catch {
          break;
        }
      }
    return () => {
      db.exec('DROP TABLE ballast; DROP TRIGGER audit_needs_room; DROP TRIGGER report_needs_room');
      db.pragma('max_page_count = 1073741823');
    };
  };

  it('the database at its page limit: every write answers 507 and writes nothing; the database stays sound', async () => {
    const logout = await s.b.tokenFor('viewer');
    const files = storedFiles(s);
    const free = fillDatabase();
    try {
      const before = databaseDigest(s.b.db);
      for (const [what, write] of writes(s, logout)) {
        // A logout of a saved session deletes a row: a full database takes it.
        if (what === 'a logout') continue;
        const res = await write();
        expect(res.status, what).toBe(507);
        expect(await res.json(), what).toEqual({
          message: STORAGE_FULL_MESSAGE,
          type: 'InsufficientStorage',
        });
      }
      expect(databaseDigest(s.b.db)).toBe(before);
      expect(storedFiles(s)).toEqual(files);
      expect(s.b.db.pragma('integrity_check', { simple: true })).toBe('ok');
      // Logging in needs no room: the session waits in memory.
      const token = await tokenOf(await s.b.login(ACCOUNTS.editor.email, ACCOUNTS.editor.password));
      expect((await s.b.call('GET', '/db/guillotina/bodegas/pingus', { token })).status).toBe(200);
    } finally {
      free();
    }
    for (const [what, write] of writes(s, logout)) expect((await write()).status, what).toBeLessThan(300);
  });

  it('the disk refusing a file (ENOSPC): both uploads answer 507; no bytes and no row are left', async () => {
    const before = databaseDigest(s.b.db, { except: ['sessions'] });
    const files = storedFiles(s);
    disk.full = true;
    try {
      for (const [what, write] of writes(s, '').filter(([what]) => what.endsWith('upload'))) {
        const res = await write();
        expect(res.status, what).toBe(507);
        expect(await res.json(), what).toEqual({
          message: STORAGE_FULL_MESSAGE,
          type: 'InsufficientStorage',
        });
      }
    } finally {
      disk.full = false;
    }
    expect(databaseDigest(s.b.db, { except: ['sessions'] })).toBe(before);
    expect(storedFiles(s)).toEqual(files);
  });
});
