import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createPortal } from 'react-dom';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Form } from './form';

afterEach(cleanup);

function Nested({ outer, inner }: { outer: () => void; inner: () => void }) {
  const outerForm = useForm();
  const innerForm = useForm();
  return (
    <Form form={outerForm} onSubmit={outer} label="Outer">
      <button type="submit">Save</button>
      {/* A dialog's content: in a portal, yet inside the outer form in React's tree. */}
      {createPortal(
        <Form form={innerForm} onSubmit={inner} label="Inner">
          <button type="submit">Upload</button>
        </Form>,
        document.body,
      )}
    </Form>
  );
}

describe('Form', () => {
  it("submits only itself, not a form around it in React's tree (a dialog opened from inside it)", () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(<Nested outer={outer} inner={inner} />);
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(outer).toHaveBeenCalledTimes(1);
    expect(inner).toHaveBeenCalledTimes(1);
  });
});
