import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { type SectionView, SortableSectionList } from './sortable-section-list';

interface Item {
  id: string;
  type: 'text' | 'image';
  caption: string;
}
type Values = { items: Item[] };

const ITEMS: Item[] = [
  { id: 'a', type: 'text', caption: 'Hello' },
  { id: 'b', type: 'image', caption: '' },
];

let shown: Item[] = [];

/** Keeps the form's list where the test reads it. */
function Watch() {
  const items = useWatch<Values, 'items'>({ name: 'items' });
  useEffect(() => {
    shown = items;
  }, [items]);
  return null;
}

function Harness({
  readOnly = false,
  readOnlyControls = 'disable',
  openAdded = false,
  error = false,
  view = (item) => ({ title: item.type, summary: item.caption, fields: <p>Fields of {item.id}</p> }),
}: {
  readOnly?: boolean;
  readOnlyControls?: 'disable' | 'hide';
  openAdded?: boolean;
  error?: boolean;
  view?: (item: Item, index: number) => SectionView;
}): ReactNode {
  const form = useForm<Values>({ defaultValues: { items: ITEMS } });
  useEffect(() => {
    if (error) form.setError('items.1.caption', { message: 'Please input a caption' });
  }, [error, form]);
  const next = useRef(0);
  return (
    <FormProvider {...form}>
      <SortableSectionList<Item, Item['type']>
        name="items"
        label="Things"
        readOnly={readOnly}
        readOnlyControls={readOnlyControls}
        emptyText="Nothing yet."
        types={[
          { value: 'text', label: 'Text' },
          { value: 'image', label: 'Image' },
        ]}
        firstType="text"
        newSection={(type) => {
          next.current += 1;
          return { id: `new-${next.current}`, type, caption: '' };
        }}
        openAdded={openAdded}
        view={view}
      />
      <Watch />
    </FormProvider>
  );
}

const card = (name: string) => screen.getByRole('region', { name });

afterEach(cleanup);

describe('SortableSectionList', () => {
  it('names each section by its position and title, with its summary, in a list named by its label', () => {
    render(<Harness />);
    const list = screen.getByRole('list', { name: 'Things' });
    expect(
      within(list)
        .getAllByRole('region')
        .map((region) => region.getAttribute('aria-label')),
    ).toEqual(['Section 1: text', 'Section 2: image']);
    expect(within(card('Section 1: text')).getByRole('heading').textContent).toBe('1. textHello');
    expect(within(card('Section 1: text')).getByRole('button', { name: 'Drag section 1' })).toBeTruthy();
  });

  it('moves, removes, opens and adds sections in the form', () => {
    render(<Harness />);
    fireEvent.click(within(card('Section 1: text')).getByRole('button', { name: 'Move down' }));
    expect(shown.map((item) => item.id)).toEqual(['b', 'a']);
    const edit = within(card('Section 2: text')).getByRole('button', { name: 'Edit' });
    expect(screen.queryByText('Fields of a')).toBeNull();
    fireEvent.click(edit);
    expect(edit.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Fields of a')).toBeTruthy();
    fireEvent.click(within(card('Section 1: image')).getByRole('button', { name: 'Remove' }));
    expect(shown.map((item) => item.id)).toEqual(['a']);
    fireEvent.change(screen.getByLabelText('Section type'), { target: { value: 'image' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add section' }));
    expect(shown).toEqual([ITEMS[0], { id: 'new-1', type: 'image', caption: '' }]);
    // Not opened unless asked.
    expect(
      within(card('Section 2: image')).getByRole('button', { name: 'Edit' }).getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('opens a section added when asked, and says the empty text of an empty list', () => {
    render(<Harness openAdded />);
    for (const name of ['Section 2: image', 'Section 1: text'])
      fireEvent.click(within(card(name)).getByRole('button', { name: 'Remove' }));
    expect(screen.getByText('Nothing yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add section' }));
    expect(screen.queryByText('Nothing yet.')).toBeNull();
    expect(screen.getByText(`Fields of ${shown[0]?.id}`)).toBeTruthy();
  });

  it('shows the fields of a section that holds a message', async () => {
    render(<Harness error />);
    expect(await screen.findByText('Fields of b')).toBeTruthy();
    expect(screen.queryByText('Fields of a')).toBeNull();
  });

  it('read-only disables the controls, or hides them and names Edit "View"', () => {
    render(<Harness readOnly />);
    const first = card('Section 1: text');
    for (const name of ['Drag section 1', 'Move up', 'Move down', 'Remove'])
      expect(within(first).getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    expect(within(first).getByRole('button', { name: 'Edit' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Add section' }).hasAttribute('disabled')).toBe(true);
    cleanup();

    render(<Harness readOnly readOnlyControls="hide" />);
    const hidden = card('Section 1: text');
    for (const name of ['Drag section 1', 'Move up', 'Move down', 'Remove', 'Edit'])
      expect(within(hidden).queryByRole('button', { name })).toBeNull();
    fireEvent.click(within(hidden).getByRole('button', { name: 'View' }));
    expect(screen.getByText('Fields of a').closest('fieldset')?.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add section' })).toBeNull();
    expect(screen.queryByLabelText('Section type')).toBeNull();
  });

  it("shows a section's own actions, banner and hidden state", () => {
    render(
      <Harness
        view={(item) => ({
          title: item.type,
          hidden: item.id === 'b',
          actions: <button type="button">Own action</button>,
          banner: item.id === 'b' ? <p role="alert">Old type</p> : null,
          fields: null,
        })}
      />,
    );
    const second = card('Section 2: image');
    expect(within(second).getByText('Hidden')).toBeTruthy();
    expect(within(second).getByRole('alert').textContent).toBe('Old type');
    expect(within(card('Section 1: text')).queryByText('Hidden')).toBeNull();
    const buttons = within(second)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['⠿', 'Move up', 'Move down', 'Own action', 'Edit', 'Remove']);
  });
});
