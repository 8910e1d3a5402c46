import { describe, expect, it } from 'vitest';
import { isUnsafeHtml, validateMenu } from './menu';
import { siteMessages } from './messages';

describe('validateMenu', () => {
  it.each([
    '<ul class="menu"><li><a href="/vinos/">Vinos</a></li></ul>',
    '<p>Ofertas: <strong>-20%</strong></p>',
    '<a href="https://example.com/javascript-tips">tips</a>',
    'the word onload= in text',
    '',
  ])('keeps safe HTML: %s', (html) => {
    expect(isUnsafeHtml(html)).toBe(false);
    expect(validateMenu({ html })).toEqual({ ok: true, value: { html } });
  });

  it.each([
    '<script>alert(1)</script>',
    '<SCRIPT src="x.js"></SCRIPT>',
    '< script>alert(1)</script>',
    '<iframe src="/x"></iframe>',
    '<img src=x onerror="alert(1)">',
    '<a href="javascript:alert(1)">x</a>',
    '<a href=" JavaScript:alert(1)">x</a>',
    '<a href="java&#115;cript:alert(1)">x</a>',
    '<a href="javascript&colon;alert(1)">x</a>',
    '<style>body{}</style>',
  ])('refuses what a sanitiser removes: %s', (html) => {
    expect(isUnsafeHtml(html)).toBe(true);
    expect(validateMenu({ html })).toEqual({
      ok: false,
      issues: [{ path: 'html', message: siteMessages.menu.unsafeHtml }],
    });
  });
});
