import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearchBox } from './use-search-box';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const setup = (value: string) => {
  const commit = vi.fn();
  const hook = renderHook(({ url }: { url: string }) => useSearchBox(url, commit, 300), {
    initialProps: { url: value },
  });
  return { commit, hook };
};

describe('useSearchBox', () => {
  it('writes what is typed once typing pauses', () => {
    const { commit, hook } = setup('');
    act(() => hook.result.current.setText('rio'));
    act(() => vi.advanceTimersByTime(200));
    act(() => hook.result.current.setText('rioja'));
    act(() => vi.advanceTimersByTime(299));
    expect(commit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith('rioja');
  });

  it('keeps what is typed while its previous write reaches the URL late (a slow page)', () => {
    const { commit, hook } = setup('');
    act(() => hook.result.current.setText('one'));
    act(() => vi.advanceTimersByTime(300));
    expect(commit).toHaveBeenLastCalledWith('one');
    // Typed on before the URL says 'one'.
    act(() => hook.result.current.setText('two'));
    hook.rerender({ url: 'one' });
    expect(hook.result.current.text).toBe('two');
    act(() => vi.advanceTimersByTime(300));
    expect(commit).toHaveBeenLastCalledWith('two');
    expect(commit).toHaveBeenCalledTimes(2);
  });

  it('follows the URL when it changes from outside, without writing the old text back', () => {
    const { commit, hook } = setup('one');
    act(() => hook.result.current.setText('two'));
    act(() => vi.advanceTimersByTime(300));
    expect(commit).toHaveBeenLastCalledWith('two');
    hook.rerender({ url: 'two' });
    // Back: the URL says 'one' again.
    hook.rerender({ url: 'one' });
    expect(hook.result.current.text).toBe('one');
    act(() => vi.advanceTimersByTime(1000));
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('starts no write when the URL changes, so a slow page cannot write the old text back', () => {
    const { commit, hook } = setup('one');
    act(() => hook.result.current.setText('two'));
    act(() => vi.advanceTimersByTime(300));
    hook.rerender({ url: 'two' });
    // Back: whatever the box shows before it catches up, nothing is scheduled to be written.
    const scheduled = vi.spyOn(globalThis, 'setTimeout');
    hook.rerender({ url: 'one' });
    expect(scheduled).not.toHaveBeenCalled();
    scheduled.mockRestore();
    expect(hook.result.current.text).toBe('one');
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('keeps the space being typed after the trimmed text reaches the URL', () => {
    const { commit, hook } = setup('');
    act(() => hook.result.current.setText('vino '));
    act(() => vi.advanceTimersByTime(300));
    expect(commit).toHaveBeenLastCalledWith('vino ');
    hook.rerender({ url: 'vino' });
    expect(hook.result.current.text).toBe('vino ');
  });

  it('drops a pending write when the URL changes first', () => {
    const { commit, hook } = setup('');
    act(() => hook.result.current.setText('typed'));
    hook.rerender({ url: 'linked' });
    act(() => vi.advanceTimersByTime(1000));
    expect(hook.result.current.text).toBe('linked');
    expect(commit).not.toHaveBeenCalled();
  });

  it('writes now on commitNow, and not when the text is the URL’s', () => {
    const { commit, hook } = setup('same');
    act(() => hook.result.current.commitNow());
    expect(commit).not.toHaveBeenCalled();
    act(() => hook.result.current.setText('other'));
    act(() => hook.result.current.commitNow());
    expect(commit).toHaveBeenCalledWith('other');
  });
});
