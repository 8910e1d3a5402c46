import { HttpError, type Resource } from '@cellar/sdk';
import { fail, formMessages, ok, PERMISSIONS, type Result } from '@cellar/validation';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import type { Permissions } from '@/lib/can';
import { currentUserQuery } from '@/lib/current-user';
import { Form } from './form';
import { draftStorageKey, formDrafts } from './form-draft';
import { fieldsNamed } from './form-errors';
import { TextInput } from './form-fields';
import { SaveBar } from './save-bar';
import { RELOAD_LABEL } from './stale-save-banner';
import { NOTHING_CHANGED, type ObjectTabFormOptions, useObjectTabForm } from './use-object-tab-form';

interface Values {
  name: string;
}

const USER = 'editor@example.com';
const PATH = '/landings/rioja/';
const EDITOR: Permissions = { [PERMISSIONS.ViewContent]: true, [PERMISSIONS.ModifyContent]: true };
const VIEWER: Permissions = { [PERMISSIONS.ViewContent]: true, [PERMISSIONS.ModifyContent]: false };

const rule = (values: Values): Result<Values> =>
  values.name.trim() === '' ? fail({ path: 'name', message: 'Please input the name' }) : ok(values);

const landing = (name: string, date = 'd1') =>
  ({ '@type': 'Landing', '@name': 'rioja', name, modification_date: date }) as unknown as Resource;

interface TabCase {
  object?: Resource;
  permissions?: Permissions;
  readOnly?: boolean;
  options?: Partial<ObjectTabFormOptions<Values, Values>>;
}

/** A tab with one field, `name`, saved by `save`. */
function Tab({ object = landing('Rioja'), permissions = EDITOR, readOnly = false, options = {} }: TabCase) {
  const tab = useObjectTabForm<Values, Values>(
    { object, path: PATH, permissions, readOnly },
    {
      tab: 'Data',
      values: { name: String(object.name) },
      rule,
      fieldOf: fieldsNamed(['name']),
      save: async () => undefined,
      toasts: { saved: 'Landing updated', failed: () => 'Error updating the landing' },
      ...options,
    },
  );
  return (
    <Form {...tab.formProps} label="Data">
      <SaveBar label="Save" readOnly={tab.readOnly} />
      <fieldset disabled={tab.readOnly}>
        <TextInput<Values> name="name" label="Name" />
      </fieldset>
    </Form>
  );
}

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient();
  client.setQueryData(currentUserQuery.queryKey, { id: USER, email: USER, administrator: false });
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);
const show = (tab: TabCase = {}) => render(<Tab {...tab} />, { wrapper });
const type = (value: string) => fireEvent.change(screen.getByLabelText('Name'), { target: { value } });
const submit = () => act(async () => fireEvent.submit(screen.getByRole('form', { name: 'Data' })));
const nameValue = () => (screen.getByLabelText('Name') as HTMLInputElement).value;
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('useObjectTabForm saving', () => {
  it("starts from the stored values and saves the rule's value against the object's modification_date", async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const success = vi.spyOn(toast, 'success');
    show({ options: { save } });
    expect(nameValue()).toBe('Rioja');
    type('Rioja Alta');
    await submit();
    expect(save).toHaveBeenCalledWith({ name: 'Rioja Alta' }, 'd1');
    expect(success).toHaveBeenCalledWith('Landing updated');
  });

  it('says a failure in the tab’s words and keeps what was typed', async () => {
    const failure = vi.spyOn(toast, 'error');
    show({ options: { save: vi.fn().mockRejectedValue(new Error('boom')) } });
    type('Rioja Alta');
    await submit();
    expect(failure).toHaveBeenCalledWith('Error updating the landing');
    expect(nameValue()).toBe('Rioja Alta');
  });

  it('shows a stale save (412) above the fields with Reload, which refetches the object', async () => {
    const failure = vi.spyOn(toast, 'error');
    const stale = new HttpError(412, {
      message:
        'This content was modified by admin@example.com at 15/01/2025 10:01. Reload to see the changes.',
      type: 'PreconditionFailed',
    });
    const get = vi.spyOn(apiClient.content, 'get').mockResolvedValue(landing('Rioja', 'd2'));
    show({ options: { save: vi.fn().mockRejectedValue(stale) } });
    type('Rioja Alta');
    await submit();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This content was modified by admin@example.com');
    expect(failure).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: RELOAD_LABEL })));
    expect(get).toHaveBeenCalledWith(PATH);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(nameValue()).toBe('Rioja Alta');
  });
});

describe('useObjectTabForm: a save changes something', () => {
  it('enables Save only once a field changed, and again not when the change is undone', () => {
    show();
    expect(saveButton().disabled).toBe(true);
    type('Rioja Alta');
    expect(saveButton().disabled).toBe(false);
    expect(screen.getByRole('status').textContent).toBe(formMessages.unsavedChanges);
    type('Rioja');
    expect(saveButton().disabled).toBe(true);
  });

  it("says 'Nothing to save' instead of saving a form with no field changed", async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const info = vi.spyOn(toast, 'info');
    const success = vi.spyOn(toast, 'success');
    show({ options: { save } });
    await submit();
    expect(save).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith(formMessages.nothingToSave);
    expect(success).not.toHaveBeenCalled();
  });

  it("says 'Nothing to save' when what was typed changes nothing stored (the save sends nothing)", async () => {
    const info = vi.spyOn(toast, 'info');
    const success = vi.spyOn(toast, 'success');
    show({ options: { save: () => NOTHING_CHANGED } });
    type('Rioja ');
    await submit();
    expect(info).toHaveBeenCalledWith(formMessages.nothingToSave);
    expect(success).not.toHaveBeenCalled();
  });
});

describe('useObjectTabForm save bar', () => {
  it('says where the user is that the rule refused the save, and brings the first message’s field into view', async () => {
    const save = vi.fn();
    show({ options: { save } });
    type('  ');
    await submit();
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe(formMessages.toCorrect(1));
    expect(screen.getByText('Please input the name')).toBeTruthy();
    // jsdom does not scroll: the field's own scrollIntoView says it was brought into view.
    const scrolled = vi.fn();
    Object.assign(screen.getByLabelText('Name'), { scrollIntoView: scrolled });
    fireEvent.click(screen.getByRole('button', { name: formMessages.goToFirstError }));
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(scrolled).toHaveBeenCalled();
  });

  it('says that what was typed is kept as a draft when the tab becomes read-only (the lock refused)', () => {
    const view = show();
    type('Rioja typed');
    view.rerender(<Tab readOnly />);
    expect(nameValue()).toBe('Rioja typed');
    expect(screen.getByRole('status').textContent).toBe(formMessages.keptAsDraft);
    expect(saveButton().disabled).toBe(true);
  });
});

describe('useObjectTabForm read-only', () => {
  it.each([
    ['without ModifyContent on the object', { permissions: VIEWER }],
    ['without the editing lock', { readOnly: true }],
    ['when the tab says so', { options: { readOnly: true } }],
  ] as const)('saves nothing and disables the fields %s', async (_case, tab) => {
    const save = vi.fn().mockResolvedValue(undefined);
    show({ ...tab, options: { ...('options' in tab ? tab.options : {}), save } });
    expect(screen.getByLabelText('Name').matches(':disabled')).toBe(true);
    expect(saveButton().disabled).toBe(true);
    await submit();
    expect(save).not.toHaveBeenCalled();
  });
});

describe('useObjectTabForm drafts', () => {
  const key = draftStorageKey(USER, `content:${PATH}:Data`);
  const restored = /^Restored what you typed at \d{2}:\d{2}, not saved yet$/;

  it('keeps what is typed per user, object and tab at each change, and puts it back when the tab opens again', async () => {
    const first = show();
    type('Rioja typed');
    // Written at once, not once typing pauses: a crash a moment later loses nothing.
    expect(formDrafts.read(USER, `content:${PATH}:Data`)).toMatchObject({
      values: { name: 'Rioja typed' },
      base: { name: 'Rioja' },
      version: 'd1',
    });
    first.unmount();

    show();
    // The banner is loaded on demand: the first time, give it time.
    await screen.findByText(restored, undefined, { timeout: 5000 });
    expect(nameValue()).toBe('Rioja typed');
    expect(saveButton().disabled).toBe(false);
  });

  it('discards a draft put back: the fields show what is stored and the draft is gone', async () => {
    formDrafts.write(USER, `content:${PATH}:Data`, {
      values: { name: 'Rioja typed' },
      base: { name: 'Rioja' },
      version: 'd1',
    });
    show();
    await screen.findByText(restored, undefined, { timeout: 5000 });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: formMessages.discardDraft })));
    expect(nameValue()).toBe('Rioja');
    expect(localStorage.getItem(key)).toBeNull();
    expect(screen.queryByText(restored)).toBeNull();
  });

  it('puts no draft back while the tab is read-only, and puts it back once the tab may be edited', async () => {
    formDrafts.write(USER, `content:${PATH}:Data`, {
      values: { name: 'Rioja typed' },
      base: { name: 'Rioja' },
      version: 'd1',
    });
    const view = show({ readOnly: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(nameValue()).toBe('Rioja');
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).toBeNull();
    view.rerender(<Tab readOnly={false} />);
    await screen.findByText(restored, undefined, { timeout: 5000 });
    expect(nameValue()).toBe('Rioja typed');
  });

  it('does not put back a draft typed over an older version of the object: it says so, and applies it when asked', async () => {
    formDrafts.write(USER, `content:${PATH}:Data`, {
      values: { name: 'Rioja typed' },
      base: { name: 'Rioja' },
      version: 'd1',
    });
    const save = vi.fn().mockResolvedValue(undefined);
    show({ object: landing('Rioja nueva', 'd2'), options: { save } });
    await screen.findByText(
      /^Not restored: what you typed at \d{2}:\d{2} was not saved, and this has changed on the server since$/,
      undefined,
      { timeout: 5000 },
    );
    expect(nameValue()).toBe('Rioja nueva');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: formMessages.applyDraft })));
    expect(nameValue()).toBe('Rioja typed');
    expect(screen.getByText(restored)).toBeTruthy();
    await submit();
    // Checked against the version the fields were put over: a newer change still answers 412.
    expect(save).toHaveBeenCalledWith({ name: 'Rioja typed' }, 'd2');
  });

  it('keeps no draft of a form whose every change is saved as it is made', () => {
    show({ options: { savedAsMade: true } });
    type('Rioja typed');
    expect(localStorage.getItem(key)).toBeNull();
  });
});
