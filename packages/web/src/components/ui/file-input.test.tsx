import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileInput } from './file-input';

afterEach(cleanup);

const pick = (input: HTMLElement, ...names: string[]) =>
  fireEvent.change(input, { target: { files: names.map((name) => new File(['x'], name)) } });

describe('FileInput', () => {
  it('is an input named by its label, showing its text, that hands over the files picked', () => {
    const onFiles = vi.fn();
    render(
      <FileInput label="Upload image (es)" text="Upload" accept="image/png" multiple onFiles={onFiles} />,
    );
    const input = screen.getByLabelText('Upload image (es)');
    expect(input).toHaveProperty('type', 'file');
    expect(input.getAttribute('accept')).toBe('image/png');
    expect(screen.getByText('Upload').tagName).toBe('LABEL');
    pick(input, 'a.png', 'b.png');
    expect(onFiles).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'a.png' }),
      expect.objectContaining({ name: 'b.png' }),
    ]);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('shows the name of the file picked when asked, else says none is chosen', () => {
    render(<FileInput label="Addresses CSV" text="Choose file" showFileName onFiles={() => {}} />);
    screen.getByText('No file chosen');
    pick(screen.getByLabelText('Addresses CSV'), 'addresses.csv');
    screen.getByText('addresses.csv');
  });

  it('passes nothing on when nothing was picked, and can be disabled', () => {
    const onFiles = vi.fn();
    render(<FileInput label="Upload" disabled aria-invalid onFiles={onFiles} />);
    const input = screen.getByLabelText('Upload');
    pick(input);
    expect(onFiles).not.toHaveBeenCalled();
    expect(input).toHaveProperty('disabled', true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
