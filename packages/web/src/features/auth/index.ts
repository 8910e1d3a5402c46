export type { SessionCheck } from './api/check-session';
export { checkStoredSession } from './api/check-session';
export { RequireSession } from './components/require-session';
export { useSession } from './components/session-context';
export { SessionProvider } from './components/session-provider';
