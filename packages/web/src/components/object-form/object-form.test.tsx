import { HttpError, type Resource } from '@cellar/sdk';
import { fail, ok, PERMISSIONS } from '@cellar/validation';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { currentUserQuery } from '@/lib/current-user';
import { ObjectForm, type ObjectFormProps } from './object-form';
import type { FieldSpec } from './schema-fields';

const fields: FieldSpec[] = [
  { name: 'telefono', kind: 'string', title: 'Phone', required: false, readonly: false },
  { name: 'nombre', kind: 'string', title: 'Name', required: false, readonly: false },
];

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient();
  client.setQueryData(currentUserQuery.queryKey, {
    id: 'admin@example.com',
    email: 'admin@example.com',
    administrator: true,
  });
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

/** The object a case shows: its stored values and date, as the object page hands them to the tab. */
interface Stored {
  stored: Record<string, unknown>;
  modificationDate: string;
}

type Case = Omit<ObjectFormProps, 'tab' | 'name'> &
  Partial<Stored> & {
    /** Refetching the object (a stale save's Reload): answers the fresh object. */
    reload?: () => Promise<Stored | undefined>;
  };

/** The Edit tab of /bodegas/vega/, for a user who may modify it and holds its lock. */
function formOf({
  stored = { telefono: '1', nombre: 'Old' },
  modificationDate = 'd1',
  reload,
  ...props
}: Case) {
  if (reload)
    vi.spyOn(apiClient.content, 'get').mockImplementation(async () => {
      const fresh = await reload();
      return { ...fresh?.stored, modification_date: fresh?.modificationDate } as unknown as Resource;
    });
  const object = { ...stored, modification_date: modificationDate } as unknown as Resource;
  const permissions = { [PERMISSIONS.ModifyContent]: true };
  return (
    <ObjectForm
      tab={{ object, path: '/bodegas/vega/', permissions, readOnly: false }}
      name="Edit"
      {...props}
    />
  );
}

function renderForm(save: ObjectFormProps['save'], over: Partial<Case> = {}) {
  const props = (more: Partial<Case>): Case => ({ label: 'Edit Bodega', fields, save, ...over, ...more });
  const view = render(formOf(props({})), { wrapper });
  return { rerender: (more: Partial<Case>) => view.rerender(formOf(props(more))) };
}

const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const inputValue = (label: string | RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('ObjectForm after a change of the object outside the form', () => {
  it("takes the user's own change (a file upload) as the base, keeping what was typed", async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const { rerender } = renderForm(save);
    type('Phone', 'typed');
    // The upload changed the object: new date, and (say) another field the server wrote.
    rerender({ stored: { telefono: '1', nombre: 'New' }, modificationDate: 'd2', ownModificationDate: 'd2' });
    expect(inputValue('Phone')).toBe('typed');
    expect(inputValue('Name')).toBe('New');
    await submit();
    expect(save).toHaveBeenCalledWith({ telefono: 'typed' }, 'd2');
  });

  it("keeps the date the user started from after someone else's change, so the save answers 412", async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const { rerender } = renderForm(save);
    type('Phone', 'typed');
    rerender({ stored: { telefono: '1', nombre: 'New' }, modificationDate: 'd2' });
    expect(inputValue('Phone')).toBe('typed');
    await submit();
    expect(save).toHaveBeenCalledWith({ telefono: 'typed' }, 'd1');
  });

  it('shows the new stored values when nothing was typed', async () => {
    const { rerender } = renderForm(vi.fn());
    rerender({ stored: { telefono: '2', nombre: 'New' }, modificationDate: 'd2' });
    await waitFor(() => expect(inputValue('Phone')).toBe('2'));
    expect(inputValue('Name')).toBe('New');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('ObjectForm saving', () => {
  it('sends only the changed fields, checked against the date the form started from', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    renderForm(save);
    const button = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(button().disabled).toBe(true);
    type('Name', 'Vega Sicilia');
    expect(button().disabled).toBe(false);
    await submit();
    expect(save).toHaveBeenCalledWith({ nombre: 'Vega Sicilia' }, 'd1');
  });

  it("refuses to empty the object's title with the rule's message, sending nothing", async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    renderForm(save, {
      label: 'Properties',
      fields: [{ name: 'title', kind: 'string', title: 'Title', required: false, readonly: false }],
      stored: { title: 'Landings' },
    });
    type('Title', '  ');
    await submit();
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByText('Please input the title')).toBeTruthy();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    type('Title', 'Landings and posts');
    await waitFor(() => expect(screen.queryByText('Please input the title')).toBeNull());
    await submit();
    expect(save).toHaveBeenCalledWith({ title: 'Landings and posts' }, 'd1');
  });

  it("shows the server's 400 details under the fields of a behaviour, the rest above the form", async () => {
    const seo = 'api.behaviors.seo.ISeoBehavior';
    const refused = new HttpError(400, {
      message: 'Invalid',
      type: 'ValidationError',
      details: [
        { path: `${seo}.seo_title.es`, message: 'The SEO title is only 70 characters long' },
        { path: 'nombre', message: 'Please input the name' },
      ],
    });
    renderForm(vi.fn().mockRejectedValue(refused), {
      label: seo,
      detailsPrefix: seo,
      fields: [{ name: 'seo_title', kind: 'i18n', title: 'Title', required: false, readonly: false }],
      stored: { seo_title: { es: 'Old' } },
    });
    type(/Title \(es\)/, 'x'.repeat(80));
    await submit();
    const group = screen.getByRole('group', { name: 'Title' });
    expect(within(group).getByText('The SEO title is only 70 characters long')).toBeTruthy();
    expect(within(screen.getByRole('alert')).getByText('Please input the name')).toBeTruthy();
    // What was typed stays.
    expect(inputValue(/Title \(es\)/)).toBe('x'.repeat(80));
  });

  it('answers a stale save with a persistent message and Reload, which shows what is stored but keeps what was typed', async () => {
    const stale = new HttpError(412, {
      message:
        'This content was modified by admin@example.com at 15/01/2025 10:01. Reload to see the changes.',
      type: 'PreconditionFailed',
    });
    const save = vi.fn().mockRejectedValueOnce(stale).mockResolvedValue(undefined);
    const fresh = { stored: { telefono: 'theirs', nombre: 'Theirs' }, modificationDate: 'd2' };
    // Reloading refetches the object: the page shows it, then the form gets it.
    const reload = vi.fn(async () => {
      view.rerender(fresh);
      return fresh;
    });
    const view = renderForm(save, { reload });
    type('Phone', 'mine');
    await submit();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This content was modified by admin@example.com');
    expect(inputValue('Phone')).toBe('mine');

    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Reload' })));
    expect(screen.queryByRole('alert')).toBeNull();
    // The field the user did not change shows the stored value; the one they changed keeps what they typed.
    expect(inputValue('Name')).toBe('Theirs');
    expect(inputValue('Phone')).toBe('mine');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
    await submit();
    expect(save).toHaveBeenLastCalledWith({ telefono: 'mine' }, 'd2');
  });

  it("refuses what the type's own rule refuses (a winery's map link), sending nothing", async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const rule = (body: Record<string, unknown>) =>
      body.telefono === 'bad' ? fail({ path: 'telefono', message: 'Not a phone' }) : ok(body);
    renderForm(save, { rule });
    type('Phone', 'bad');
    await submit();
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
    type('Phone', '+34 600 000 000');
    await submit();
    expect(save).toHaveBeenCalledWith({ telefono: '+34 600 000 000' }, 'd1');
  });
});

describe('ObjectForm after a save a real Guillotina answers 204 (it ignores last-mod-date and unwritable fields)', () => {
  it("is clean at the values sent and shows the object read back, with someone else's change beside them", async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const { rerender } = renderForm(save);
    type('Phone', 'typed');
    await submit();
    expect(save).toHaveBeenCalledWith({ telefono: 'typed' }, 'd1');
    expect(inputValue('Phone')).toBe('typed');
    // Someone had changed the name meanwhile: Guillotina overwrote nothing of theirs, the refetch shows both.
    rerender({ stored: { telefono: 'typed', nombre: 'Theirs' }, modificationDate: 'd3' });
    await waitFor(() => expect(inputValue('Name')).toBe('Theirs'));
    expect(inputValue('Phone')).toBe('typed');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps what the server did not store as typed and unsaved: Save stays enabled and the draft keeps it', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const { rerender } = renderForm(save);
    type('Phone', 'typed');
    await submit();
    // The save answered 204 but the object read back does not hold the phone.
    rerender({ stored: { telefono: '1', nombre: 'Old' }, modificationDate: 'd2' });
    expect(inputValue('Phone')).toBe('typed');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
    await waitFor(() =>
      expect(Object.keys(localStorage).some((key) => key.includes('content:/bodegas/vega/:Edit'))).toBe(true),
    );
    await submit();
    expect(save).toHaveBeenLastCalledWith({ telefono: 'typed' }, 'd1');
  });
});

describe('ObjectForm drafts', () => {
  it('puts what was typed back when the page is opened again, saying when, until it is saved', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const first = render(formOf({ label: 'Edit Bodega', fields, save }), { wrapper });
    type('Phone', 'typed before the reload');
    // The draft is written at each change.
    expect(Object.keys(localStorage).some((key) => key.includes('content:/bodegas/vega/:Edit'))).toBe(true);
    first.unmount();

    renderForm(save);
    await screen.findByText(/^Restored what you typed at \d{2}:\d{2}, not saved yet$/, undefined, {
      timeout: 5000,
    });
    expect(inputValue('Phone')).toBe('typed before the reload');
    await submit();
    expect(save).toHaveBeenCalledWith({ telefono: 'typed before the reload' }, 'd1');
    expect(Object.keys(localStorage).some((key) => key.includes('content:/bodegas/vega/:Edit'))).toBe(false);
  });
});
