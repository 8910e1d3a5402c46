import type { ReactNode } from 'react';
import { FullScreenLoading } from '@/components/ui/loading';
import { LoginForm } from './login-form';
import { useSession } from './session-context';

/**
 * Every route needs a logged-in user: while the login state is unknown a loading indicator, then
 * the login form or the app. The URL is left alone, so after a login the requested screen shows.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'unknown') return <FullScreenLoading />;
  if (status === 'loggedOut') return <LoginForm />;
  return children;
}
