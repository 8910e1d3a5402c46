import { act, cleanup, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutosave } from './use-autosave';

const DELAY = 60_000;

interface Values {
  name: string;
  other: string;
}

const STORED: Values = { name: '', other: '' };

function setup(enabled = true) {
  const save = vi.fn();
  const hook = renderHook(
    ({ on, stored }) => {
      const form = useForm<Values>({ defaultValues: STORED });
      // Read so react-hook-form keeps isDirty up to date, as the tab's Save button does.
      void form.formState.isDirty;
      useAutosave(form, { enabled: on, save, stored, delay: DELAY });
      return form;
    },
    { initialProps: { on: enabled, stored: STORED } },
  );
  const type = (value: string) =>
    act(async () => hook.result.current.setValue('name', value, { shouldDirty: true }));
  const wait = (ms: number) => act(async () => vi.advanceTimersByTime(ms));
  return { save, hook, type, wait };
}

describe('useAutosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('saves once, 60 s after the last change, each change starting the wait again', async () => {
    const { save, type, wait } = setup();
    await type('a');
    await wait(DELAY - 1);
    await type('ab');
    await wait(DELAY - 1);
    expect(save).not.toHaveBeenCalled();
    await wait(1);
    expect(save).toHaveBeenCalledTimes(1);
    await wait(DELAY * 2);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("counts from the user's last change only: the stored values refreshed meanwhile do not restart the wait", async () => {
    const { save, type, wait, hook } = setup();
    await type('a');
    await wait(DELAY / 2);
    // Another tab saved: the object is refetched and the field the user did not touch takes its value.
    const refreshed = { name: '', other: 'saved elsewhere' };
    hook.rerender({ on: true, stored: refreshed });
    await act(async () => hook.result.current.reset(refreshed, { keepDirtyValues: true }));
    expect(hook.result.current.getValues()).toEqual({ name: 'a', other: 'saved elsewhere' });
    await wait(DELAY / 2);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('does not save when it may not (read-only, no permission, locked by someone else)', async () => {
    const { save, type, wait } = setup(false);
    await type('a');
    await wait(DELAY * 2);
    expect(save).not.toHaveBeenCalled();
  });

  it('does not save a form with nothing unsaved (a change undone)', async () => {
    const { save, type, wait } = setup();
    await type('a');
    await type('');
    await wait(DELAY);
    expect(save).not.toHaveBeenCalled();
  });

  it('stops waiting when the tab goes away', async () => {
    const { save, type, hook, wait } = setup();
    await type('a');
    hook.unmount();
    await wait(DELAY);
    expect(save).not.toHaveBeenCalled();
  });
});
