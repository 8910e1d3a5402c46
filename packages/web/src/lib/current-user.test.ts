import { NotFoundError, ServerError } from '@cellar/sdk';
import { ADMIN_ROLE } from '@cellar/validation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient, loginEmail, sessionToken } from './api-client';
import { readCurrentUser } from './current-user';

afterEach(() => {
  vi.restoreAllMocks();
  sessionToken.clear();
});

describe('readCurrentUser', () => {
  it("takes @user_info's id, email and administrator role", async () => {
    vi.spyOn(apiClient.content, 'userInfo').mockResolvedValue({
      id: 'admin@example.com',
      email: 'admin@example.com',
      roles: { [ADMIN_ROLE]: 1 },
      groups: [],
    });
    expect(await readCurrentUser()).toEqual({
      id: 'admin@example.com',
      email: 'admin@example.com',
      administrator: true,
    });
  });

  it('says a user without the role is no administrator, and stamps the id where the server gives no email', async () => {
    vi.spyOn(apiClient.content, 'userInfo').mockResolvedValue({ id: 'viewer', roles: {}, groups: [] });
    expect(await readCurrentUser()).toEqual({ id: 'viewer', email: 'viewer', administrator: false });
  });

  it("takes a Manager through Guillotina's Managers group for an administrator (root on Guillotina 7.1.4)", async () => {
    vi.spyOn(apiClient.content, 'userInfo').mockResolvedValue({
      id: 'root',
      roles: { 'guillotina.Authenticated': 1 },
      groups: ['Managers'],
    });
    expect(await readCurrentUser()).toEqual({ id: 'root', email: 'root', administrator: true });
  });

  it('falls back to the login email, role unknown, on a server without @user_info (404)', async () => {
    loginEmail.set('editor@example.com');
    vi.spyOn(apiClient.content, 'userInfo').mockRejectedValue(
      new NotFoundError(404, { message: 'Not Found', type: 'HTTPNotFound' }),
    );
    expect(await readCurrentUser()).toEqual({
      id: 'editor@example.com',
      email: 'editor@example.com',
      administrator: null,
    });
  });

  it('forgets the login email with the token', () => {
    sessionToken.set('token');
    loginEmail.set('editor@example.com');
    sessionToken.clear();
    expect(loginEmail.get()).toBeNull();
    expect(sessionToken.get()).toBeNull();
  });

  it('lets any other failure through, to be shown', async () => {
    const down = new ServerError(503, { message: 'Service Unavailable', type: 'ServerError' });
    vi.spyOn(apiClient.content, 'userInfo').mockRejectedValue(down);
    await expect(readCurrentUser()).rejects.toBe(down);
  });
});
