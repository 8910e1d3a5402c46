import { type ImageSize, PACK_IMAGE_SIZE } from '@cellar/validation/catalogue';
import { loadSharp } from '../files/load-sharp';

/** One product of a pack image: its name, and its anv800 image when it has one. */
export interface PackTile {
  name: string;
  image?: Uint8Array;
}

const BACKGROUND = { r: 255, g: 255, b: 255, alpha: 1 };
const GAP = 10;
const FONT_SIZE = 15;
const LINE_HEIGHT = 19;

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** The name in lines of at most `perLine` characters (words kept whole unless one is longer), at most `max` lines. */
function wrap(name: string, perLine: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const next = line === '' ? word : `${line} ${word}`;
    if (next.length <= perLine) line = next;
    else {
      if (line !== '') lines.push(line);
      line = word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word;
    }
  }
  if (line !== '') lines.push(line);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${(kept[max - 1] ?? '').slice(0, perLine - 1)}…`;
  return kept;
}

/** A plain tile with the product's name (a product without image), drawn as SVG and rendered by sharp. */
function nameTile(name: string, width: number, height: number): Buffer {
  const perLine = Math.max(4, Math.floor((width - 16) / (FONT_SIZE * 0.58)));
  const lines = wrap(name, perLine, Math.max(1, Math.floor((height - 16) / LINE_HEIGHT)));
  const top = height / 2 - ((lines.length - 1) * LINE_HEIGHT) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${width / 2}" y="${top + i * LINE_HEIGHT}" text-anchor="middle" dominant-baseline="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" rx="6" fill="#f1f5f9" stroke="#cbd5e1"/>` +
      `<g font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${FONT_SIZE}" fill="#334155">${text}</g></svg>`,
  );
}

/** A product's image fitted into its tile; its name tile when the bytes are not an image sharp can read. */
async function tileImage(tile: PackTile, width: number, height: number): Promise<Buffer> {
  const sharp = await loadSharp();
  if (tile.image !== undefined) {
    try {
      return await sharp(tile.image)
        .resize(width, height, { fit: 'contain', background: BACKGROUND })
        .png()
        .toBuffer();
    } catch {
      // A stored file sharp cannot decode shows as its name rather than failing the whole pack image.
    }
  }
  return sharp(nameTile(tile.name, width, height))
    .png()
    .toBuffer();
}

/**
 * The pack image (catalogue-editors §9, contract.md "pack images rendered locally"): a PNG of exactly `size`
 * (453x290) on white, with one tile per product in a grid (one row up to 4 products, then two), each the product's
 * image fitted in, or a plain tile with its name.
 */
export async function renderPackImage(
  tiles: readonly PackTile[],
  size: Readonly<ImageSize> = PACK_IMAGE_SIZE,
): Promise<Buffer> {
  const sharp = await loadSharp();
  const count = Math.max(1, tiles.length);
  const rows = count <= 4 ? 1 : 2;
  const columns = Math.ceil(count / rows);
  const width = Math.floor((size.width - GAP * (columns + 1)) / columns);
  const height = Math.floor((size.height - GAP * (rows + 1)) / rows);
  const composites = await Promise.all(
    tiles.map(async (tile, index) => {
      const row = Math.floor(index / columns);
      const inRow = row === rows - 1 ? count - row * columns : columns;
      // A shorter last row is centred.
      const offset = Math.floor(((columns - inRow) * (width + GAP)) / 2);
      return {
        input: await tileImage(tile, width, height),
        left: GAP + offset + (index % columns) * (width + GAP),
        top: GAP + row * (height + GAP),
      };
    }),
  );
  return sharp({ create: { width: size.width, height: size.height, channels: 4, background: BACKGROUND } })
    .composite(composites)
    .png()
    .toBuffer();
}
