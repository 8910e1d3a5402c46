import { HttpError } from '@cellar/sdk';
import { fail, ok, type Result } from '@cellar/validation';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useCallback, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserQuery } from '@/lib/current-user';
import { Form, SubmitButton } from './form';
import { formDrafts } from './form-draft';
import { fieldsNamed } from './form-errors';
import { TextInput } from './form-fields';
import { RELOAD_LABEL } from './stale-save-banner';
import { useAppForm } from './use-app-form';

interface Values {
  name: string;
  country: string;
}

const rule = (values: Values): Result<Values> =>
  values.name.trim() === ''
    ? fail({ path: 'name', message: 'Please input the name' })
    : ok({ ...values, name: values.name.trim() });

function Harness({
  send,
  draftKey,
  failure,
}: {
  send: (value: Values) => Promise<unknown>;
  draftKey?: string;
  /** What a failed send says above the fields. */
  failure?: string;
}) {
  const { form, handleSubmit, draft, showFormError } = useAppForm<Values, Values>({
    defaultValues: { name: '', country: 'ES' },
    rule,
    fieldOf: fieldsNamed(['name', 'country']),
    ...(draftKey ? { draftKey } : {}),
  });
  return (
    <Form
      form={form}
      onSubmit={handleSubmit(send, failure ? { onError: () => showFormError(failure) } : {})}
      draft={draft}
      label="Customer"
    >
      <TextInput<Values> name="name" label="Name" />
      <TextInput<Values> name="country" label="Country" />
      <SubmitButton pendingLabel="Saving...">Save</SubmitButton>
    </Form>
  );
}

/** A form following stored values (`values`), with a Reset button. */
function Following({ stored }: { stored: Values }) {
  const { form, handleSubmit } = useAppForm<Values, Values>({
    defaultValues: stored,
    values: stored,
    rule,
    fieldOf: fieldsNamed(['name', 'country']),
  });
  return (
    <Form form={form} onSubmit={handleSubmit(async () => undefined)} label="Customer">
      <TextInput<Values> name="name" label="Name" />
      <TextInput<Values> name="country" label="Country" />
      <button type="button" onClick={() => form.reset()}>
        Reset
      </button>
    </Form>
  );
}

/** An edit form of a stored object whose save may be stale: `reload` gives the server's newer values. */
function StaleHarness({
  send,
  fresh,
  onError,
}: {
  send: (value: Values) => Promise<unknown>;
  fresh: Values;
  onError: (error: unknown) => void;
}) {
  const [stored, setStored] = useState<Values>({ name: 'Ana', country: 'ES' });
  const reload = useCallback(async () => setStored(fresh), [fresh]);
  const { form, handleSubmit, stale } = useAppForm<Values, Values>({
    defaultValues: stored,
    values: stored,
    rule,
    fieldOf: fieldsNamed(['name', 'country']),
    reload,
  });
  return (
    <Form form={form} onSubmit={handleSubmit(send, { onError })} stale={stale} label="Customer">
      <TextInput<Values> name="name" label="Name" />
      <TextInput<Values> name="country" label="Country" />
      <SubmitButton>Save</SubmitButton>
    </Form>
  );
}

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);
const show = (element: ReactNode) => render(element, { wrapper });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /Save/ })));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  client = new QueryClient();
  client.setQueryData(currentUserQuery.queryKey, {
    id: 'admin@example.com',
    email: 'admin@example.com',
    administrator: true,
  });
  localStorage.clear();
});
afterEach(cleanup);

/** A form of two fields that counts how many times its fields are drawn. */
let fieldsDrawn = 0;
function Counted() {
  fieldsDrawn += 1;
  return null;
}
function Counting() {
  const { form, handleSubmit } = useAppForm<Values, Values>({
    defaultValues: { name: '', country: 'ES' },
    rule,
    fieldOf: fieldsNamed(['name', 'country']),
  });
  return (
    <Form form={form} onSubmit={handleSubmit(async () => undefined)} label="Customer">
      <Counted />
      <TextInput<Values> name="name" label="Name" />
      <TextInput<Values> name="country" label="Country" />
    </Form>
  );
}

describe('useAppForm', () => {
  it("draws the form once as it mounts: react-hook-form's isReady, which nothing reads, draws it no second time", () => {
    fieldsDrawn = 0;
    show(<Counting />);
    expect(screen.getByLabelText('Name')).toBeTruthy();
    expect(fieldsDrawn).toBe(1);
  });

  it('follows new stored values but keeps the fields the user changed', async () => {
    const view = show(<Following stored={{ name: 'Ana', country: 'ES' }} />);
    type('Name', 'Ana María');
    view.rerender(<Following stored={{ name: 'Ana', country: 'FR' }} />);
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Country').value).toBe('FR'));
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Ana María');
  });

  it('puts every field back on reset, the changed ones too, when it follows stored values', async () => {
    const view = show(<Following stored={{ name: 'Ana', country: 'ES' }} />);
    view.rerender(<Following stored={{ name: 'Ana', country: 'FR' }} />);
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Country').value).toBe('FR'));
    type('Name', 'Ana María');
    type('Country', 'DE');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reset' })));
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Ana');
    expect(screen.getByLabelText<HTMLInputElement>('Country').value).toBe('FR');
  });

  it("shows a stale save's message with Reload, which takes the server's values and keeps what was typed", async () => {
    const modified =
      'This content was modified by editor@example.com at 24/11/2026 17:00. Reload to see the changes.';
    const send = vi
      .fn()
      .mockRejectedValueOnce(new HttpError(412, { message: modified, type: 'PreconditionFailed' }))
      .mockResolvedValueOnce(undefined);
    const onError = vi.fn();
    show(<StaleHarness send={send} fresh={{ name: 'Ana', country: 'FR' }} onError={onError} />);
    type('Name', 'Ana María');
    await save();
    expect(screen.getByRole('alert').textContent).toContain(modified);
    expect(onError).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: RELOAD_LABEL })));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Country').value).toBe('FR'));
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Ana María');
    expect(screen.queryByText(modified)).toBeNull();
    await save();
    expect(send).toHaveBeenLastCalledWith(
      { name: 'Ana María', country: 'FR' },
      { name: 'Ana María', country: 'FR' },
    );
  });

  it("shows the rule's message under its field and sends nothing", async () => {
    const send = vi.fn();
    show(<Harness send={send} />);
    await save();
    expect(screen.getByText('Please input the name')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();
    // Typing a valid value takes the message away.
    type('Name', 'Ana');
    await waitFor(() => expect(screen.queryByText('Please input the name')).toBeNull());
  });

  it("sends the rule's value and merges the server's 400 details under the same fields, the rest above", async () => {
    const refused = new HttpError(400, {
      message: 'Invalid',
      type: 'ValidationError',
      details: [
        { path: 'country', message: 'Unknown country' },
        { path: 'elsewhere', message: 'Something else is wrong' },
      ],
    });
    const send = vi.fn().mockRejectedValue(refused);
    show(<Harness send={send} />);
    type('Name', '  Ana ');
    await save();
    expect(send).toHaveBeenCalledWith({ name: 'Ana', country: 'ES' }, { name: '  Ana ', country: 'ES' });
    expect(screen.getByText('Unknown country')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Something else is wrong');
    // What was typed is kept.
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('  Ana ');
  });

  it('shows each message of a field once, however often the server repeats it', async () => {
    const issue = { path: 'country', message: 'Unknown country' };
    const refused = new HttpError(400, {
      message: 'Invalid',
      type: 'ValidationError',
      details: [issue, { path: 'country.code', message: issue.message }],
    });
    show(<Harness send={vi.fn().mockRejectedValue(refused)} />);
    type('Name', 'Ana');
    await save();
    expect(screen.getAllByText('Unknown country')).toHaveLength(1);
  });

  it('repeats a failure without details above the fields, once, until the next submit', async () => {
    const conflict = new HttpError(409, { message: 'exists', type: 'Conflict' });
    const send = vi.fn().mockRejectedValueOnce(conflict).mockRejectedValueOnce(conflict);
    show(<Harness send={send} failure="Server Error: exists" />);
    type('Name', 'Ana');
    await save();
    await save();
    expect(screen.getByRole('alert').textContent).toBe('Server Error: exists');
    send.mockResolvedValueOnce(undefined);
    await save();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the save is in flight on the submit button', async () => {
    let finish: () => void = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    show(<Harness send={send} />);
    type('Name', 'Ana');
    await save();
    expect(screen.getByRole('button', { name: 'Saving...' }).hasAttribute('disabled')).toBe(true);
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);
  });

  it('keeps a draft per user and form at each change until saved, and puts it back when the form opens again', async () => {
    const first = show(<Harness send={vi.fn()} draftKey="customer:7" />);
    type('Name', 'Typed before the crash');
    expect(formDrafts.read<Values>('admin@example.com', 'customer:7')?.values.name).toBe(
      'Typed before the crash',
    );
    first.unmount();

    show(<Harness send={vi.fn().mockResolvedValue(undefined)} draftKey="customer:7" />);
    await screen.findByText(/^Restored what you typed at \d{2}:\d{2}, not saved yet$/, undefined, {
      timeout: 5000,
    });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Typed before the crash');
    await save();
    expect(formDrafts.read('admin@example.com', 'customer:7')).toBeNull();
    expect(screen.queryByText(/^Restored what you typed/)).toBeNull();
  });

  it('forgets the draft when what was typed is taken back by hand', () => {
    show(<Harness send={vi.fn()} draftKey="customer:7" />);
    type('Name', 'Ana');
    expect(formDrafts.read('admin@example.com', 'customer:7')).not.toBeNull();
    type('Name', '');
    expect(formDrafts.read('admin@example.com', 'customer:7')).toBeNull();
  });

  it("never puts another user's draft back", async () => {
    formDrafts.write<Values>('editor@example.com', 'customer:7', {
      values: { name: 'Not yours', country: 'ES' },
    });
    formDrafts.write<Values>('admin@example.com', 'customer:8', { values: { name: 'Mine', country: 'ES' } });
    show(
      <>
        <Harness send={vi.fn()} draftKey="customer:7" />
        <Harness send={vi.fn()} draftKey="customer:8" />
      </>,
    );
    // The admin's own draft is put back in the second form only.
    expect(await screen.findAllByText(/^Restored what you typed/, undefined, { timeout: 5000 })).toHaveLength(
      1,
    );
    const [editorsName, adminsName] = screen.getAllByLabelText<HTMLInputElement>('Name');
    expect(editorsName?.value).toBe('');
    expect(adminsName?.value).toBe('Mine');
    expect(formDrafts.read('editor@example.com', 'customer:7')?.values).toMatchObject({ name: 'Not yours' });
  });
});
