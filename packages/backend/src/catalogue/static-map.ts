import type { StaticMapRequest } from '@cellar/validation/catalogue';
import { loadSharp } from '../files/load-sharp';

/** The static-map service (catalogue-editors §2 Town section): a PNG of a map around a point. */
export interface StaticMapRenderer {
  render(request: StaticMapRequest): Promise<Uint8Array<ArrayBuffer>>;
}

/** The name the local implementation of the static-map service logs under. */
export const LOCAL_STATIC_MAP_NAME = 'local static map';

const TILE_PX = 256;

/** Pixels per degree of longitude at a zoom (Web Mercator): 256 px for the whole world at zoom 0. */
const pxPerDegree = (zoom: number) => (TILE_PX * 2 ** zoom) / 360;

/** A round step of degrees that puts a grid line every 60 to 150 pixels. */
function gridStep(zoom: number): number {
  const target = 100 / pxPerDegree(zoom);
  const exponent = 10 ** Math.floor(Math.log10(target));
  return [1, 2, 5, 10].map((m) => m * exponent).find((step) => step * pxPerDegree(zoom) >= 60) ?? target;
}

/**
 * The map as an SVG: a plain background, a graticule whose lines sit at the real coordinates around the point
 * (so two points draw two different maps), a pin at the centre and the coordinates written under it. sharp
 * (libvips, librsvg) turns it into the PNG; no pixel is written by hand.
 */
export function staticMapSvg({ lat, lng, zoom, width, height }: StaticMapRequest): string {
  const scale = pxPerDegree(zoom);
  const step = gridStep(zoom);
  const x = (degrees: number) => width / 2 + (degrees - lng) * scale;
  const y = (degrees: number) => height / 2 - (degrees - lat) * scale;
  const lines: string[] = [];
  for (let d = Math.floor((lng - width / 2 / scale) / step) * step; x(d) <= width; d += step)
    lines.push(`<line x1="${x(d).toFixed(1)}" y1="0" x2="${x(d).toFixed(1)}" y2="${height}"/>`);
  for (let d = Math.floor((lat - height / 2 / scale) / step) * step; y(d) >= 0; d += step)
    lines.push(`<line x1="0" y1="${y(d).toFixed(1)}" x2="${width}" y2="${y(d).toFixed(1)}"/>`);
  const cx = width / 2;
  const cy = height / 2;
  const label = `${lat.toFixed(5)}, ${lng.toFixed(5)} · z${zoom}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="#e8efe2"/>
<g stroke="#b7c7d6" stroke-width="1">${lines.join('')}</g>
<path d="M${cx} ${cy} l-9 -16 a11 11 0 1 1 18 0 z" fill="#c0392b" stroke="#7b241c" stroke-width="1.5"/>
<circle cx="${cx}" cy="${cy - 20}" r="4" fill="#fff"/>
<text x="${cx}" y="${Math.min(height - 6, cy + 22)}" font-family="sans-serif" font-size="13" text-anchor="middle" fill="#1f2d3d">${label}</text>
</svg>`;
}

/** The local implementation: the map drawn from an SVG by sharp, as a PNG of exactly the size asked. */
export const localStaticMapRenderer: StaticMapRenderer = {
  async render(request) {
    const sharp = await loadSharp();
    const png = await sharp(Buffer.from(staticMapSvg(request)))
      .resize(request.width, request.height, { fit: 'fill' })
      .png()
      .toBuffer();
    return new Uint8Array(png);
  },
};
