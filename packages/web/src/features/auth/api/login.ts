import type { LoginInput } from '@cellar/validation';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /v2/auth/login (after an anonymous token); resolves to the session token. */
export function useLogin() {
  return useMutation({
    mutationKey: ['session', 'login'],
    mutationFn: (input: LoginInput) => apiClient.session.login(input),
    retry: false,
  });
}
