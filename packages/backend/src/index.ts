export type { Backend, BackendOptions } from './create-backend';
export { createBackend } from './create-backend';
export type { RunningServer, ServerOptions } from './start-server';
export { startServer } from './start-server';
