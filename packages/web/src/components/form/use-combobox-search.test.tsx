import type { UseQueryResult } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Command } from 'cmdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubComboboxLayout } from './stub-combobox-layout';
import { useComboboxSearch } from './use-combobox-search';

beforeEach(stubComboboxLayout);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const noSearch = () =>
  ({ data: [], isFetching: false, isSuccess: true }) as unknown as UseQueryResult<string[]>;

/** A combobox that shows its list only while open, as the pickers do. */
function Picker() {
  const { text, setText, open, setOpen, inputRef } = useComboboxSearch(noSearch);
  return (
    <Command label="Product" shouldFilter={false}>
      <Command.Input
        ref={inputRef}
        value={text}
        onValueChange={(next) => {
          setText(next);
          setOpen(true);
        }}
      />
      {open ? <Command.List /> : null}
    </Command>
  );
}

describe('useComboboxSearch', () => {
  it('says the list is collapsed and names it only while it is there', async () => {
    render(<Picker />);
    const input = screen.getByRole('combobox');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-controls')).toBe(false);

    await act(async () => fireEvent.change(input, { target: { value: 'HE' } }));
    const list = screen.getByRole('listbox');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(list.id);
  });
});
