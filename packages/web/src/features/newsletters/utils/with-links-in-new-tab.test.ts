import { describe, expect, it } from 'vitest';
import { withLinksInNewTab } from './with-links-in-new-tab';

describe('withLinksInNewTab', () => {
  it('puts the base target first in the head, after the doctype', () => {
    expect(
      withLinksInNewTab('<!doctype html>\n<html><head><meta charset="utf-8"></head><body></body></html>'),
    ).toBe(
      '<!doctype html>\n<html><head><base target="_blank"><meta charset="utf-8"></head><body></body></html>',
    );
    expect(withLinksInNewTab('<HEAD lang="es"><title>x</title></HEAD>')).toBe(
      '<HEAD lang="es"><base target="_blank"><title>x</title></HEAD>',
    );
  });

  it('starts with it when there is no head', () => {
    expect(withLinksInNewTab('<p>Hi</p>')).toBe('<base target="_blank"><p>Hi</p>');
  });

  it('does not take a header element for the head', () => {
    expect(withLinksInNewTab('<header>x</header>')).toBe('<base target="_blank"><header>x</header>');
  });
});
