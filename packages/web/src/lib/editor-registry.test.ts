import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { mergeEditors, objectHeader, tabEditor } from './editor-registry';

const Editor = lazy(async () => ({ default: () => null }));
const Other = lazy(async () => ({ default: () => null }));

describe('the editor registry', () => {
  it("finds a type's own tab before the one every type shares", () => {
    const editors = mergeEditors({ tabs: { 'Landing/SEO': Editor } }, { tabs: { '*/SEO': Other } });
    expect(tabEditor(editors, 'Landing', 'SEO')).toBe(Editor);
    expect(tabEditor(editors, 'ZonaGeo', 'SEO')).toBe(Other);
    expect(tabEditor(editors, 'ZonaGeo', 'Data')).toBeUndefined();
  });

  it('refuses two editors for one key', () => {
    expect(() => mergeEditors({ createForms: { tag: Editor } }, { createForms: { tag: Other } })).toThrow(
      "Two editors registered for createForms 'tag'",
    );
  });

  it("finds a type's header above its tabs, and refuses two for one type", () => {
    const editors = mergeEditors({ headers: { Newsletter: Editor } }, { tabs: { 'Landing/SEO': Other } });
    expect(objectHeader(editors, 'Newsletter')).toBe(Editor);
    expect(objectHeader(editors, 'Landing')).toBeUndefined();
    expect(() =>
      mergeEditors({ headers: { Newsletter: Editor } }, { headers: { Newsletter: Other } }),
    ).toThrow("Two editors registered for headers 'Newsletter'");
  });
});
