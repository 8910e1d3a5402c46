import { type ReactNode, useDeferredValue } from 'react';
import { FullScreenLoading } from '@/components/ui/loading';
import { LoginForm } from './login-form';
import { useSession } from './session-context';

/**
 * Every route needs a logged-in user: while the login state is unknown a loading indicator, then
 * the login form or the app. The URL is left alone, so after a login the requested screen shows.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  // What the answer shows (the app's layout and its screen, or the login) is drawn in a deferred render, which React
  // does in slices, answering input between them: the page load has no long task there (README "Performance").
  const status = useDeferredValue(useSession().status);
  if (status === 'unknown') return <FullScreenLoading />;
  if (status === 'loggedOut') return <LoginForm />;
  return children;
}
