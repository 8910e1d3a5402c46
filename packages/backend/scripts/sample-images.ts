// Sample product images for the fixtures (fixtures/scripts/generate-content.ts): small real PNG and JPEG files drawn
// as SVG and rendered by sharp, one per image slot of a reference, so the Images screen and the pack image have
// something to show. Lives beside the backend because sharp is the backend's dependency.
import { IMAGE_SLOT_EXTENSIONS, type ImageSlot } from '@cellar/validation/catalogue';
import sharp from 'sharp';

/** The colour of a wine or spirit by its tipo (e.g. /vi/tinto), for its bottle. */
export function bottleColour(tipo: string): string {
  if (tipo.includes('tinto')) return '#6b1028';
  if (tipo.includes('blanco')) return '#d9c36a';
  if (tipo.includes('rosado')) return '#e58fa1';
  if (tipo.includes('espumoso')) return '#c9b458';
  if (tipo.startsWith('/de')) return '#a0601c';
  return '#7a3b2e';
}

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** Width and height of each slot's sample (the real ones are 800 px high; these stay small). */
const SIZES: Readonly<Record<ImageSlot, { width: number; height: number }>> = {
  anv800: { width: 80, height: 200 },
  rev800: { width: 80, height: 200 },
  art800: { width: 160, height: 160 },
  o4: { width: 120, height: 160 },
  o5: { width: 120, height: 160 },
};

function svg(slot: ImageSlot, reference: string, colour: string): string {
  const { width, height } = SIZES[slot];
  const label = `<text x="${width / 2}" y="${height - 12}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="11" fill="#1e293b">${escapeXml(reference)}</text>`;
  if (slot === 'anv800' || slot === 'rev800') {
    const back = slot === 'rev800';
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <rect x="34" y="8" width="12" height="40" rx="3" fill="${colour}"/>
      <path d="M34 46 Q16 62 16 86 L16 170 Q16 178 24 178 L56 178 Q64 178 64 170 L64 86 Q64 62 46 46 Z" fill="${colour}"/>
      <rect x="20" y="${back ? 120 : 100}" width="40" height="${back ? 40 : 50}" rx="2" fill="#f8fafc"/>
      ${label}</svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="#f8fafc"/>
    <circle cx="${width / 2}" cy="${height / 2 - 12}" r="${Math.min(width, height) / 3}" fill="${colour}"/>
    <text x="${width / 2}" y="${height / 2 - 8}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="14" fill="#f8fafc">${slot}</text>
    ${label}</svg>`;
}

/** One slot's sample image: PNG for anv800 and rev800, JPEG for art800, o4 and o5 (catalogue-editors §5). */
export async function sampleImage(slot: ImageSlot, reference: string, colour: string): Promise<Buffer> {
  const image = sharp(Buffer.from(svg(slot, reference, colour)));
  return IMAGE_SLOT_EXTENSIONS[slot] === 'png'
    ? image.png({ compressionLevel: 9, palette: true }).toBuffer()
    : image.flatten({ background: '#ffffff' }).jpeg({ quality: 70 }).toBuffer();
}

/** A newsletter's sample banner: a JPEG of 600 × 200 with its subject on the shops' wine colour. */
export async function sampleBanner(subject: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200">
    <rect width="600" height="200" fill="#7a1f3d"/>
    <text x="300" y="108" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="24" fill="#f8fafc">${escapeXml(subject)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}
