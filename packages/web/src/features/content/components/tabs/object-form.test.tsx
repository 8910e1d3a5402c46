import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldSpec } from '@/features/content/utils/schema-fields';
import { ObjectForm, type ObjectFormProps } from './object-form';

const fields: FieldSpec[] = [
  { name: 'telefono', kind: 'string', title: 'Phone', required: false, readonly: false },
  { name: 'nombre', kind: 'string', title: 'Name', required: false, readonly: false },
];

afterEach(cleanup);

function renderForm(save: ObjectFormProps['save']) {
  const props = (over: Partial<ObjectFormProps>): ObjectFormProps => ({
    label: 'Edit Bodega',
    fields,
    stored: { telefono: '1', nombre: 'Old' },
    modificationDate: 'd1',
    readOnly: false,
    save,
    reload: async () => undefined,
    ...over,
  });
  const view = render(<ObjectForm {...props({})} />);
  return { rerender: (over: Partial<ObjectFormProps>) => view.rerender(<ObjectForm {...props(over)} />) };
}

const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });

describe('ObjectForm after a change of the object outside the form', () => {
  it("takes the user's own change (a file upload) as the base, keeping what was typed", async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const { rerender } = renderForm(save);
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: 'typed' } });
    // The upload changed the object: new date, and (say) another field the server wrote.
    rerender({ stored: { telefono: '1', nombre: 'New' }, modificationDate: 'd2', ownModificationDate: 'd2' });
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('typed');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('New');
    await submit();
    expect(save).toHaveBeenCalledWith({ telefono: 'typed' }, 'd2');
  });

  it("keeps the date the user started from after someone else's change, so the save answers 412", async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const { rerender } = renderForm(save);
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: 'typed' } });
    rerender({ stored: { telefono: '1', nombre: 'New' }, modificationDate: 'd2' });
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('typed');
    await submit();
    expect(save).toHaveBeenCalledWith({ telefono: 'typed' }, 'd1');
  });
});
