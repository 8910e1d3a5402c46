import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './dialog';
import { focusReturnTarget } from './return-focus';

afterEach(cleanup);

describe('focusReturnTarget', () => {
  it('is the control that had the focus', () => {
    document.body.innerHTML = '<button type="button">Add offer</button>';
    const button = document.querySelector('button');
    expect(focusReturnTarget(button)).toBe(button);
  });

  it("is a menu's button for an item of that menu", () => {
    document.body.innerHTML =
      '<button type="button" aria-controls="m">Add</button><div role="menu" id="m"><div role="menuitem" tabindex="-1">Bodega</div></div>';
    expect(focusReturnTarget(document.querySelector('[role="menuitem"]'))).toBe(
      document.querySelector('button'),
    );
  });

  it('is none when nothing had the focus', () => {
    expect(focusReturnTarget(document.body)).toBeNull();
    expect(focusReturnTarget(null)).toBeNull();
  });
});

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add offer
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Add offer"
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Cancel
          </button>
        }
      >
        <input aria-label="Name" />
      </Dialog>
    </>
  );
}

async function openDialog() {
  const opener = screen.getByRole('button', { name: 'Add offer' });
  opener.focus();
  await act(async () => fireEvent.click(opener));
  await screen.findByRole('dialog');
  expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  return opener;
}

describe('Dialog', () => {
  it('gives the focus back to the control that opened it, on Escape and on Cancel', async () => {
    render(<Harness />);
    let opener = await openDialog();
    await act(async () => fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);

    opener = await openDialog();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});
