import type { FileHandle } from 'node:fs/promises';
import { access, constants, open, stat } from 'node:fs/promises';
import { UsageError } from './errors';

/** Why a file cannot be read, in words (never a Node stack). */
export function unreadableReason(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return error instanceof Error ? error.message : String(error);
}

/** The usage error of an input file that cannot be read: 'Cannot read {file}: {why}' (never a Node stack). */
export const unreadableFile = (file: string, error: unknown): UsageError =>
  new UsageError(`Cannot read ${file}: ${unreadableReason(error)}`, { cause: error });

/** An input file the command can read (not a directory), or `unreadableFile`; answers its size in bytes. */
export async function checkReadable(file: string): Promise<number> {
  try {
    const info = await stat(file);
    if (info.isDirectory()) throw Object.assign(new Error('directory'), { code: 'EISDIR' });
    await access(file, constants.R_OK);
    return info.size;
  } catch (error) {
    throw unreadableFile(file, error);
  }
}

/** Opens an input file for reading, or a usage error that names it; answers the handle and its size in bytes. */
export async function openInputFile(file: string): Promise<{ handle: FileHandle; size: number }> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(file, 'r');
    const info = await handle.stat();
    if (info.isDirectory()) throw Object.assign(new Error('directory'), { code: 'EISDIR' });
    return { handle, size: info.size };
  } catch (error) {
    await handle?.close();
    throw unreadableFile(file, error);
  }
}
