import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHexColor } from './color';
import {
  IMAGE_GENERATOR_CORNERS,
  IMAGE_GENERATOR_DEFAULTS,
  IMAGE_GENERATOR_PRESETS,
} from './image-generator-constants';
import {
  ballCentre,
  defaultImageGeneratorSettings,
  imageGeneratorFileName,
  imageGeneratorSettings,
  productImageRect,
  withImageGeneratorPreset,
} from './image-generator-settings';

describe('the presets', () => {
  it('are 11 wine-rating publications plus Offers in the promo yellow', () => {
    expect(IMAGE_GENERATOR_PRESETS).toHaveLength(12);
    expect(IMAGE_GENERATOR_PRESETS.at(-1)).toEqual({
      name: 'Offers',
      ballColor: '#fbe89d',
      textColor: IMAGE_GENERATOR_DEFAULTS.textColor,
    });
    expect(IMAGE_GENERATOR_PRESETS.map((preset) => preset.name)).toEqual([
      'Parker',
      'Peñín',
      'Wine Spectator',
      'Decanter',
      'James Suckling',
      'Tim Atkin',
      'Wine Enthusiast',
      'Vinous',
      'Jancis Robinson',
      'Falstaff',
      'Guía Proensa',
      'Offers',
    ]);
  });
  it('each apply a distinct #RRGGBB ball colour with a text colour unlike it', () => {
    const balls = IMAGE_GENERATOR_PRESETS.map((preset) => preset.ballColor);
    expect(new Set(balls).size).toBe(balls.length);
    for (const preset of IMAGE_GENERATOR_PRESETS) {
      expect(isHexColor(preset.ballColor) && isHexColor(preset.textColor), preset.name).toBe(true);
      expect(preset.textColor).not.toBe(preset.ballColor);
    }
  });
  it('change the ball and text colours only', () => {
    const before = { ...defaultImageGeneratorSettings(), ballText: '95', zoom: 3 };
    const parker = IMAGE_GENERATOR_PRESETS[0];
    if (parker === undefined) throw new Error('no preset');
    expect(withImageGeneratorPreset(before, parker)).toEqual({
      ...before,
      ballColor: '#7b1e3a',
      textColor: '#ffffff',
    });
  });
});

describe('imageGeneratorSettings', () => {
  it('gives the §9 defaults for nothing stored', () => {
    expect(imageGeneratorSettings(undefined)).toEqual({
      corner: 'top-right',
      position: 10,
      zoom: 1,
      ballRadius: 70,
      ballText: '10%',
      fontSize: 40,
      border: 1,
      bgColor: '#e9edeb',
      triangleColor: '#fbe89d',
      ballColor: '#fbe89d',
      textColor: '#1f2937',
    });
  });
  it('keeps valid stored fields and puts the default back for each invalid one', () => {
    expect(
      imageGeneratorSettings({
        corner: 'bottom-left',
        position: 20,
        zoom: 16,
        ballRadius: 'big',
        ballText: '95 pts',
        fontSize: 30,
        border: -1,
        bgColor: '#FFFFFF',
        triangleColor: 'yellow',
      }),
    ).toMatchObject({
      corner: 'bottom-left',
      position: 20,
      zoom: 1,
      ballRadius: 70,
      ballText: '95 pts',
      fontSize: 30,
      border: 1,
      bgColor: '#ffffff',
      triangleColor: '#fbe89d',
    });
  });
  it('always answers settings within their limits, whatever it reads', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const settings = imageGeneratorSettings(input);
        expect(IMAGE_GENERATOR_CORNERS).toContain(settings.corner);
        expect(settings.zoom).toBeGreaterThanOrEqual(1);
        expect(settings.zoom).toBeLessThanOrEqual(15);
        expect(settings.position).toBeGreaterThanOrEqual(1);
        expect(settings.position).toBeLessThanOrEqual(20);
        expect(isHexColor(settings.ballColor)).toBe(true);
      }),
    );
  });
});

describe('ballCentre', () => {
  const ball = { ballRadius: 70, border: 1 };
  it.each([
    ['top-left', 1, { x: 71, y: 71 }],
    ['top-right', 1, { x: 329, y: 71 }],
    ['bottom-left', 1, { x: 71, y: 281 }],
    ['bottom-right', 1, { x: 329, y: 281 }],
    ['top-right', 10, { x: 293, y: 107 }],
    ['bottom-left', 20, { x: 147, y: 205 }],
  ] as const)('%s at position %i', (corner, position, centre) => {
    expect(ballCentre({ ...ball, corner, position })).toEqual(centre);
  });
  it('keeps the whole ball inside the 400x352 image at every corner and position', () => {
    for (const corner of IMAGE_GENERATOR_CORNERS)
      for (let position = 1; position <= 20; position += 1) {
        const { x, y } = ballCentre({ ...ball, corner, position });
        expect(Math.min(x, 400 - x, y, 352 - y)).toBeGreaterThanOrEqual(71);
      }
  });
});

describe('productImageRect', () => {
  it('fits a square image whole and centred at zoom 1', () => {
    expect(productImageRect({ width: 800, height: 800 }, 1)).toEqual({
      sx: 0,
      sy: 0,
      sw: 800,
      sh: 800,
      dx: 24,
      dy: 0,
      dw: 352,
      dh: 352,
    });
  });
  it('enlarges by a quarter per step and crops the centre of what overflows', () => {
    // 880 px fit at 0.4 (352 px); zoom 5 is twice that (0.8, 704 px): the canvas shows the middle 500x440 of it.
    expect(productImageRect({ width: 880, height: 880 }, 5)).toEqual({
      sx: 190,
      sy: 220,
      sw: 500,
      sh: 440,
      dx: 0,
      dy: 0,
      dw: 400,
      dh: 352,
    });
  });
  it('never draws outside the canvas and crops more as the zoom grows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3000 }),
        fc.integer({ min: 1, max: 3000 }),
        fc.integer({ min: 1, max: 14 }),
        (width, height, zoom) => {
          const rect = productImageRect({ width, height }, zoom);
          const next = productImageRect({ width, height }, zoom + 1);
          expect(rect.dx).toBeGreaterThanOrEqual(0);
          expect(rect.dy).toBeGreaterThanOrEqual(0);
          expect(rect.dx + rect.dw).toBeLessThanOrEqual(400 + 1e-9);
          expect(rect.dy + rect.dh).toBeLessThanOrEqual(352 + 1e-9);
          expect(rect.sx + rect.sw).toBeLessThanOrEqual(width + 1e-9);
          expect(next.sw * next.sh).toBeLessThanOrEqual(rect.sw * rect.sh + 1e-9);
        },
      ),
    );
  });
});

describe('imageGeneratorFileName', () => {
  it('names the PNG with the Madrid time to the millisecond', () => {
    expect(imageGeneratorFileName(new Date('2026-11-24T12:05:06.789Z'))).toBe(
      'newsletter-image-20261124-130506-789.png',
    );
    expect(imageGeneratorFileName(new Date('2026-07-01T22:00:00.000Z'))).toBe(
      'newsletter-image-20260702-000000-000.png',
    );
  });
});
