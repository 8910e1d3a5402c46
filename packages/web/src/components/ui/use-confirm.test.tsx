import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ConfirmRequest, useConfirm } from './use-confirm';

afterEach(cleanup);

const REQUEST: ConfirmRequest = {
  title: 'Delete shipping rate',
  description: 'Delete shipping rate #12 (es, std)?',
  confirmLabel: 'Delete',
  details: <p>Minimum cart sum 59,00 €</p>,
};

/** A screen whose button asks `request` and keeps every answer it got. */
function Asker({ answers, request = REQUEST }: { answers: boolean[]; request?: ConfirmRequest }) {
  const { confirm, confirmDialog } = useConfirm();
  return (
    <>
      <button type="button" onClick={async () => answers.push(await confirm(request))}>
        Ask
      </button>
      {confirmDialog}
    </>
  );
}

// `hidden`: while the modal is open the rest of the page is hidden from the accessibility tree.
const ask = () => fireEvent.click(screen.getByRole('button', { name: 'Ask', hidden: true }));
const settled = () => act(() => Promise.resolve());

describe('useConfirm', () => {
  it('names what goes in the dialog, and resolves true when the user agrees', async () => {
    const answers: boolean[] = [];
    render(<Asker answers={answers} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    ask();
    const dialog = screen.getByRole('dialog', { name: 'Delete shipping rate' });
    expect(dialog.textContent).toContain('Delete shipping rate #12 (es, std)?');
    expect(dialog.textContent).toContain('Minimum cart sum 59,00 €');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await settled();
    expect(answers).toEqual([true]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resolves false for Cancel, the × and Escape', async () => {
    const answers: boolean[] = [];
    render(<Asker answers={answers} />);
    ask();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await settled();
    ask();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await settled();
    ask();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await settled();
    expect(answers).toEqual([false, false, false]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a question left open when the screen goes, or when another is asked', async () => {
    const answers: boolean[] = [];
    const { unmount } = render(<Asker answers={answers} />);
    ask();
    ask();
    await settled();
    expect(answers).toEqual([false]);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    unmount();
    await settled();
    expect(answers).toEqual([false, false]);
  });
});
