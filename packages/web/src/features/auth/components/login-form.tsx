import { type LoginInput, validateLogin } from '@cellar/validation';
import { Form, SubmitButton, TextInput, useAppForm } from '@/components/form';
import { useLogin } from '@/features/auth/api/login';
import { loginErrorMessage } from '@/features/auth/utils/login-error-message';
import { useSession } from './session-context';

/** Every message of the login shows above the button, never under a field (§5: one 'Failed!' line). */
const noField = () => null;

/**
 * Login form (site-content-and-shell §2.1, §5). Shown in place of the screen the user asked for. No draft is kept
 * (a password is never stored) and leaving it asks nothing.
 */
export function LoginForm() {
  const { notice, signIn } = useSession();
  const login = useLogin();
  const { form, handleSubmit, showFormError } = useAppForm<LoginInput, LoginInput>({
    defaultValues: { email: '', password: '' },
    rule: validateLogin,
    fieldOf: noField,
    guardLeaving: false,
  });

  const onSubmit = handleSubmit(
    async (input) => {
      signIn(await login.mutateAsync(input), input.email);
    },
    { onError: (error) => showFormError(loginErrorMessage(error)) },
  );

  return (
    <div className="flex h-full items-center justify-center bg-slate-100 p-4">
      <div className="flex w-full max-w-sm flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h1 id="login-title" className="text-lg font-semibold text-slate-900">
          Cellar admin
        </h1>
        <Form form={form} onSubmit={onSubmit} label="Cellar admin" className="flex flex-col gap-4">
          <TextInput<LoginInput> name="email" label="Username" autoComplete="username" autoFocus />
          <TextInput<LoginInput>
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
          />
          {notice !== null && form.formState.submitCount === 0 ? (
            <p
              role="alert"
              className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm whitespace-pre-line text-red-800"
            >
              {notice}
            </p>
          ) : null}
          <SubmitButton>Login</SubmitButton>
        </Form>
      </div>
    </div>
  );
}
