import type { Issue } from '@cellar/validation';
import { ownValue, PERMISSIONS } from '@cellar/validation';
import type { ContentRegistry } from '../content/content-fields';
import { type ObjectRow, rowData, rowDynamicBehaviors } from '../content/content-row';
import type { FieldDef, UploadedFile } from '../content/content-types/types';
import { type ViewContext, type ViewDef, view } from '../content/content-view';
import type { Db } from '../db/database';
import { badRequest, notFound } from '../http/errors';
import { type FileInfo, type FileRow, type FileStore, readLimited } from './file-store';
import { extensionOf, type SniffedType, sniff } from './magic-bytes';
import { sanitizeSvg } from './sanitize-svg';

/** Where a file field lives: a field of the type, or of one of the object's behaviours. */
export interface FileFieldRef {
  field: string;
  behavior?: string;
  /**
   * The entry of an object field of files (a grape tag's `image_infograph.es`, one file per language), read from
   * `@upload/{field}/{entry}` as Guillotina names the files of a multi-file field.
   */
  entry?: string;
  /** The `files.field` key: the field name, `<field>.<entry>`, or `<behaviour>.<field>`. */
  key: string;
  def: FieldDef;
}

/**
 * The file field `name` of an object's type or behaviours (static and dynamic), or with `entry` the file `entry`
 * of the type's object field `name` (each of its fields a file); undefined when there is none.
 */
export function findFileField(
  registry: ContentRegistry,
  row: ObjectRow,
  name: string,
  entry?: string,
): FileFieldRef | undefined {
  const type = registry.contentTypes.get(row.type_name);
  if (type === undefined) return undefined;
  if (entry !== undefined) {
    const parent = ownValue(type.fields, name);
    const fields = parent?.kind === 'object' ? parent.fields : undefined;
    const def = fields === undefined ? undefined : ownValue(fields, entry);
    return def?.kind === 'file' ? { field: name, entry, key: `${name}.${entry}`, def } : undefined;
  }
  if (Object.hasOwn(type.fields, name)) {
    const def = type.fields[name];
    return def?.kind === 'file' ? { field: name, key: name, def } : undefined;
  }
  for (const behaviorName of new Set([...type.behaviors, ...rowDynamicBehaviors(row)])) {
    const behavior = registry.behaviors.get(behaviorName);
    const def = behavior === undefined ? undefined : ownValue(behavior.fields, name);
    if (def?.kind === 'file')
      return { field: name, behavior: behaviorName, key: `${behaviorName}.${name}`, def };
  }
  return undefined;
}

const invalid = (path: string, message: string) => badRequest([{ path, message }]);

/**
 * The file name of `X-UPLOAD-FILENAME` (percent-decoded when encoded). It is only ever stored and shown,
 * never used as a path; names with separators, control characters or dot segments are refused anyway.
 */
export function uploadFilename(header: string | undefined): string {
  if (header === undefined || header.trim() === '')
    throw invalid('X-UPLOAD-FILENAME', 'The X-UPLOAD-FILENAME header is required');
  let name = header.trim();
  if (/%[0-9A-Fa-f]{2}/.test(name)) {
    try {
      name = decodeURIComponent(name);
    } catch {
      throw invalid('X-UPLOAD-FILENAME', 'The file name is not valid');
    }
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (name.length > 255 || /[/\\\u0000-\u001f\u007f]/.test(name) || name === '.' || name === '..')
    throw invalid('X-UPLOAD-FILENAME', 'The file name is not valid');
  return name;
}

/** Checks an upload's bytes against its name: the real type (magic bytes) must be one accepted and match. */
export function checkFileType(
  bytes: Uint8Array,
  filename: string,
  options: { imagesOnly?: boolean; path?: string } = {},
) {
  const path = options.path ?? 'file';
  if (bytes.byteLength === 0) throw invalid(path, 'The file is empty');
  const type = sniff(bytes);
  if (type === undefined || (options.imagesOnly === true && !type.image))
    throw invalid(
      path,
      options.imagesOnly
        ? 'The file is not a PNG, JPEG, GIF or WebP image'
        : 'This type of file is not accepted',
    );
  const extension = extensionOf(filename);
  if (!type.extensions.includes(extension)) {
    const issues: Issue[] = [
      {
        path,
        message: `The file name ends in "${extension === '' ? '(none)' : `.${extension}`}" but the file is ${type.content_type} (.${type.extension})`,
      },
    ];
    throw badRequest(issues);
  }
  return type;
}

const PNG_IHDR = [0x49, 0x48, 0x44, 0x52];

/** Width and height of a PNG from its IHDR chunk (the first, right after the signature); undefined else. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (sniff(bytes)?.content_type !== 'image/png' || bytes.byteLength < 24) return undefined;
  if (!PNG_IHDR.every((b, i) => bytes[12 + i] === b)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/**
 * The field's own rule (`FieldDef.accept`, e.g. the pack image's png only, 453x290): 400 with its issues at
 * the field. It runs before the generic type check so that the spec's wording answers for what it checks.
 */
export function checkFieldRule(def: FieldDef, bytes: Uint8Array, filename: string, path: string): void {
  if (def.accept === undefined) return;
  const file: UploadedFile = {
    name: filename,
    type: sniff(bytes)?.content_type ?? 'application/octet-stream',
    ...pngSize(bytes),
  };
  const issues = def.accept(file);
  if (issues.length > 0)
    throw badRequest(
      issues.map((issue) => ({ ...issue, path: issue.path === '' ? path : `${path}.${issue.path}` })),
    );
}

/** `attachment; filename="ascii"; filename*=UTF-8''…` with nothing that could break the header. */
export function contentDisposition(
  filename: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const ascii = filename.replace(/[^A-Za-z0-9._ -]/g, '_').slice(0, 200) || 'file';
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Headers that keep stored bytes inert in a browser. */
export const INERT_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
} as const;

const fileRowOf = (db: Db, uid: string, key: string): FileRow | undefined =>
  db.prepare<[string, string], FileRow>('SELECT * FROM files WHERE uid = ? AND field = ?').get(uid, key);

/**
 * The PATCH input that sets (or, with null, clears) a file field; an entry of an object field of files is written
 * with the field's other entries as `current` holds them.
 */
const fieldWrite = (
  ref: FileFieldRef,
  value: FileInfo | null,
  current: ObjectRow,
): Record<string, unknown> => {
  if (ref.entry !== undefined) {
    const stored = rowData(current)[ref.field];
    const { [ref.entry]: _replaced, ...others } =
      typeof stored === 'object' && stored !== null && !Array.isArray(stored)
        ? (stored as Record<string, unknown>)
        : {};
    const next = value === null ? others : { ...others, [ref.entry]: value };
    return { [ref.field]: Object.keys(next).length > 0 ? next : null };
  }
  return ref.behavior === undefined ? { [ref.field]: value } : { [ref.behavior]: { [ref.field]: value } };
};

const requireFileField = (ctx: ViewContext): FileFieldRef => {
  const [name, entry, ...rest] = ctx.args;
  if (name === undefined || rest.length > 0) throw notFound();
  const ref = findFileField(ctx.registry, ctx.object, name, entry);
  const shown = entry === undefined ? name : `${name}/${entry}`;
  if (ref === undefined) throw invalid(name, `"${shown}" is not a file field of ${ctx.object.type_name}`);
  return ref;
};

/** What {@link putObjectFile} stores and writes. */
export interface ObjectFileWrite {
  /** The `files.field` key. */
  key: string;
  filename: string;
  bytes: Uint8Array;
  type: Pick<SniffedType, 'content_type' | 'extension'>;
  /** The PATCH input that records the file on the object (read from the object as it is inside the write). */
  patch: (info: FileInfo, current: ObjectRow) => Record<string, unknown>;
  /** The audit payload of the upload. */
  payload: (info: FileInfo) => unknown;
}

/**
 * Stores bytes as the file `key` of the object (replacing the one it had) and records it on the object, in one
 * transaction audited as an `upload`; the replaced file's bytes are removed after the commit.
 */
export function putObjectFile(ctx: ViewContext, files: FileStore, write: ObjectFileWrite): FileInfo {
  const { key, md5 } = files.put(write.bytes, write.type);
  const info: FileInfo = {
    filename: write.filename,
    content_type: write.type.content_type,
    size: write.bytes.byteLength,
    extension: write.type.extension,
    md5,
  };
  try {
    ctx.write(() => {
      const current = ctx.store.getByUid(ctx.object.uid) ?? ctx.object;
      // Deleting the previous row puts its bytes in file_trash (trigger); swept after the commit.
      ctx.db.prepare('DELETE FROM files WHERE uid = ? AND field = ?').run(current.uid, write.key);
      ctx.db
        .prepare(
          `INSERT INTO files (storage_key, uid, field, filename, content_type, size, md5, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          key,
          current.uid,
          write.key,
          write.filename,
          info.content_type,
          info.size,
          md5,
          new Date(ctx.now()).toISOString(),
        );
      ctx.store.update(current, write.patch(info, current), {
        user: ctx.account.email,
        trusted: true,
        action: 'upload',
        payload: write.payload(info),
      });
    });
  } catch (error) {
    files.remove(key);
    throw error;
  }
  files.sweep(ctx.db);
  return info;
}

/**
 * Removes the file `key` of the object (404 with `missing` when it has none) and records it on the object, in
 * one transaction audited as a `delete-file`.
 */
export function removeObjectFile(
  ctx: ViewContext,
  files: FileStore,
  remove: {
    key: string;
    missing: string;
    patch: (current: ObjectRow) => Record<string, unknown>;
    payload: (row: FileRow) => unknown;
  },
): void {
  const row = fileRowOf(ctx.db, ctx.object.uid, remove.key);
  if (row === undefined) throw notFound(remove.missing);
  ctx.write(() => {
    const current = ctx.store.getByUid(ctx.object.uid) ?? ctx.object;
    ctx.db.prepare('DELETE FROM files WHERE uid = ? AND field = ?').run(current.uid, remove.key);
    ctx.store.update(current, remove.patch(current), {
      user: ctx.account.email,
      trusted: true,
      action: 'delete-file',
      payload: remove.payload(row),
    });
  });
  files.sweep(ctx.db);
}

/** The stored file `key` of the object as a response (404 with `missing` when it has none). */
export function objectFileResponse(
  ctx: ViewContext,
  files: FileStore,
  key: string,
  missing: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): Response {
  const row = fileRowOf(ctx.db, ctx.object.uid, key);
  const bytes = row === undefined ? undefined : files.read(row.storage_key);
  if (row === undefined || bytes === undefined) throw notFound(missing);
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': row.content_type,
      'content-length': String(bytes.byteLength),
      'content-disposition': contentDisposition(row.filename, disposition),
      'cache-control': 'private, no-cache',
      ...INERT_HEADERS,
    },
  });
}

/**
 * A file stored under `field` on an object of `typeName` (the one at `path` when given, else the first by path),
 * served to anyone as the shops serve their images: no session, `no-cache`, inert. 404 `missing` when none is.
 */
export function publicFileResponse(
  db: Db,
  files: FileStore,
  where: { typeName: string; field: string; path?: string },
  missing: string,
): Response {
  const row = db
    .prepare<string[], FileRow>(
      `SELECT f.* FROM files f JOIN objects o ON o.uid = f.uid
       WHERE o.type_name = ? AND f.field = ?${where.path === undefined ? '' : ' AND o.path = ?'}
       ORDER BY o.path LIMIT 1`,
    )
    .get(...[where.typeName, where.field, ...(where.path === undefined ? [] : [where.path])]);
  const bytes = row === undefined ? undefined : files.read(row.storage_key);
  if (row === undefined || bytes === undefined) throw notFound(missing);
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': row.content_type,
      'content-length': String(bytes.byteLength),
      'cache-control': 'no-cache',
      ...INERT_HEADERS,
    },
  });
}

/** The bytes of the file `key` of an object, or undefined when it has none. */
export function readObjectFile(db: Db, files: FileStore, uid: string, key: string): Buffer | undefined {
  const row = fileRowOf(db, uid, key);
  return row === undefined ? undefined : files.read(row.storage_key);
}

/**
 * `PATCH {path}/@upload/{field}`: the raw body becomes the file of the field (FileInfo answered); an SVG is stored as
 * `sanitizeSvg` rewrites it.
 */
export async function uploadFileView(ctx: ViewContext, files: FileStore): Promise<Response> {
  ctx.assertNotLocked();
  const ref = requireFileField(ctx);
  const filename = uploadFilename(ctx.c.req.header('x-upload-filename'));
  const sent = await readLimited(ctx.c.req.raw);
  checkFieldRule(ref.def, sent, filename, ref.field);
  const type = checkFileType(sent, filename, { path: ref.field });
  // An SVG is markup: what is stored is what the sanitiser leaves of it, never the bytes as sent.
  const bytes = type.extension === 'svg' ? sanitizeSvg(sent) : sent;
  if (bytes === undefined) throw invalid(ref.field, 'This type of file is not accepted');
  const info = putObjectFile(ctx, files, {
    key: ref.key,
    filename,
    bytes,
    type,
    patch: (stored, current) => fieldWrite(ref, stored, current),
    payload: (stored) => ({ field: ref.key, ...stored }),
  });
  return ctx.c.json(info);
}

/** `DELETE {path}/@delete/{field}`: removes the file of the field (404 when it has none). */
export function deleteFileView(ctx: ViewContext, files: FileStore): Response {
  ctx.assertNotLocked();
  const ref = requireFileField(ctx);
  removeObjectFile(ctx, files, {
    key: ref.key,
    missing: 'This field has no file',
    patch: (current) => fieldWrite(ref, null, current),
    payload: (row) => ({ field: ref.key, filename: row.filename }),
  });
  return ctx.c.json({});
}

/** `GET {path}/@download/{field}`: the bytes, their type and the file name. */
export function downloadFileView(ctx: ViewContext, files: FileStore): Response {
  const ref = requireFileField(ctx);
  return objectFileResponse(ctx, files, ref.key, 'This field has no file');
}

/** The file views of the content dispatcher. */
export const fileViews = (files: FileStore): ViewDef[] => [
  view('PATCH', '@upload', (ctx) => uploadFileView(ctx, files), { permission: PERMISSIONS.ModifyContent }),
  view('DELETE', '@delete', (ctx) => deleteFileView(ctx, files), { permission: PERMISSIONS.ModifyContent }),
  view('GET', '@download', (ctx) => downloadFileView(ctx, files)),
];
