import { AppProvider } from './providers';
import { AppRouter } from './router';
import type { StartedApp } from './start-app';

/** The admin, taking over what `startApp` started for this page load. */
export function App({ started }: { started: StartedApp }) {
  return (
    <AppProvider queryClient={started.queryClient} sessionCheck={started.sessionCheck}>
      <AppRouter preload={started.preload} />
    </AppProvider>
  );
}
