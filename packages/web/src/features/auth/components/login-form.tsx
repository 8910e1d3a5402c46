import { validateLogin } from '@cellar/validation';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useLogin } from '@/features/auth/api/login';
import { loginErrorMessage } from '@/features/auth/utils/login-error-message';
import { useSession } from './session-context';

/** Login form (site-content-and-shell §2.1, §5). Shown in place of the screen the user asked for. */
export function LoginForm() {
  const { notice, signIn } = useSession();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(notice);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    const input = validateLogin({ email: username, password });
    if (!input.ok) {
      setMessage(input.issues[0]?.message ?? null);
      return;
    }
    login.mutate(input.value, {
      onSuccess: signIn,
      onError: (error) => setMessage(loginErrorMessage(error)),
    });
  }

  return (
    <div className="flex h-full items-center justify-center bg-slate-100 p-4">
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby="login-title"
        className="flex w-full max-w-sm flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h1 id="login-title" className="text-lg font-semibold text-slate-900">
          Cellar admin
        </h1>
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          autoFocus
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {message !== null && (
          <p
            role="alert"
            className="whitespace-pre-line rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {message}
          </p>
        )}
        <Button type="submit" disabled={login.isPending}>
          Login
        </Button>
      </form>
    </div>
  );
}
