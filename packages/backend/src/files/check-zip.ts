import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/**
 * What one zip upload (an xlsx workbook) may inflate to. A workbook of our largest carrier invoice (500,000 lines)
 * holds about 150 MB of XML in a few dozen entries, and XML deflates 5 to 20 times; a compressed bomb (1 MB that
 * inflates to 1 GiB) passes all three.
 */
export const ZIP_LIMITS = {
  /** Entries in the central directory. */
  entries: 1000,
  /** Uncompressed bytes of all the entries together. */
  totalBytes: 256 * 1024 * 1024,
  /** Uncompressed / compressed bytes of one entry larger than `ratioFrom` (Apache POI's default: 100). */
  ratio: 100,
  ratioFrom: 1024 * 1024,
} as const;

export type ZipLimits = typeof ZIP_LIMITS;

/** The zip is refused: broken, or it would inflate past a limit. The message says why (for the logs). */
export class ZipRefusedError extends Error {
  override readonly name = 'ZipRefusedError';
}

const DATA_DESCRIPTOR_FLAG = 0x08;
/** A data descriptor after an entry's data: crc and sizes (32 or 64 bits), with or without its signature. */
const DESCRIPTOR_LENGTHS = [12, 16, 20, 24];

/**
 * Checks the zip at `path` before anything parses it: first its central directory alone, nothing inflated (how
 * many entries, their declared sizes and each one's ratio), then that a streaming reader would see the same entries
 * (the local headers agree with the directory and follow each other with nothing hidden between them), then that
 * each entry inflates to exactly its declared size (yauzl stops inflating at the first byte past it). Throws
 * ZipRefusedError; memory stays bounded whatever the file holds.
 */
export async function checkZip(path: string, limits: ZipLimits = ZIP_LIMITS): Promise<void> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(path, {
      lazyEntries: true,
      // Closed below once every entry is checked, not when the directory has been read.
      autoClose: false,
      validateEntrySizes: true,
      strictFileNames: true,
    });
  } catch (error) {
    throw new ZipRefusedError(`Not a zip file: ${(error as Error).message}`);
  }
  try {
    // Before the first entry is read, the cursor is where the central directory starts.
    const directoryStart = zip.readEntryCursor as unknown as number;
    if (zip.entryCount > limits.entries)
      throw new ZipRefusedError(`${zip.entryCount} entries, more than ${limits.entries}`);
    const entries: Entry[] = [];
    let total = 0;
    for await (const entry of zip.eachEntry()) {
      total += entry.uncompressedSize;
      if (total > limits.totalBytes)
        throw new ZipRefusedError(`It inflates to more than ${limits.totalBytes} bytes`);
      if (
        entry.uncompressedSize > limits.ratioFrom &&
        entry.uncompressedSize > limits.ratio * Math.max(entry.compressedSize, 1)
      )
        throw new ZipRefusedError(`${entry.fileName} inflates more than ${limits.ratio} times`);
      entries.push(entry);
    }
    await checkLocalHeaders(zip, entries, directoryStart);
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      await pipeline(await zip.openReadStreamPromise(entry), discard());
    }
  } catch (error) {
    if (error instanceof ZipRefusedError) throw error;
    throw new ZipRefusedError(`Broken zip file: ${(error as Error).message}`);
  } finally {
    zip.close();
  }
}

/**
 * A streaming reader (exceljs reads a workbook through unzipper) trusts the local headers: they must declare what
 * the central directory does, and cover the file from its start to the directory with no gap where an entry the
 * directory does not list could hide.
 */
async function checkLocalHeaders(zip: ZipFile, entries: readonly Entry[], directoryStart: number) {
  const ordered = [...entries].sort((a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader);
  let expected = 0;
  for (const [index, entry] of ordered.entries()) {
    if (entry.relativeOffsetOfLocalHeader !== expected)
      throw new ZipRefusedError(`${entry.fileName} is not where the previous entry ends`);
    const local = await zip.readLocalFileHeaderPromise(entry);
    const described = (local.generalPurposeBitFlag & DATA_DESCRIPTOR_FLAG) !== 0;
    const sizesAgree =
      (local.compressedSize === entry.compressedSize && local.uncompressedSize === entry.uncompressedSize) ||
      (described && local.compressedSize === 0 && local.uncompressedSize === 0);
    if (!sizesAgree || local.compressionMethod !== entry.compressionMethod)
      throw new ZipRefusedError(`${entry.fileName}: its local header disagrees with the central directory`);
    expected = local.fileDataStart + entry.compressedSize;
    if (described) {
      const gap = (ordered[index + 1]?.relativeOffsetOfLocalHeader ?? directoryStart) - expected;
      if (!DESCRIPTOR_LENGTHS.includes(gap))
        throw new ZipRefusedError(`${entry.fileName}: unexpected bytes after its data`);
      expected += gap;
    }
  }
  if (expected !== directoryStart) throw new ZipRefusedError('Unexpected bytes before the central directory');
}

/** A sink that drops what it is given. */
const discard = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });
