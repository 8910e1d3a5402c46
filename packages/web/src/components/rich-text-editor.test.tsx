import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RichTextEditor from './rich-text-editor';

afterEach(cleanup);

function renderEditor(value: string, readOnly: boolean) {
  const onChange = vi.fn();
  const props = { value, onChange, labelledBy: 'label' };
  const view = render(<RichTextEditor {...props} readOnly={readOnly} />);
  return {
    onChange,
    setReadOnly: (next: boolean) => view.rerender(<RichTextEditor {...props} readOnly={next} />),
  };
}

describe('RichTextEditor', () => {
  it('reports no change when it becomes editable (the editing lock taken) over text stored without markup', () => {
    const { onChange, setReadOnly } = renderEditor('Rioja es una de las zonas vinícolas', true);
    setReadOnly(false);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports the stored value, not its own markup of it, when an edit is undone', async () => {
    const { onChange } = renderEditor('Rioja', false);
    const editable = document.querySelector('[contenteditable="true"]') as HTMLElement;
    expect(editable).toBeTruthy();
    const { editor } = editable as unknown as { editor: import('@tiptap/react').Editor };
    await act(async () => {
      editor.commands.insertContentAt(editor.state.doc.content.size - 1, '!');
    });
    expect(onChange).toHaveBeenLastCalledWith('<p>Rioja!</p>');
    await act(async () => {
      editor.commands.undo();
    });
    expect(onChange).toHaveBeenLastCalledWith('Rioja');
  });
});
