import { act, cleanup, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutosave } from './use-autosave';

const DELAY = 60_000;

function setup(enabled = true) {
  const save = vi.fn();
  const hook = renderHook(
    ({ on }) => {
      const form = useForm<{ name: string }>({ defaultValues: { name: '' } });
      // Read so react-hook-form keeps isDirty up to date, as the tab's Save button does.
      void form.formState.isDirty;
      useAutosave(form, { enabled: on, save, delay: DELAY });
      return form;
    },
    { initialProps: { on: enabled } },
  );
  const type = (value: string) =>
    act(() => hook.result.current.setValue('name', value, { shouldDirty: true }));
  return { save, hook, type };
}

describe('useAutosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('saves once, 60 s after the last change, each change starting the wait again', () => {
    const { save, type } = setup();
    type('a');
    act(() => vi.advanceTimersByTime(DELAY - 1));
    type('ab');
    act(() => vi.advanceTimersByTime(DELAY - 1));
    expect(save).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(save).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(DELAY * 2));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('does not save when it may not (read-only, no permission, locked by someone else)', () => {
    const { save, type } = setup(false);
    type('a');
    act(() => vi.advanceTimersByTime(DELAY * 2));
    expect(save).not.toHaveBeenCalled();
  });

  it('does not save a form with nothing unsaved (a change undone)', () => {
    const { save, type } = setup();
    type('a');
    type('');
    act(() => vi.advanceTimersByTime(DELAY));
    expect(save).not.toHaveBeenCalled();
  });

  it('stops waiting when the tab goes away', () => {
    const { save, type, hook } = setup();
    type('a');
    hook.unmount();
    act(() => vi.advanceTimersByTime(DELAY));
    expect(save).not.toHaveBeenCalled();
  });
});
