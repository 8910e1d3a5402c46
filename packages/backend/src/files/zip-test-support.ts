// Zips for the tests of hostile uploads, written byte by byte so that they can lie: a compressed bomb, sizes the
// central directory or a local header misstate, an entry the directory does not list.
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntrySpec {
  name: string;
  /** The entry's bytes as stored (deflated by `zipOf` unless `raw`). */
  data: Buffer;
  /** `data` is already deflated (a bomb) or stored as it is, with `size` the inflated size it claims. */
  raw?: { size: number; method: 0 | 8 };
  /** Sizes the central directory states instead of the true ones. */
  directory?: { compressed?: number; size?: number };
  /** Sizes the local header states instead of the true ones. */
  local?: { compressed?: number; size?: number };
  /** Left out of the central directory (a hidden entry). */
  hidden?: boolean;
}

/** A zip of `entries` in order (no data descriptors, no zip64). */
export function zipOf(entries: readonly ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  let listed = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const method = entry.raw?.method ?? 8;
    const data = entry.raw ? entry.data : deflateRawSync(entry.data);
    const size = entry.raw?.size ?? entry.data.length;
    const crc = entry.raw ? 0 : crc32(entry.data);
    const header = (
      signature: number,
      length: number,
      sizes: { compressed?: number; size?: number } = {},
    ) => {
      const buffer = Buffer.alloc(length);
      buffer.writeUInt32LE(signature, 0);
      return { buffer, compressed: sizes.compressed ?? data.length, size: sizes.size ?? size };
    };
    const local = header(0x04034b50, 30, entry.local);
    local.buffer.writeUInt16LE(20, 4);
    local.buffer.writeUInt16LE(method, 8);
    local.buffer.writeUInt32LE(crc, 14);
    local.buffer.writeUInt32LE(local.compressed, 18);
    local.buffer.writeUInt32LE(local.size, 22);
    local.buffer.writeUInt16LE(name.length, 26);
    locals.push(local.buffer, name, data);
    if (!entry.hidden) {
      const central = header(0x02014b50, 46, entry.directory);
      central.buffer.writeUInt16LE(20, 4);
      central.buffer.writeUInt16LE(20, 6);
      central.buffer.writeUInt16LE(method, 10);
      central.buffer.writeUInt32LE(crc, 16);
      central.buffer.writeUInt32LE(central.compressed, 20);
      central.buffer.writeUInt32LE(central.size, 24);
      central.buffer.writeUInt16LE(name.length, 28);
      central.buffer.writeUInt32LE(offset, 42);
      directory.push(central.buffer, name);
      listed++;
    }
    offset += 30 + name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(listed, 8);
  end.writeUInt16LE(listed, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/**
 * Raw deflate data of `mib` MiB of zeros in about `mib` KB, built without holding them: one fully flushed block of
 * 1 MiB of zeros repeated (each refers to nothing before it), then an empty final block.
 */
export function deflatedZeros(mib: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: constants.Z_FULL_FLUSH });
  return Buffer.concat([...Array.from({ length: mib }, () => block), Buffer.from([0x03, 0x00])]);
}

/** The bomb: an xlsx-looking zip of about 1 MB whose sheet inflates to `mib` MiB (default 1 GiB). */
export function zipBomb(mib = 1024): Buffer {
  return zipOf([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: deflatedZeros(mib),
      raw: { size: mib * 1024 * 1024, method: 8 },
    },
  ]);
}
