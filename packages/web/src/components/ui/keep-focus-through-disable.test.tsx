import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useKeepFocusThroughDisable } from './keep-focus-through-disable';

afterEach(cleanup);

function Harness({ disabled }: { disabled: boolean }) {
  const keepFocus = useKeepFocusThroughDisable(disabled);
  return (
    <form aria-label="SEO">
      <input aria-label="Title" />
      <button type="submit" disabled={disabled} {...keepFocus}>
        Save
      </button>
    </form>
  );
}

/** What the browser does to a focused button once it is disabled: it blurs it, the focus going nowhere. */
const blurAsDisabled = (button: HTMLElement) =>
  act(async () => fireEvent.blur(button, { relatedTarget: null }));

describe('useKeepFocusThroughDisable', () => {
  it('holds the focus on the form while the button is disabled, and gives it back once it is enabled', async () => {
    const { rerender } = render(<Harness disabled={false} />);
    const save = screen.getByRole('button', { name: 'Save' });
    const form = screen.getByRole('form', { name: 'SEO' });
    save.focus();
    rerender(<Harness disabled />);
    await blurAsDisabled(save);
    expect(document.activeElement).toBe(form);
    expect(form.getAttribute('tabindex')).toBe('-1');

    rerender(<Harness disabled={false} />);
    expect(document.activeElement).toBe(save);
  });

  it('leaves the focus where the user took it', async () => {
    const { rerender } = render(<Harness disabled={false} />);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    await blurAsDisabled(save);
    expect(screen.getByRole('form', { name: 'SEO' }).hasAttribute('tabindex')).toBe(false);

    // Disabled after the user left it: nothing to give back.
    rerender(<Harness disabled />);
    screen.getByLabelText('Title').focus();
    rerender(<Harness disabled={false} />);
    expect(document.activeElement).toBe(screen.getByLabelText('Title'));
  });
});
