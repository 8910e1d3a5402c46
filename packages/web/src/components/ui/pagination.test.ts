import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(0, 2)).toEqual([0, 1]);
    expect(pageWindow(0, 1)).toEqual([0]);
  });
  it('keeps the first, the last and two around the current page', () => {
    expect(pageWindow(5, 12)).toEqual([0, 'gap', 3, 4, 5, 6, 7, 'gap', 11]);
    expect(pageWindow(0, 12)).toEqual([0, 1, 2, 'gap', 11]);
    expect(pageWindow(11, 12)).toEqual([0, 'gap', 9, 10, 11]);
  });
});
