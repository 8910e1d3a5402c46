import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it.each([
    ['<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x">'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<p onclick="steal()">Tinto</p>', '<p>Tinto</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
  ])('%s reaches neither the server nor the page as it was', (input, safe) => {
    expect(sanitizeHtml(input)).toBe(safe);
  });

  it('strips div tags, keeping what is inside', () => {
    expect(sanitizeHtml('<div><p>Uno</p><div>dos</div></div>')).toBe('<p>Uno</p>dos');
  });

  it('drops inline styles and keeps the formatting the editor writes', () => {
    const html =
      '<h2>Nota</h2><p style="color:red"><strong>Fruta</strong> <em>roja</em></p><ul><li><p>a</p></li></ul><a href="https://x.example/v">v</a>';
    expect(sanitizeHtml(html)).toBe(
      '<h2>Nota</h2><p><strong>Fruta</strong> <em>roja</em></p><ul><li><p>a</p></li></ul><a href="https://x.example/v">v</a>',
    );
  });
});

describe('where sanitizeHtml parses', () => {
  const frames = () => [...document.querySelectorAll('iframe')];

  it('in a hidden frame that may run no script, one for every call', () => {
    sanitizeHtml('<p onclick="steal()">uno</p>');
    sanitizeHtml('<img src="x" onerror="alert(1)">');
    expect(frames()).toHaveLength(1);
    const [frame] = frames();
    expect(frame?.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(frame?.hidden).toBe(true);
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
  });

  it('makes the frame again when something took it out of the page', () => {
    sanitizeHtml('<p>uno</p>');
    for (const frame of frames()) frame.remove();
    expect(sanitizeHtml('<p onclick="steal()">dos</p>')).toBe('<p>dos</p>');
    expect(frames()).toHaveLength(1);
  });
});
