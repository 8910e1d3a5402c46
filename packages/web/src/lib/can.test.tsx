import { PERMISSIONS } from '@cellar/validation';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from './api-client';
import { type Ability, can, canidoQuery, OBJECT_PAGE_PERMISSIONS, useCan } from './can';
import { currentUserQuery } from './current-user';
import { createQueryClient } from './query-client';

const { ViewContent, ModifyContent, ScheduleNewsletters } = PERMISSIONS;
const PATH = '/bodegas/vega/';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('can', () => {
  it.each([
    [{ [ModifyContent]: true }, true],
    [{ [ModifyContent]: false }, false],
    [{ [ViewContent]: true }, false],
    [{}, false],
    [undefined, false],
  ])('answers ModifyContent in %j: %s (only a granted permission counts)', (answer, expected) => {
    expect(can(answer, ModifyContent)).toBe(expected);
  });
});

describe('canidoQuery', () => {
  it('is one call per object and list, whichever form of the path or order of the list', () => {
    expect(canidoQuery('/bodegas/vega').queryKey).toEqual(canidoQuery(PATH).queryKey);
    expect(canidoQuery(PATH, [...OBJECT_PAGE_PERMISSIONS].reverse()).queryKey).toEqual(
      canidoQuery(PATH).queryKey,
    );
    expect(canidoQuery(PATH, [ScheduleNewsletters]).queryKey).not.toEqual(canidoQuery(PATH).queryKey);
  });
});

function ask(what: Ability, prepare: (client: ReturnType<typeof createQueryClient>) => void = () => {}) {
  const client = createQueryClient();
  prepare(client);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCan(what), { wrapper }).result;
}

describe('useCan a content permission', () => {
  it("answers from the object page's @canido call when the page asks it: no call of its own", async () => {
    const canido = vi.spyOn(apiClient.content, 'canido');
    const result = ask({ permission: ModifyContent, on: PATH }, (client) =>
      client.setQueryData(canidoQuery(PATH).queryKey, { [ViewContent]: true, [ModifyContent]: true }),
    );
    await waitFor(() => expect(result.current.data).toBe(true));
    expect(canido).not.toHaveBeenCalled();
  });

  it('asks the object page list once when nothing is cached', async () => {
    const canido = vi.spyOn(apiClient.content, 'canido').mockResolvedValue({ [ModifyContent]: false });
    const result = ask({ permission: ModifyContent, on: PATH });
    await waitFor(() => expect(result.current.data).toBe(false));
    expect(canido).toHaveBeenCalledWith(PATH, OBJECT_PAGE_PERMISSIONS);
  });

  it("asks a newsletter's ScheduleNewsletters with the page's list, in its one call", async () => {
    const canido = vi.spyOn(apiClient.content, 'canido').mockResolvedValue({ [ScheduleNewsletters]: true });
    const result = ask({ permission: ScheduleNewsletters, on: PATH });
    await waitFor(() => expect(result.current.data).toBe(true));
    expect(canido).toHaveBeenCalledWith(PATH, OBJECT_PAGE_PERMISSIONS);
  });
});

describe("useCan('erp')", () => {
  it.each([
    [true, true],
    [false, false],
    // The server cannot say who is an administrator: the screens render and the ERP's 403 decides.
    [null, true],
  ])('answers an administrator flag of %s with %s', async (administrator, expected) => {
    const result = ask('erp', (client) =>
      client.setQueryData(currentUserQuery.queryKey, { id: 'u', email: 'u@example.com', administrator }),
    );
    await waitFor(() => expect(result.current.data).toBe(expected));
  });
});
