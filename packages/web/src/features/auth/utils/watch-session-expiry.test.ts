import { HttpError } from '@cellar/sdk';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { watchSessionExpiry } from './watch-session-expiry';

const fail = (error: unknown) => () => Promise.reject(error);

describe('watchSessionExpiry', () => {
  it('reports a 401 from a query with the server message', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const onExpired = vi.fn();
    const stop = watchSessionExpiry(client, onExpired);
    const expired = new HttpError(401, { message: 'Your session has expired.', type: 'Unauthorized' });
    await client.fetchQuery({ queryKey: ['a'], queryFn: fail(expired) }).catch(() => {});
    expect(onExpired).toHaveBeenCalledWith('Your session has expired.');
    stop();
  });

  it('reports a 401 from a mutation and ignores other failures', async () => {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const onExpired = vi.fn();
    const stop = watchSessionExpiry(client, onExpired);
    const forbidden = new HttpError(403, { message: 'Forbidden', type: 'Forbidden' });
    await client.fetchQuery({ queryKey: ['b'], queryFn: fail(forbidden) }).catch(() => {});
    expect(onExpired).not.toHaveBeenCalled();
    const expired = new HttpError(401, { message: 'Unauthorized', type: 'Unauthorized' });
    await client
      .getMutationCache()
      .build(client, { mutationFn: fail(expired) })
      .execute(undefined)
      .catch(() => {});
    expect(onExpired).toHaveBeenCalledTimes(1);
    stop();
  });
});
