import type { FileHandle } from 'node:fs/promises';
import { open } from 'node:fs/promises';
import { UsageError } from '../../errors';

/** Why a file cannot be read, in words (never a Node stack). */
export function unreadableReason(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return error instanceof Error ? error.message : String(error);
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
    throw new UsageError(`Cannot read ${file}: ${unreadableReason(error)}`, { cause: error });
  }
}
