import { defaultImageGeneratorSettings, withImageGeneratorPreset } from '@cellar/validation/site';
import { describe, expect, it } from 'vitest';
import { type DrawingContext, drawGeneratedImage } from './draw-generated-image';

/** A 2D context that records what is drawn: each call with its arguments, then the fill colour of a fill. */
function recordingContext() {
  const calls: unknown[][] = [];
  const context: Record<string, unknown> = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 0,
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
  };
  for (const name of [
    'clearRect',
    'fillRect',
    'beginPath',
    'moveTo',
    'lineTo',
    'closePath',
    'arc',
    'fill',
  ].concat(['stroke', 'drawImage', 'fillText']))
    context[name] = (...args: unknown[]) =>
      calls.push([
        name,
        ...args,
        name === 'stroke' ? context.strokeStyle : name.startsWith('fill') ? context.fillStyle : undefined,
      ]);
  return { context: context as unknown as DrawingContext, calls, state: context };
}

const named = (calls: unknown[][], name: string) => calls.filter((call) => call[0] === name);

describe('drawGeneratedImage', () => {
  it('draws the §9 defaults: background, triangle, the ball top right at position 10 with its text', () => {
    const { context, calls, state } = recordingContext();
    drawGeneratedImage(context, defaultImageGeneratorSettings(), null);
    expect(named(calls, 'fillRect')).toEqual([['fillRect', 0, 0, 400, 352, '#e9edeb']]);
    expect(named(calls, 'fill').map((call) => call.at(-1))).toEqual(['#fbe89d', '#fbe89d']);
    expect(named(calls, 'arc')).toEqual([['arc', 293, 107, 70, 0, Math.PI * 2, undefined]]);
    expect(named(calls, 'stroke')).toEqual([['stroke', '#1f2937']]);
    expect(named(calls, 'fillText')).toEqual([['fillText', '10%', 293, 107, 124, '#1f2937']]);
    expect(state.font).toBe('bold 40px Arial, Helvetica, sans-serif');
    expect(state.lineWidth).toBe(1);
    expect(named(calls, 'drawImage')).toEqual([]);
  });

  it('draws the product image fitted at zoom 1 and cropped at a larger zoom, before the ball', () => {
    const source = {} as CanvasImageSource;
    const { context, calls } = recordingContext();
    drawGeneratedImage(context, defaultImageGeneratorSettings(), { source, width: 880, height: 880 });
    expect(named(calls, 'drawImage')).toEqual([
      ['drawImage', source, 0, 0, 880, 880, 24, 0, 352, 352, undefined],
    ]);
    const zoomed = recordingContext();
    drawGeneratedImage(
      zoomed.context,
      { ...defaultImageGeneratorSettings(), zoom: 5 },
      { source, width: 880, height: 880 },
    );
    expect(named(zoomed.calls, 'drawImage')).toEqual([
      ['drawImage', source, 190, 220, 500, 440, 0, 0, 400, 352, undefined],
    ]);
    const order = zoomed.calls.map((call) => call[0]);
    expect(order.indexOf('drawImage')).toBeLessThan(order.indexOf('arc'));
  });

  it('puts a preset’s colours on the ball and its text, another corner and no border when 0', () => {
    const { context, calls } = recordingContext();
    const settings = withImageGeneratorPreset(
      { ...defaultImageGeneratorSettings(), corner: 'bottom-left', position: 1, border: 0, ballText: '95' },
      { name: 'Parker', ballColor: '#7b1e3a', textColor: '#ffffff' },
    );
    drawGeneratedImage(context, settings, null);
    expect(named(calls, 'arc')[0]?.slice(1, 4)).toEqual([70, 282, 70]);
    expect(named(calls, 'fill').at(-1)?.at(-1)).toBe('#7b1e3a');
    expect(named(calls, 'stroke')).toEqual([]);
    expect(named(calls, 'fillText')[0]).toEqual(['fillText', '95', 70, 282, 124, '#ffffff']);
  });
});
