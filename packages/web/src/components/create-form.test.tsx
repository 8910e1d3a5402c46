import { HttpError } from '@cellar/sdk';
import { fail, ok, slugify } from '@cellar/validation';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldsNamed, TextInput } from '@/components/form';
import { formDrafts } from '@/components/form/form-draft';
import { currentUserQuery } from '@/lib/current-user';
import { CreateForm, newObjectDraftKey, useCreateForm, useFollowingField } from './create-form';

interface Fields {
  title: string;
  slug: string;
}

const USER = 'admin@example.com';
const rule = (values: Fields) =>
  values.title.trim() === '' ? fail({ path: 'title', message: 'Please input the title' }) : ok(values);

function NewThing({
  send,
  onCancel = () => {},
}: {
  send: (value: Fields) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const app = useCreateForm<Fields, Fields>({
    kind: 'thing',
    parentPath: '/things',
    defaultValues: { title: '', slug: '' },
    rule,
    fieldOf: fieldsNamed(['title', 'slug']),
    created: 'Thing creada',
    failure: (error) => `Server Error: ${(error as Error).message}`,
  });
  useFollowingField(app.form, 'title', 'slug', slugify);
  return (
    <CreateForm app={app} label="New thing" onCancel={onCancel} onSubmit={app.submit(send)}>
      <TextInput<Fields> name="title" label="Title" />
      <TextInput<Fields> name="slug" label="Slug" />
    </CreateForm>
  );
}

let client: QueryClient;
const show = (element: ReactNode) =>
  render(element, {
    wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
  });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const textIn = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const create = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create' })));

beforeEach(() => {
  client = new QueryClient();
  client.setQueryData(currentUserQuery.queryKey, { id: USER, email: USER, administrator: false });
  localStorage.clear();
});
afterEach(cleanup);

describe('creation forms', () => {
  it('keeps a draft per kind of form and folder', () => {
    expect(newObjectDraftKey('landing', '/landings')).toBe('new:landing:/landings/');
    expect(newObjectDraftKey('tag', '/tags/uva/')).toBe('new:tag:/tags/uva/');
  });

  it('makes a field follow another until the user types in it, and again once emptied', async () => {
    show(<NewThing send={vi.fn()} />);
    type('Title', 'Vinos de Verano');
    expect(textIn('Slug')).toBe('vinos-de-verano');
    type('Slug', 'rosados');
    type('Title', 'Vinos de Otoño');
    expect(textIn('Slug')).toBe('rosados');
    type('Slug', '');
    type('Title', 'Vinos de Invierno');
    expect(textIn('Slug')).toBe('vinos-de-invierno');
  });

  it('repeats a failure without details above the fields and keeps what was typed', async () => {
    const send = vi.fn().mockRejectedValue(new HttpError(409, { message: 'exists', type: 'Conflict' }));
    show(<NewThing send={send} />);
    type('Title', 'Vinos');
    await create();
    expect(screen.getByRole('alert').textContent).toBe('Server Error: exists');
    expect(textIn('Title')).toBe('Vinos');
  });

  it('puts what was typed aside when it closes without creating, and forgets it once created', async () => {
    const first = show(<NewThing send={vi.fn()} />);
    type('Title', 'Borrador');
    // Closed at once (Escape): the draft is kept.
    first.unmount();
    expect(formDrafts.read<Fields>(USER, 'new:thing:/things/')?.values).toEqual({
      title: 'Borrador',
      slug: 'borrador',
    });

    const send = vi.fn().mockResolvedValue(undefined);
    show(<NewThing send={send} />);
    // Put back in the fields when the form shows again.
    await screen.findByText(/^Restored what you typed at \d{2}:\d{2}, not saved yet$/, undefined, {
      timeout: 5000,
    });
    expect(textIn('Title')).toBe('Borrador');
    await create();
    expect(send).toHaveBeenCalledWith({ title: 'Borrador', slug: 'borrador' }, expect.anything());
    expect(formDrafts.read(USER, 'new:thing:/things/')).toBeNull();
    expect(textIn('Title')).toBe('');
  });
});
